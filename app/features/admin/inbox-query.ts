// The inbox's filters and the open item live in the URL (/admin/inbox?kind=mail&handled=0&item=mail-3),
// so a reload or a shared link shows the same list and item. Parsing is forgiving: a bad value is
// simply no filter.
import { INBOX_KINDS, type InboxKind } from '../../../contracts/inbox.ts';

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['kind', 'handled', 'assignee_id', 'from', 'to', 'product', 'keyword', 'page'] as const;

const positive = (value: string | null): number | undefined => {
  const n = Number(value ?? '');
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseInboxFilters(search: URLSearchParams): InboxFilters {
  const kind = search.get('kind');
  const handled = search.get('handled');
  const page = positive(search.get('page'));
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const date = (name: string) => {
    const value = search.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    kind: (INBOX_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : undefined,
    handled: handled === '0' ? 0 : handled === '1' ? 1 : undefined,
    assignee_id: positive(search.get('assignee_id')),
    from: date('from'),
    to: date('to'),
    product: text('product'),
    keyword: text('keyword'),
    page: page && page > 1 ? page : undefined,
  };
}

/** `enquiry-12` in the URL's `item`. */
export function parseInboxItem(search: URLSearchParams): InboxItemRef | null {
  const match = /^(enquiry|booking|mail)-(\d{1,9})$/.exec(search.get('item') ?? '');
  return match ? { kind: match[1] as InboxKind, id: Number(match[2]) } : null;
}

export function inboxSearch(filters: InboxFilters, item: InboxItemRef | null = null): string {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  if (item) search.set('item', `${item.kind}-${item.id}`);
  return search.toString();
}

/** The filters the list and the export send (no paging). */
export function inboxFilterParams(filters: InboxFilters) {
  const { page: _page, ...rest } = filters;
  return rest;
}
