// /orderManifest?kind&oid: the printable sample manifest of an order (beyond the specification).
import type { Route } from './+types/order-manifest';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { OrderManifest } from '../features/order/order-manifest.tsx';
import { translator } from '../i18n/translate.ts';
import { useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('order.manifest')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  const t = useT();
  return (
    <OrderFrame title={t('order.manifest')} crumbs={[{ label: t('order.centre'), to: pagePath('order') }, { label: t('order.manifest') }]} redirect={`${location.pathname}${location.search}`} testId="manifest-page">
      <OrderManifest />
    </OrderFrame>
  );
}
