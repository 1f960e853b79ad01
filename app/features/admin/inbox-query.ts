// The inbox's filters and the open item live in the URL (/admin/inbox?kind=mail&handled=0&item=mail-3),
// so a reload or a shared link shows the same list and item. Read forgivingly (url-filters.ts).
import { INBOX_KINDS, type InboxKind } from '../../../contracts/inbox.ts';
import { filterSearch, queryReader } from './url-filters.ts';

export interface InboxFilters {
  kind?: InboxKind;
  /** 1 handled, 0 not yet. */
  handled?: 0 | 1;
  assignee_id?: number;
  /** YYYY-MM-DD, Shanghai. */
  from?: string;
  to?: string;
  product?: string;
  keyword?: string;
  page?: number;
}

export interface InboxItemRef {
  kind: InboxKind;
  id: number;
}

const KEYS = ['kind', 'handled', 'assignee_id', 'from', 'to', 'product', 'keyword', 'page'] as const;

export function parseInboxFilters(search: URLSearchParams): InboxFilters {
  const read = queryReader(search);
  return {
    kind: read.oneOf('kind', INBOX_KINDS),
    handled: read.flag('handled'),
    assignee_id: read.id('assignee_id'),
    from: read.date('from'),
    to: read.date('to'),
    product: read.text('product'),
    keyword: read.text('keyword'),
    page: read.page(),
  };
}

/** `enquiry-12` in the URL's `item`. */
export function parseInboxItem(search: URLSearchParams): InboxItemRef | null {
  const match = /^(enquiry|booking|mail)-(\d{1,9})$/.exec(search.get('item') ?? '');
  return match ? { kind: match[1] as InboxKind, id: Number(match[2]) } : null;
}

export function inboxSearch(filters: InboxFilters, item: InboxItemRef | null = null): string {
  const search = filterSearch(filters, KEYS);
  if (item) search.set('item', `${item.kind}-${item.id}`);
  return search.toString();
}

/** The filters the list and the export send (no paging). */
export function inboxFilterParams(filters: InboxFilters) {
  const { page: _page, ...rest } = filters;
  return rest;
}
