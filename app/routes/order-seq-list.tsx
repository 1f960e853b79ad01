// /orderSeqList?oid&orderno: the samples of a GUIDE-seq order.
import type { Route } from './+types/order-seq-list';
import siteValidationCss from '../styles/site-validation.css?url';
import detailListCss from '../styles/detail-list.css?url';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: siteValidationCss },
  { rel: 'stylesheet', href: detailListCss },
];

export const meta: Route.MetaFunction = sampleOrderMeta('list');

export default function Page() {
  return <SampleOrderPage kind="guide" view="list" />;
}
