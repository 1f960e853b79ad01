// /account: the logged-in customer's data (loaded and saved in the browser with the token).
import type { Route } from './+types/account';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { AccountFrame } from '../features/account/account-frame.tsx';
import { AccountForm } from '../features/account/account-form.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '账户信息') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function AccountRoute() {
  return (
    <AccountFrame title="账户信息" path="/account" testId="account-page">
      <AccountForm />
    </AccountFrame>
  );
}
