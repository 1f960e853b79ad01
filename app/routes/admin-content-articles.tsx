// /admin/content/articles (editors, admins): 文章与服务页 — service pages, recommended services and
// product pages; filters in the URL, the editor in a drawer. The 首页推荐 tab (?view=picks) orders the
// home page's 推荐服务 and 明星产品.
import { Button, Result, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminArticleApi } from '../../contracts/api/admin/content-articles.ts';
import { CONTENT_PAGE_SIZE } from '../../contracts/content-articles.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ArticleDrawer, type ArticleRow } from '../features/admin/content/article-drawer.tsx';
import { contentFiltersSearch, parseContentFilters, type ContentFilters } from '../features/admin/content/content-list-query.ts';
import { ContentFilterBar } from '../features/admin/content/content-parts.tsx';
import { ContentTable } from '../features/admin/content/content-table.tsx';
import { HomePicks } from '../features/admin/content/home-picks.tsx';
import type { Route } from './+types/admin-content-articles';

export const meta: Route.MetaFunction = consoleMeta('文章与服务页');

const flags = (row: ArticleRow) => [...(row.is_tuijian ? ['推荐服务'] : []), ...(row.is_mingxing ? ['明星产品'] : [])];

export default function AdminContentArticles() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const filters = parseContentFilters(search);
  const picks = search.get('view') === 'picks';
  // Bumped after a save in the drawer, so the 首页推荐 lists read the change.
  const [picksVersion, setPicksVersion] = useState(0);
  const page = filters.page ?? 1;
  const list = useApiData(adminArticleApi.list, { keyword: filters.keyword, tid: filters.tid, status: filters.status, page, size: CONTENT_PAGE_SIZE }, { enabled: allowed && !picks });
  const categories = useApiData(adminArticleApi.categories, {}, { enabled: allowed });
  const [editing, setEditing] = useState<ArticleRow | 'new' | null>(null);
  const go = (next: ContentFilters) => setSearch(contentFiltersSearch(next));

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  const answer = list.status === 'failed' ? undefined : list.data;
  return (
    <>
      <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={1} className="console__page-title">
          文章与服务页
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="article-add">
          添加文章
        </Button>
      </Space>
      <Tabs
        activeKey={picks ? 'picks' : 'all'}
        onChange={(key) => setSearch(key === 'picks' ? new URLSearchParams({ view: 'picks' }) : contentFiltersSearch(filters))}
        items={[
          { key: 'all', label: '全部文章' },
          { key: 'picks', label: '首页推荐' },
        ]}
      />
      {picks ? (
        <HomePicks key={picksVersion} onEdit={setEditing} />
      ) : (
        <>
          <ContentFilterBar key={filters.keyword ?? ''} filters={filters} categories={categories.data ?? []} onChange={go} placeholder="文章标题" />
          <ContentTable<ArticleRow>
            entity="article"
            rows={answer?.data ?? []}
            total={answer?.total ?? 0}
            loading={list.status === 'loading'}
            page={page}
            onPage={(next) => go({ ...filters, page: next })}
            onEdit={setEditing}
            onChanged={list.reload}
            flags={flags}
            timeColumn={{ title: '更新时间', key: 'update_time' }}
            api={adminArticleApi}
          />
        </>
      )}
      <ArticleDrawer
        article={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={(row) => {
          setEditing(row);
          if (picks) setPicksVersion((v) => v + 1);
          else list.reload();
        }}
      />
    </>
  );
}
