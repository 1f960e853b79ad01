// The customer list's search lives in the URL (/admin/customers?keyword=李&field=name&state=active&page=2),
// so a reload or a shared link shows the same list. Parsing is forgiving: a bad value is no filter.
import { CUSTOMER_SEARCH_FIELDS, CUSTOMER_STATES, type CustomerSearchField, type CustomerState } from '../../../contracts/customers.ts';

export interface CustomerFilters {
  keyword?: string;
  field?: CustomerSearchField;
  state?: CustomerState;
  page?: number;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined => (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function parseCustomerFilters(search: URLSearchParams): CustomerFilters {
  const page = Number(search.get('page') ?? '');
  const field = oneOf(CUSTOMER_SEARCH_FIELDS, search.get('field'));
  return {
    keyword: search.get('keyword')?.trim().slice(0, 100) || undefined,
    field: field === 'all' ? undefined : field,
    state: oneOf(CUSTOMER_STATES, search.get('state')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function customerFiltersSearch(filters: CustomerFilters): string {
  const search = new URLSearchParams();
  for (const key of ['keyword', 'field', 'state', 'page'] as const) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'field' && value === 'all')) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

export const customerHref = (id: number) => `/admin/customers/${id}`;
