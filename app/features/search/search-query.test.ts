import { describe, expect, it } from 'vitest';
import { highlightTerms, parseDetailQuery, parseSearchQuery, searchPageHref } from './search-query.ts';

describe('search page query', () => {
  it('reads keyword, keyword2, page and size with safe defaults', () => {
    expect(parseSearchQuery(new URLSearchParams('keyword=%20Cas9%20&page=3&size=10&keyword2=人&type=plasmid'))).toEqual({ keyword: 'Cas9', keyword2: '人', type: 'plasmid', page: 3, size: 10 });
    expect(parseSearchQuery(new URLSearchParams('page=-2&size=7&type=user'))).toEqual({ keyword: '', keyword2: '', type: '', page: 1, size: 5 });
    expect(parseSearchQuery(new URLSearchParams('page=abc&size=50')).size).toBe(50);
  });

  it('leaves defaults out of the address', () => {
    expect(searchPageHref({ keyword: 'a&b', keyword2: '', type: '', page: 1, size: 5 })).toBe('/searchResult?keyword=a%26b');
    expect(searchPageHref({ keyword: 'x', keyword2: 'y', type: 'news', page: 2, size: 10 })).toBe('/searchResult?keyword=x&keyword2=y&type=news&page=2&size=10');
  });

  it('marks the words of both boxes', () => {
    expect(highlightTerms({ keyword: ' Cas9  慢病毒', keyword2: 'puro' })).toEqual(['Cas9', '慢病毒', 'puro']);
    expect(highlightTerms({ keyword: '', keyword2: '' })).toEqual([]);
  });

  it('accepts only known kinds and positive ids for the detail', () => {
    expect(parseDetailQuery(new URLSearchParams('kind=product&id=4'))).toEqual({ kind: 'product', id: 4 });
    expect(parseDetailQuery(new URLSearchParams('kind=user&id=4'))).toBeNull();
    expect(parseDetailQuery(new URLSearchParams('kind=news&id=0'))).toBeNull();
    expect(parseDetailQuery(new URLSearchParams('kind=news&id=1.5'))).toBeNull();
  });
});
