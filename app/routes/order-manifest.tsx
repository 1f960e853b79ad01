// /orderManifest?kind&oid: the printable sample manifest of an order (beyond the specification).
import type { Route } from './+types/order-manifest';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { OrderManifest } from '../features/order/order-manifest.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '样本清单') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="样本清单" crumbs={[{ label: '订单中心', to: '/order' }, { label: '样本清单' }]} redirect={`${location.pathname}${location.search}`} testId="manifest-page">
      <OrderManifest />
    </OrderFrame>
  );
}
