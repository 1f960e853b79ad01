// What the pages 文章与服务页 and 新闻与资料 (app/routes/admin-content-articles.tsx, admin-content-news.tsx)
// share: the filters in the URL, the entity's paged list and categories, the row open in the drawer,
// the heading with its add button, the filter bar (with 导出 CSV / Excel of every matching row) and
// the bulk bar (显示, 隐藏, 移动分类, 删除 of the ticked rows) over the table. Each route puts these together
// with its own drawer; the articles page adds its 首页推荐 tab around the list.
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { adminArticleApi, adminNewsApi } from '../../../../contracts/api/admin/content-articles.ts';
import { CONTENT_PAGE_SIZE, type PreviewEntity } from '../../../../contracts/content-articles.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { api as client } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { useContentAccess } from './content-access.tsx';
import { contentFiltersSearch, parseContentFilters, type ContentFilters } from './content-list-query.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../bulk-bar.tsx';
import { categoryOptions, ContentFilterBar } from './content-parts.tsx';
import { ContentTable, type ContentTableProps } from './content-table.tsx';

type ContentApi = typeof adminArticleApi | typeof adminNewsApi;

/** What a row is called in the bulk bar and its confirmation (确定删除选中的 3 条新闻？). */
const NOUNS: Partial<Record<PreviewEntity, string>> = { article: '文章', news: '新闻' };
type RowOf<A extends ContentApi> = EndpointData<A['list']>['data'][number];

/**
 * The state of one entity's page. `listEnabled` false leaves the list unloaded while the page shows
 * something else in its place (the articles' 首页推荐 tab).
 */
export function useContentList<A extends ContentApi>(api: A, { listEnabled = true }: { listEnabled?: boolean } = {}) {
  const allowed = useContentAccess();
  const [search, setSearch] = useSearchParams();
  const filters = parseContentFilters(search);
  const page = filters.page ?? 1;
  const list = useApiData(api.list, { keyword: filters.keyword, tid: filters.tid, status: filters.status, page, size: CONTENT_PAGE_SIZE }, { enabled: allowed && listEnabled });
  const categories = useApiData(api.categories, {}, { enabled: allowed });
  const [editing, setEditing] = useState<RowOf<A> | 'new' | null>(null);
  return {
    allowed,
    setSearch,
    filters,
    page,
    list,
    categories: categories.data ?? [],
    /** The row in the drawer: null closed, 'new' adding. */
    editing,
    setEditing,
    go: (next: ContentFilters) => setSearch(contentFiltersSearch(next)),
  };
}

export type ContentListState<A extends ContentApi> = ReturnType<typeof useContentList<A>>;

/** The page's title and its add button (test id article-add / news-add). */
export function ContentHeading({ title, add, testId, onAdd }: { title: string; add: string; testId: string; onAdd: () => void }) {
  return (
    <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
      <Typography.Title level={1} className="console__page-title">
        {title}
      </Typography.Title>
      <Button type="primary" onClick={onAdd} data-testid={testId}>
        {add}
      </Button>
    </Space>
  );
}

/** The filter bar and the table of the entity's rows; a row's title opens it in the drawer. */
export function ContentList<A extends ContentApi>({
  state,
  api,
  placeholder,
  ...table
}: {
  state: ContentListState<A>;
  api: A;
  /** The keyword box's placeholder: what the keyword is matched against. */
  placeholder: string;
} & Pick<ContentTableProps<RowOf<A>>, 'entity' | 'flags' | 'timeColumn'>) {
  const { filters, page, list, go } = state;
  const answer = list.status === 'failed' ? undefined : list.data;
  const listFilters = { keyword: filters.keyword, tid: filters.tid, status: filters.status };
  const selection = useRowSelection<number>(JSON.stringify({ ...listFilters, page }));
  const noun = NOUNS[table.entity] ?? '记录';
  const bulk = (action: string) => (tid?: number | null) => client.call(api.bulk, {}, { body: { action, ids: selection.keys, ...(tid ? { tid } : {}) } });
  return (
    <>
      <ContentFilterBar
        filters={filters}
        categories={state.categories}
        onChange={go}
        placeholder={placeholder}
        extra={<ExportButtons endpoint={api.export} params={listFilters} fallbackName={table.entity} />}
      />
      <BulkBar
        count={selection.keys.length}
        noun={noun}
        onClear={selection.clear}
        onDone={list.reload}
        actions={[
          { key: 'show', label: '显示', run: bulk('show') },
          { key: 'hide', label: '隐藏', run: bulk('hide') },
          {
            key: 'move',
            label: '移动分类',
            verb: '移动',
            field: { label: '目标栏目', placeholder: '请选择目标栏目', options: categoryOptions(state.categories) },
            run: bulk('move'),
          },
          { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
        ]}
      />
      <ContentTable<RowOf<A>>
        rowSelection={selection.rowSelection}
        {...table}
        rows={answer?.data ?? []}
        total={answer?.total ?? 0}
        loading={list.status === 'loading'}
        page={page}
        onPage={(next) => go({ ...filters, page: next })}
        onEdit={state.setEditing}
        onChanged={list.reload}
        api={api}
      />
    </>
  );
}
