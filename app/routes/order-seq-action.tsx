// /orderSeqAction: the GUIDE-seq sample form (id: edit; oid: add to the order; neither: new order).
import type { Route } from './+types/order-seq-action';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { SampleForm } from '../features/order/sample-form.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '提交样本') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="提交样本" crumbs={[{ label: 'GUIDE-seq脱靶检测', to: '/order' }, { label: '提交样本' }]} redirect={`${location.pathname}${location.search}`} testId="seq-action">
      <SampleForm kind="guide" />
    </OrderFrame>
  );
}
