// /orderAmpliconList?oid&orderno: the samples of an amplicon order (breadcrumb worded as the source words it).
import type { Route } from './+types/order-amplicon-list';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { SampleList } from '../features/order/sample-list.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '样本列表') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="样本列表" crumbs={[{ label: '细胞株订单', to: '/order' }, { label: '样本列表' }]} redirect={`${location.pathname}${location.search}`} testId="amplicon-list">
      <SampleList kind="amplicon" />
    </OrderFrame>
  );
}
