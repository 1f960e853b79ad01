import { describe, expect, it } from 'vitest';
import { inboxFilterParams, inboxSearch, parseInboxFilters, parseInboxItem } from './inbox-query.ts';

describe('inbox filters in the URL', () => {
  it('reads what a shared link carries and ignores nonsense', () => {
    expect(parseInboxFilters(new URLSearchParams('kind=mail&handled=0&assignee_id=4&from=2026-01-01&to=2026-01-31&product=%20Cas9%20&keyword=张&page=3'))).toEqual({
      kind: 'mail',
      handled: 0,
      assignee_id: 4,
      from: '2026-01-01',
      to: '2026-01-31',
      product: 'Cas9',
      keyword: '张',
      page: 3,
    });
    expect(parseInboxFilters(new URLSearchParams('kind=order&handled=2&assignee_id=x&from=yesterday&page=-1'))).toEqual({
      kind: undefined,
      handled: undefined,
      assignee_id: undefined,
      from: undefined,
      to: undefined,
      product: undefined,
      keyword: undefined,
      page: undefined,
    });
  });

  it('reads and writes the open item, leaves page 1 out, and sends the filters without paging', () => {
    expect(parseInboxItem(new URLSearchParams('item=booking-12'))).toEqual({ kind: 'booking', id: 12 });
    expect(parseInboxItem(new URLSearchParams('item=order-1'))).toBeNull();
    expect(inboxSearch({ kind: 'enquiry', handled: 1, page: 1 }, { kind: 'mail', id: 3 })).toBe('kind=enquiry&handled=1&item=mail-3');
    expect(inboxSearch({})).toBe('');
    expect(inboxFilterParams({ kind: 'mail', page: 2 })).toEqual({ kind: 'mail' });
  });
});
