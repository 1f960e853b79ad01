// The query of /searchResult (keyword, keyword2, type, page from 1, size) and of /searchResultDetail
// (kind, id). Malformed values fall back to defaults rather than failing: a visitor's URL must never crash.
import { PAGES } from '../../../contracts/page-paths.ts';
import { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZES, SEARCH_TYPES, type SearchKind, type SearchType } from '../../../contracts/search.ts';

export const SEARCH_PATH = PAGES['search-result'].path;

export interface SearchQuery {
  keyword: string;
  keyword2: string;
  /** One type of hit only (decision 0072); '' for every type. In the address so links and back keep it. */
  type: SearchType | '';
  /** 1-based, as shown; the API's page is this minus one. */
  page: number;
  size: number;
}

const MAX_PAGE = 10_000;

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
}

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const type = params.get('type') ?? '';
  return {
    keyword: text(params.get('keyword')),
    keyword2: text(params.get('keyword2')),
    type: (SEARCH_TYPES as readonly string[]).includes(type) ? (type as SearchType) : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: (SEARCH_PAGE_SIZES as readonly number[]).includes(size) ? size : SEARCH_PAGE_SIZE,
  };
}

/** The address of a results page; defaults are left out so the usual URL stays `?keyword=`. */
export function searchPageHref(query: SearchQuery): string {
  const params = new URLSearchParams({ keyword: query.keyword });
  if (query.keyword2) params.set('keyword2', query.keyword2);
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== SEARCH_PAGE_SIZE) params.set('size', String(query.size));
  return `${SEARCH_PATH}?${params}`;
}

/** The words the page marks in titles and snippets: the ones the search matched. */
export function highlightTerms(query: Pick<SearchQuery, 'keyword' | 'keyword2'>): string[] {
  return `${query.keyword} ${query.keyword2}`.split(/\s+/).filter(Boolean).slice(0, 10);
}

export function parseDetailQuery(params: URLSearchParams): { kind: SearchKind; id: number } | null {
  const kind = params.get('kind') ?? '';
  const id = Number(params.get('id'));
  if (!(SEARCH_KINDS as readonly string[]).includes(kind)) return null;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { kind: kind as SearchKind, id };
}
