// /admin/content/news (editors, admins): 新闻与资料 — news and technical documents; filters in the URL,
// the editor in a drawer (the parts shared with the articles page are in content-list-page.tsx).
import { adminNewsApi } from '../../contracts/api/admin/content-articles.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ContentOnly } from '../features/admin/content/content-access.tsx';
import { ContentHeading, ContentList, useContentList } from '../features/admin/content/content-list-page.tsx';
import { NewsDrawer, type NewsRow } from '../features/admin/content/news-drawer.tsx';
import type { Route } from './+types/admin-content-news';

export const meta: Route.MetaFunction = consoleMeta('新闻与资料');

const flags = (row: NewsRow) => (row.is_index ? ['首页显示'] : []);

export default function AdminContentNews() {
  const state = useContentList(adminNewsApi);

  return (
    <ContentOnly allowed={state.allowed}>
      <ContentHeading title="新闻与资料" add="添加新闻" testId="news-add" onAdd={() => state.setEditing('new')} />
      <ContentList state={state} api={adminNewsApi} entity="news" placeholder="新闻标题" flags={flags} timeColumn={{ title: '发布时间', key: 'create_time' }} />
      <NewsDrawer
        item={state.editing}
        categories={state.categories}
        onClose={() => state.setEditing(null)}
        onSaved={(row) => {
          state.setEditing(row);
          state.list.reload();
        }}
      />
    </ContentOnly>
  );
}
