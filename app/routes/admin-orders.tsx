// /admin/orders: every order of every kind, filtered by what the URL says.
import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { adminOrderApi } from '../../contracts/api/admin/orders.ts';
import { useApiData } from '../api/use-api-data.ts';
import { AdminOrderTable, ORDER_PAGE_SIZE } from '../features/admin/admin-order-table.tsx';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { OrderFiltersBar } from '../features/admin/order-filters.tsx';
import { orderFiltersSearch, parseOrderFilters, type OrderFilters } from '../features/admin/order-list-query.ts';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = consoleMeta('订单');

export default function AdminOrders() {
  const [search, setSearch] = useSearchParams();
  const filters = parseOrderFilters(search);
  const page = filters.page ?? 1;
  const orders = useApiData(adminOrderApi.list, {
    kind: filters.kind,
    status: filters.status,
    customer: filters.customer,
    orderno: filters.orderno,
    from: filters.from,
    to: filters.to,
    page,
    size: ORDER_PAGE_SIZE,
  });
  const go = (next: OrderFilters) => setSearch(orderFiltersSearch(next));

  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        订单
      </Typography.Title>
      <OrderFiltersBar key={`${filters.customer ?? ''}\n${filters.orderno ?? ''}`} filters={filters} onChange={go} />
      <AdminOrderTable orders={orders} page={page} onPage={(next) => go({ ...filters, page: next })} />
    </>
  );
}
