// What the page table buys at compile time: `npm run typecheck` (tsc) reads this file, and each
// expected-error directive fails the typecheck if the mistake under it were ever accepted. Vitest only
// checks that the well-formed calls build addresses; the misspelt ones are never run.
import { describe, expect, it } from 'vitest';
import { consolePath } from './console-paths.ts';
import { localePagePath, pagePath } from './page-paths.ts';

function mistakes(): string[] {
  return [
    // @ts-expect-error a page that does not exist (the path, not the name)
    pagePath('/newsCenter'),
    // @ts-expect-error a misspelt page name
    pagePath('news-centre'),
    // @ts-expect-error a misspelt query name
    pagePath('news-center', { typ: 7 }),
    // @ts-expect-error a query name of another page
    pagePath('crispr-result', { id: 3, listId: 3 }),
    // @ts-expect-error a page that reads no query
    pagePath('contact-us', { id: 1 }),
    // @ts-expect-error the required id is missing
    pagePath('news-center-detail'),
    // @ts-expect-error the required id is missing from the query
    pagePath('search-result-detail', { kind: 'news' }),
    // @ts-expect-error an id is a number, not text
    pagePath('dynamic-detail', { id: 'eleven' }),
    // @ts-expect-error a keyword is text
    pagePath('search-result', { keyword: 7 }),
    // @ts-expect-error the English variant checks the same
    localePagePath('en', 'order', { tabs: 'cell' }),
    // @ts-expect-error a console page that does not exist
    consolePath('admin-order'),
    // @ts-expect-error the order detail needs its kind and id
    consolePath('admin-order-detail', { id: 3 }),
    // @ts-expect-error the order detail's path parameters cannot be left out
    consolePath('admin-order-detail'),
    // @ts-expect-error a misspelt console query name
    consolePath('admin-inbox', { handeld: 0 }),
  ];
}

describe('typed page paths', () => {
  it('accept what the table declares', () => {
    expect(typeof mistakes).toBe('function');
    expect(pagePath('news-center', { type: 7, page: null })).toBe('/newsCenter?type=7');
    expect(localePagePath('en', 'order-cell-action', { copy: 3 })).toBe('/en/orderCellAction?copy=3');
    expect(consolePath('admin-order-detail', { kind: 'cell', id: 2 })).toBe('/admin/orders/cell/2');
  });
});
