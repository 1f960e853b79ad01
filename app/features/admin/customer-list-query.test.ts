import { describe, expect, it } from 'vitest';
import { customerFiltersSearch, parseCustomerFilters } from './customer-list-query.ts';

const parse = (query: string) => parseCustomerFilters(new URLSearchParams(query));

describe('the customer list query', () => {
  it('reads the search from the URL and writes it back', () => {
    const filters = parse('keyword=%E6%9D%8E&field=name&state=disabled&page=3');
    expect(filters).toEqual({ keyword: '李', field: 'name', state: 'disabled', page: 3 });
    expect(customerFiltersSearch(filters)).toBe('keyword=%E6%9D%8E&field=name&state=disabled&page=3');
  });

  it('drops bad values, page 1 and the default field', () => {
    expect(parse('field=secret&state=gone&page=-2&keyword=%20')).toEqual({ keyword: undefined, field: undefined, state: undefined, page: undefined });
    expect(customerFiltersSearch({ field: 'all', page: 1 })).toBe('');
  });
});
