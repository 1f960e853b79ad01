// /orderCellList (query oid, orderno): the cell-line orders. The specification shows no columns beyond
// the order centre's table, so the page is that table for type 3 (gene copy number, view/edit/delete).
import type { Route } from './+types/order-cell-list';
import { useLocation } from 'react-router';
import { ORDER_MENU } from '../../contracts/order.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { OrderFrame } from '../features/order/order-frame.tsx';
import { OrderTable } from '../features/order/order-table.tsx';

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, '细胞株构建订单') },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Page() {
  const location = useLocation();
  return (
    <OrderFrame title="细胞株构建订单" crumbs={[{ label: '细胞株构建', to: '/order' }, { label: '订单列表' }]} redirect={`${location.pathname}${location.search}`} testId="cell-list">
      <OrderTable kind="cell" addLabel={ORDER_MENU[2].addLabel} />
    </OrderFrame>
  );
}
