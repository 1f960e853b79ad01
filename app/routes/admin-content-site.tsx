// /admin/content/site (editors, admins): web settings and counters, the single pages (about us,
// privacy policy, welfare …) and the company pages' blocks; the tab shown is in the address
// (?tab=pages, ?tab=blocks), so a reload or the back button keeps it.
import { Typography } from 'antd';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsoleTabs } from '../features/admin/console-tabs.tsx';
import { ContentOnly, useContentAccess } from '../features/admin/content/content-access.tsx';
import { SiteBlocks } from '../features/admin/content/site-blocks.tsx';
import { SitePageForm } from '../features/admin/content/site-page-form.tsx';
import { SiteSettingsForm } from '../features/admin/content/site-settings-form.tsx';
import type { Route } from './+types/admin-content-site';

export const meta: Route.MetaFunction = consoleMeta('站点设置');

const TABS = [
  { key: 'settings', label: '网站设置与计数器' },
  { key: 'pages', label: '单页（关于我们、隐私政策…）' },
  { key: 'blocks', label: '页面区块' },
] as const;
type SiteTab = (typeof TABS)[number]['key'];

const VIEWS: Record<SiteTab, ComponentType> = { settings: SiteSettingsForm, pages: SitePageForm, blocks: SiteBlocks };

/** The tab an address asks for; the first for none or one that is not a tab. */
function tabOf(search: URLSearchParams): SiteTab {
  return TABS.find((tab) => tab.key === search.get('tab'))?.key ?? 'settings';
}

export default function AdminContentSite() {
  const allowed = useContentAccess();
  const [search, setSearch] = useSearchParams();
  const active = tabOf(search);
  const View = VIEWS[active];
  return (
    <ContentOnly allowed={allowed}>
      <Typography.Title level={1} className="console__page-title">
        站点设置
      </Typography.Title>
      <ConsoleTabs label="站点设置" tabs={TABS} active={active} onChange={(key) => setSearch(key === 'settings' ? {} : { tab: key })}>
        <View />
      </ConsoleTabs>
    </ContentOnly>
  );
}
