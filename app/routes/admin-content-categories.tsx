// /admin/content/categories (editors, admins): the category tree that drives the public menus.
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { adminSiteApi } from '../../contracts/api/admin/content-site.ts';
import { useApiData } from '../api/use-api-data.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ContentOnly, useContentAccess } from '../features/admin/content/content-access.tsx';
import { CategoryDrawer, type CategoryDraft } from '../features/admin/content/site-category-drawer.tsx';
import { CategoryTable } from '../features/admin/content/site-category-table.tsx';
import { branchIds, buildAdminTree, withAncestors } from '../features/admin/content/site-category-tree.ts';
import type { Route } from './+types/admin-content-categories';

export const meta: Route.MetaFunction = consoleMeta('栏目');

export default function AdminContentCategories() {
  const allowed = useContentAccess();
  const { data, status, reload } = useApiData(adminSiteApi.categories, {}, { enabled: allowed });
  const tree = useMemo(() => buildAdminTree(data ?? []), [data]);
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  // Top level first: the whole tree open was some 2,000 elements for a phone to hydrate (issue 35).
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const openBranches = (ids: number[]) => setExpanded((keys) => [...new Set([...keys, ...ids])]);

  return (
    <ContentOnly allowed={allowed}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} className="console__page-title">
          栏目
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => setExpanded(branchIds(tree))}>全部展开</Button>
          <Button onClick={() => setExpanded([])}>全部收起</Button>
          <Button type="primary" onClick={() => setDraft({ pid: 0 })}>
            添加栏目
          </Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">隐藏的栏目及其下级不在网站上显示；有子栏目或内容的栏目不能删除。保存后网站立即更新。</Typography.Paragraph>
      <CategoryTable
        tree={tree}
        loading={status === 'loading' && data === undefined}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onEdit={(category) => setDraft({ category })}
        onAddChild={(pid) => setDraft({ pid })}
        onChanged={reload}
      />
      <CategoryDrawer
        draft={draft}
        tree={tree}
        onClose={() => setDraft(null)}
        onSaved={(pid) => {
          setDraft(null);
          // A category saved under a parent is shown: its parent and the branch above it open.
          if (pid) openBranches(withAncestors(data ?? [], pid));
          reload();
        }}
      />
    </ContentOnly>
  );
}
