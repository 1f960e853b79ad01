// /orderAmpliconDetail?id&orderno&oid: one amplicon sample, read-only.
import type { Route } from './+types/order-amplicon-detail';
import { SampleOrderPage, sampleOrderMeta } from '../features/order/sample-order-page.tsx';
import detailListCss from '../styles/detail-list.css?url';

export const meta: Route.MetaFunction = sampleOrderMeta('detail');

// The order's labelled details (app/components/detail-list.tsx): only the pages that show them load the sheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: detailListCss }];

export default function Page() {
  return <SampleOrderPage kind="amplicon" view="detail" />;
}
