import { describe, expect, it } from 'vitest';
import { orderFiltersSearch, ordersHref, parseOrderFilters } from './order-list-query.ts';

describe('order list filters in the URL', () => {
  it('reads what a shared link carries and ignores nonsense', () => {
    expect(parseOrderFilters(new URLSearchParams('kind=guide&status=0&customer=%20张%20&orderno=G1&from=2026-01-01&to=2026-01-31&page=3'))).toEqual({
      kind: 'guide',
      status: 0,
      customer: '张',
      orderno: 'G1',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
    expect(parseOrderFilters(new URLSearchParams('kind=plasmid&status=9&from=yesterday&page=-1&status='))).toEqual({
      kind: undefined,
      status: undefined,
      customer: undefined,
      orderno: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });

  it('writes only the filters set, page 1 left out', () => {
    expect(orderFiltersSearch({ kind: 'cell', status: 6, page: 1 })).toBe('kind=cell&status=6');
    expect(ordersHref({})).toBe('/admin/orders');
    expect(ordersHref({ kind: 'amplicon', status: 0 })).toBe('/admin/orders?kind=amplicon&status=0');
  });
});
