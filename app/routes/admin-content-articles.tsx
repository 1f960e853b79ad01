// /admin/content/articles (editors, admins): 文章与服务页 — service pages, recommended services and
// product pages; filters in the URL, the editor in a drawer (the parts shared with the news page are in
// content-list-page.tsx). The 首页推荐 tab (?view=picks) orders the home page's 推荐服务 and 明星产品.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminArticleApi } from '../../contracts/api/admin/content-articles.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsoleTabs } from '../features/admin/console-tabs.tsx';
import { ArticleDrawer, type ArticleRow } from '../features/admin/content/article-drawer.tsx';
import { ContentOnly } from '../features/admin/content/content-access.tsx';
import { ContentHeading, ContentList, useContentList } from '../features/admin/content/content-list-page.tsx';
import { contentFiltersSearch } from '../features/admin/content/content-list-query.ts';
import { HomePicks } from '../features/admin/content/home-picks.tsx';
import type { Route } from './+types/admin-content-articles';

export const meta: Route.MetaFunction = consoleMeta('文章与服务页');

const flags = (row: ArticleRow) => [...(row.is_tuijian ? ['推荐服务'] : []), ...(row.is_mingxing ? ['明星产品'] : [])];

const VIEWS = [
  { key: 'all', label: '全部文章' },
  { key: 'picks', label: '首页推荐' },
] as const;

export default function AdminContentArticles() {
  const [search] = useSearchParams();
  const picks = search.get('view') === 'picks';
  const state = useContentList(adminArticleApi, { listEnabled: !picks });
  // Bumped after a save in the drawer, so the 首页推荐 lists read the change.
  const [picksVersion, setPicksVersion] = useState(0);

  return (
    <ContentOnly allowed={state.allowed}>
      <ContentHeading title="文章与服务页" add="添加文章" testId="article-add" onAdd={() => state.setEditing('new')} />
      <ConsoleTabs
        label="文章与服务页"
        tabs={VIEWS}
        active={picks ? 'picks' : 'all'}
        onChange={(key) => state.setSearch(key === 'picks' ? new URLSearchParams({ view: 'picks' }) : contentFiltersSearch(state.filters))}
      >
        {picks ? (
          <HomePicks key={picksVersion} onEdit={state.setEditing} />
        ) : (
          <ContentList state={state} api={adminArticleApi} entity="article" placeholder="文章标题" flags={flags} timeColumn={{ title: '更新时间', key: 'update_time' }} />
        )}
      </ConsoleTabs>
      <ArticleDrawer
        item={state.editing}
        categories={state.categories}
        onClose={() => state.setEditing(null)}
        onSaved={(row) => {
          state.setEditing(row);
          if (picks) setPicksVersion((v) => v + 1);
          else state.list.reload();
        }}
      />
    </ContentOnly>
  );
}
