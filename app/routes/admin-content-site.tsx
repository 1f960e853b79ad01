// /admin/content/site (editors, admins): web settings and counters, the single pages (about us,
// privacy policy, welfare …) and the company pages' blocks.
import { Tabs, Typography } from 'antd';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ContentOnly, useContentAccess } from '../features/admin/content/content-access.tsx';
import { SiteBlocks } from '../features/admin/content/site-blocks.tsx';
import { SitePageForm } from '../features/admin/content/site-page-form.tsx';
import { SiteSettingsForm } from '../features/admin/content/site-settings-form.tsx';
import type { Route } from './+types/admin-content-site';

export const meta: Route.MetaFunction = consoleMeta('站点设置');

export default function AdminContentSite() {
  const allowed = useContentAccess();
  return (
    <ContentOnly allowed={allowed}>
      <Typography.Title level={1} className="console__page-title">
        站点设置
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'settings', label: '网站设置与计数器', children: <SiteSettingsForm /> },
          { key: 'pages', label: '单页（关于我们、隐私政策…）', children: <SitePageForm /> },
          { key: 'blocks', label: '页面区块', children: <SiteBlocks /> },
        ]}
      />
    </ContentOnly>
  );
}
