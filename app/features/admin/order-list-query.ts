// The order list's filters live in the URL (/admin/orders?kind=guide&status=1&page=2), so a reload or
// a shared link shows the same list. Parsing is forgiving: a bad value is simply no filter.
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseOrderFilters(search: URLSearchParams): OrderFilters {
  const kind = search.get('kind');
  const status = Number(search.get('status') ?? '');
  const page = Number(search.get('page') ?? '');
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const date = (name: string) => {
    const value = search.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    kind: (ORDER_KINDS as readonly string[]).includes(kind ?? '') ? (kind as OrderFilters['kind']) : undefined,
    status: search.get('status') !== null && search.get('status') !== '' && Number.isInteger(status) && status >= 0 && status <= 6 ? status : undefined,
    customer: text('customer'),
    orderno: text('orderno'),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function orderFiltersSearch(filters: OrderFilters): string {
  const search = new URLSearchParams();
  for (const key of ['kind', 'status', 'customer', 'orderno', 'from', 'to', 'page'] as const) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

export function ordersHref(filters: OrderFilters): string {
  const search = orderFiltersSearch(filters);
  return search ? `/admin/orders?${search}` : '/admin/orders';
}
