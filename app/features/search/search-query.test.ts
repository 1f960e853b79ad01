import { describe, expect, it } from 'vitest';
import { parseDetailQuery, parseSearchQuery, searchPageHref } from './search-query.ts';

describe('search page query', () => {
  it('reads keyword, keyword2, page and size with safe defaults', () => {
    expect(parseSearchQuery(new URLSearchParams('keyword=%20Cas9%20&page=3&size=10&keyword2=人'))).toEqual({ keyword: 'Cas9', keyword2: '人', page: 3, size: 10 });
    expect(parseSearchQuery(new URLSearchParams('page=-2&size=7'))).toEqual({ keyword: '', keyword2: '', page: 1, size: 5 });
    expect(parseSearchQuery(new URLSearchParams('page=abc&size=50')).size).toBe(50);
  });

  it('leaves defaults out of the address', () => {
    expect(searchPageHref({ keyword: 'a&b', keyword2: '', page: 1, size: 5 })).toBe('/searchResult?keyword=a%26b');
    expect(searchPageHref({ keyword: 'x', keyword2: 'y', page: 2, size: 10 })).toBe('/searchResult?keyword=x&keyword2=y&page=2&size=10');
  });

  it('accepts only known kinds and positive ids for the detail', () => {
    expect(parseDetailQuery(new URLSearchParams('kind=product&id=4'))).toEqual({ kind: 'product', id: 4 });
    expect(parseDetailQuery(new URLSearchParams('kind=user&id=4'))).toBeNull();
    expect(parseDetailQuery(new URLSearchParams('kind=news&id=0'))).toBeNull();
    expect(parseDetailQuery(new URLSearchParams('kind=news&id=1.5'))).toBeNull();
  });
});
