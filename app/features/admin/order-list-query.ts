// The order list's filters live in the URL (/admin/orders?kind=guide&status=1&page=2), so a reload or
// a shared link shows the same list. Read forgivingly (url-filters.ts).
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { consolePathWithSearch } from '../../../contracts/console-paths.ts';
import { filterSearch, queryReader } from './url-filters.ts';

export interface OrderFilters {
  kind?: (typeof ORDER_KINDS)[number];
  status?: number;
  customer?: string;
  orderno?: string;
  /** YYYY-MM-DD, Shanghai. */
  from?: string;
  to?: string;
  page?: number;
}

export function parseOrderFilters(search: URLSearchParams): OrderFilters {
  const read = queryReader(search);
  return {
    kind: read.oneOf('kind', ORDER_KINDS),
    status: read.int('status', 0, 6),
    customer: read.text('customer'),
    orderno: read.text('orderno'),
    from: read.date('from'),
    to: read.date('to'),
    page: read.page(),
  };
}

export function orderFiltersSearch(filters: OrderFilters): string {
  return filterSearch(filters, ['kind', 'status', 'customer', 'orderno', 'from', 'to', 'page']).toString();
}

export function ordersHref(filters: OrderFilters): string {
  return consolePathWithSearch('admin-orders', orderFiltersSearch(filters));
}
