// /orderSeqDetail?id&orderno&oid: one GUIDE-seq sample, read-only.
import type { Route } from './+types/order-seq-detail';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { SampleDetail } from '../features/order/sample-detail.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '样本详情') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="样本详情" crumbs={[{ label: 'GUIDE-seq脱靶检测', to: '/order' }, { label: '样本详情' }]} redirect={`${location.pathname}${location.search}`} testId="seq-detail">
      <SampleDetail kind="guide" />
    </OrderFrame>
  );
}
