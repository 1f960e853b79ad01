// /admin/content/articles (editors, admins): 文章与服务页 — service pages, recommended services and
// product pages; filters in the URL, the editor in a drawer.
import { Button, Result, Space, Typography } from 'antd';
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
import type { Route } from './+types/admin-content-articles';

export const meta: Route.MetaFunction = consoleMeta('文章与服务页');

const flags = (row: ArticleRow) => [...(row.is_tuijian ? ['推荐服务'] : []), ...(row.is_mingxing ? ['明星产品'] : [])];

export default function AdminContentArticles() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const filters = parseContentFilters(search);
  const page = filters.page ?? 1;
  const list = useApiData(adminArticleApi.list, { keyword: filters.keyword, tid: filters.tid, status: filters.status, page, size: CONTENT_PAGE_SIZE }, { enabled: allowed });
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
      <ArticleDrawer
        article={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={(row) => {
          setEditing(row);
          list.reload();
        }}
      />
    </>
  );
}
