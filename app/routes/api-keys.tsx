// /apiKeys: the logged-in customer's personal API keys (loaded and changed in the browser with the token).
import type { Route } from './+types/api-keys';
import apiKeysCss from '../styles/api-keys.css?url';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { AccountFrame } from '../features/account/account-frame.tsx';
import { ApiKeys } from '../features/account/api-keys.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('apiKeys.title')) },
  { name: 'robots', content: 'noindex' },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: apiKeysCss }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ApiKeysRoute() {
  const t = useT();
  return (
    <AccountFrame title={t('apiKeys.title')} page="api-keys" testId="api-keys-page">
      <ApiKeys />
    </AccountFrame>
  );
}
