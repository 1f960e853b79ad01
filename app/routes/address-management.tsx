// /addressManagement: the logged-in customer's delivery addresses (loaded in the browser with the token).
import type { Route } from './+types/address-management';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { AccountFrame } from '../features/account/account-frame.tsx';
import { AddressManagement } from '../features/account/address-management.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';
import gutterRowCss from '../styles/gutter-row.css?url';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('profile.addresses')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

// The address dialog's rows (app/components/gutter-row.tsx): only the pages that have them load the sheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gutterRowCss }];

export default function AddressManagementRoute() {
  const t = useT();
  return (
    <AccountFrame title={t('profile.addresses')} page="address-management" testId="address-page">
      <AddressManagement />
    </AccountFrame>
  );
}
