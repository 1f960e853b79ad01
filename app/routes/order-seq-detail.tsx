// /orderSeqDetail?id&orderno&oid: one GUIDE-seq sample, read-only.
import type { Route } from './+types/order-seq-detail';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const meta: Route.MetaFunction = sampleOrderMeta('detail');

export default function Page() {
  return <SampleOrderPage kind="guide" view="detail" />;
}
