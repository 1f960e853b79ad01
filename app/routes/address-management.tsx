// /addressManagement: the logged-in customer's delivery addresses (loaded in the browser with the token).
import type { Route } from './+types/address-management';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { AccountFrame } from '../features/account/account-frame.tsx';
import { AddressManagement } from '../features/account/address-management.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '地址管理') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function AddressManagementRoute() {
  return (
    <AccountFrame title="地址管理" path="/addressManagement" testId="address-page">
      <AddressManagement />
    </AccountFrame>
  );
}
