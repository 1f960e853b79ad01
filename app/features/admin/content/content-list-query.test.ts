import { describe, expect, it } from 'vitest';
import { contentFiltersSearch, parseContentFilters } from './content-list-query.ts';

describe('content list filters in the URL', () => {
  it('round-trip and ignore bad values', () => {
    const filters = parseContentFilters(new URLSearchParams('keyword=%20平台%20&tid=6&status=0&page=2'));
    expect(filters).toEqual({ keyword: '平台', tid: 6, status: 0, page: 2 });
    expect(contentFiltersSearch(filters)).toBe('keyword=%E5%B9%B3%E5%8F%B0&tid=6&status=0&page=2');
    expect(parseContentFilters(new URLSearchParams('tid=x&status=3&page=1'))).toEqual({ keyword: undefined, tid: undefined, status: undefined, page: undefined });
  });
});
