// /orderAmpliconDetail?id&orderno&oid: one amplicon sample, read-only.
import type { Route } from './+types/order-amplicon-detail';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const meta: Route.MetaFunction = sampleOrderMeta('detail');

export default function Page() {
  return <SampleOrderPage kind="amplicon" view="detail" />;
}
