// /admin/content/news (editors, admins): 新闻与资料 — news and technical documents; filters in the URL,
// the editor in a drawer.
import { Button, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminNewsApi } from '../../contracts/api/admin/content-articles.ts';
import { CONTENT_PAGE_SIZE } from '../../contracts/content-articles.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { NewsDrawer, type NewsRow } from '../features/admin/content/news-drawer.tsx';
import { contentFiltersSearch, parseContentFilters, type ContentFilters } from '../features/admin/content/content-list-query.ts';
import { ContentFilterBar } from '../features/admin/content/content-parts.tsx';
import { ContentTable } from '../features/admin/content/content-table.tsx';
import type { Route } from './+types/admin-content-news';

export const meta: Route.MetaFunction = consoleMeta('新闻与资料');

const flags = (row: NewsRow) => (row.is_index ? ['首页显示'] : []);

export default function AdminContentNews() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const filters = parseContentFilters(search);
  const page = filters.page ?? 1;
  const list = useApiData(adminNewsApi.list, { keyword: filters.keyword, tid: filters.tid, status: filters.status, page, size: CONTENT_PAGE_SIZE }, { enabled: allowed });
  const categories = useApiData(adminNewsApi.categories, {}, { enabled: allowed });
  const [editing, setEditing] = useState<NewsRow | 'new' | null>(null);
  const go = (next: ContentFilters) => setSearch(contentFiltersSearch(next));

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  const answer = list.status === 'failed' ? undefined : list.data;
  return (
    <>
      <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={1} className="console__page-title">
          新闻与资料
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="news-add">
          添加新闻
        </Button>
      </Space>
      <ContentFilterBar key={filters.keyword ?? ''} filters={filters} categories={categories.data ?? []} onChange={go} placeholder="新闻标题" />
      <ContentTable<NewsRow>
        entity="news"
        rows={answer?.data ?? []}
        total={answer?.total ?? 0}
        loading={list.status === 'loading'}
        page={page}
        onPage={(next) => go({ ...filters, page: next })}
        onEdit={setEditing}
        onChanged={list.reload}
        flags={flags}
        timeColumn={{ title: '发布时间', key: 'create_time' }}
        api={adminNewsApi}
      />
      <NewsDrawer
        news={editing}
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
