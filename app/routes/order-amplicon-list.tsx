// /orderAmpliconList?oid&orderno: the samples of an amplicon order.
import type { Route } from './+types/order-amplicon-list';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const meta: Route.MetaFunction = sampleOrderMeta('list');

export default function Page() {
  return <SampleOrderPage kind="amplicon" view="list" />;
}
