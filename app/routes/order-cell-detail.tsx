// /orderCellDetail (query id): the cell-line order read-only.
import type { Route } from './+types/order-cell-detail';
import { useLocation } from 'react-router';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { CellDetail } from '../features/order/cell-detail.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '订单详情') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="订单详情" crumbs={[{ label: '细胞株构建', to: '/order' }, { label: '订单详情' }]} redirect={`${location.pathname}${location.search}`} testId="cell-detail-page">
      <CellDetail />
    </OrderFrame>
  );
}
