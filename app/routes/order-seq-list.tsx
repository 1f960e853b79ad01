// /orderSeqList?oid&orderno: the samples of a GUIDE-seq order.
import type { Route } from './+types/order-seq-list';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const meta: Route.MetaFunction = sampleOrderMeta('list');

export default function Page() {
  return <SampleOrderPage kind="guide" view="list" />;
}
