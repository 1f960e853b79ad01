// /orderSeqAction: the GUIDE-seq sample form (id: edit; oid: add to the order; neither: new order).
import type { Route } from './+types/order-seq-action';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const meta: Route.MetaFunction = sampleOrderMeta('action');

export default function Page() {
  return <SampleOrderPage kind="guide" view="action" />;
}
