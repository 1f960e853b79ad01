// /admin/orders: every order of every kind, filtered by what the URL says.
import { adminOrderApi } from '../../contracts/api/admin/orders.ts';
import { useApiData } from '../api/use-api-data.ts';
import { AdminOrderTable, ORDER_PAGE_SIZE } from '../features/admin/admin-order-table.tsx';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { OrderFiltersBar } from '../features/admin/order-filters.tsx';
import { orderFiltersSearch, parseOrderFilters } from '../features/admin/order-list-query.ts';
import { useUrlFilters } from '../features/admin/url-filters.ts';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = consoleMeta('订单');

export default function AdminOrders() {
  return (
    <ConsolePage title="订单">
      <OrderList />
    </ConsolePage>
  );
}

function OrderList() {
  const { filters, page, go } = useUrlFilters(parseOrderFilters, orderFiltersSearch);
  const { page: _page, ...params } = filters;
  const orders = useApiData(adminOrderApi.list, { ...params, page, size: ORDER_PAGE_SIZE });

  return (
    <>
      <OrderFiltersBar filters={filters} onChange={go} />
      <AdminOrderTable orders={orders} page={page} onPage={(next) => go({ ...filters, page: next })} />
    </>
  );
}
