// The customer list's search lives in the URL (/admin/customers?keyword=李&field=name&state=active&page=2),
// so a reload or a shared link shows the same list. Read forgivingly (url-filters.ts).
import { CUSTOMER_SEARCH_FIELDS, CUSTOMER_STATES, type CustomerSearchField, type CustomerState } from '../../../contracts/customers.ts';
import { consolePath } from '../../../contracts/console-paths.ts';
import { filterSearch, queryReader } from './url-filters.ts';

export interface CustomerFilters {
  keyword?: string;
  field?: CustomerSearchField;
  state?: CustomerState;
  page?: number;
}

export function parseCustomerFilters(search: URLSearchParams): CustomerFilters {
  const read = queryReader(search);
  const field = read.oneOf('field', CUSTOMER_SEARCH_FIELDS);
  return {
    keyword: read.text('keyword', 100),
    // 'all' is the default: no field in the URL.
    field: field === 'all' ? undefined : field,
    state: read.oneOf('state', CUSTOMER_STATES),
    page: read.page(),
  };
}

export function customerFiltersSearch(filters: CustomerFilters): string {
  return filterSearch(filters, ['keyword', 'field', 'state', 'page'], { field: 'all' }).toString();
}

export const customerHref = (id: number) => consolePath('admin-customer-detail', { id });
