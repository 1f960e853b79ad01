// Pure rules of the plasmid pages: the list's state as it travels in the URL (so a filtered list can
// be shared and reloaded), the call query it becomes, and the pages' addresses. A visitor's URL must
// never crash the page: malformed values fall back to defaults.
import { PLASMID_FILTERS, PLASMID_FILTER_ALL, PLASMID_LIST_PARAMS, type PlasmidFilterKey } from '../../../contracts/plasmid-filters.ts';
import type { PlasmidListQuery } from '../../../contracts/plasmid.ts';
import type { PlasmidRow } from '../../../contracts/api/plasmid.ts';
import { PLASMID_PAGE_SIZE, PLASMID_PAGE_SIZES, PLASMID_SEARCH_MAX } from '../../../contracts/plasmid-constants.ts';
import { parsePositiveInt } from '../../../contracts/numbers.ts';
import { PAGES, pagePath } from '../../../contracts/page-paths.ts';
import type { MessageKey } from '../../i18n/zh.ts';

export const PLASMID_INDEX_PATH = PAGES['plasmid-platform-index'].path;
export const PLASMID_LIST_PATH = PAGES['plasmid-platform-list'].path;

export const PLASMID_SEARCH_TYPES = [
  { value: 'name', label: 'catalogue.productName' },
  { value: 'itemNo', label: 'catalogue.itemNo' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageKey }>;
export type PlasmidSearchType = (typeof PLASMID_SEARCH_TYPES)[number]['value'];

/**
 * Navigation state of the list's own changes (filters, search, paging, reset). Arriving at the plain
 * list address without it (menu, link, new visit) brings back the session's list instead.
 */
export const LIST_NAVIGATION = { plasmidList: true } as const;

export function isListNavigation(state: unknown): boolean {
  return (state as { plasmidList?: unknown } | null)?.plasmidList === true;
}

/** The list's filter state (the specification's names: host, plasmidUsage, fragmentType …) plus paging. */
export interface PlasmidListState {
  /** Each filter's value by call key; 'all' when unset. Unknown values stay, and find nothing. */
  filters: Record<PlasmidFilterKey, string>;
  searchType: PlasmidSearchType;
  keyword: string;
  page: number;
  size: number;
}

const MAX_PAGE = 100_000;

export function defaultListState(): PlasmidListState {
  const filters = Object.fromEntries(PLASMID_FILTERS.map((f) => [f.key, PLASMID_FILTER_ALL])) as Record<PlasmidFilterKey, string>;
  return { filters, searchType: 'name', keyword: '', page: 1, size: PLASMID_PAGE_SIZE };
}

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, PLASMID_SEARCH_MAX);
}

export function parseListState(params: URLSearchParams): PlasmidListState {
  const state = defaultListState();
  for (const filter of PLASMID_FILTERS) state.filters[filter.key] = text(params.get(filter.state)) || PLASMID_FILTER_ALL;
  const itemNo = text(params.get('itemNo'));
  const name = text(params.get('name'));
  // One search box: an item number in the URL wins, since it is the narrower search.
  if (itemNo) {
    state.searchType = 'itemNo';
    state.keyword = itemNo;
  } else {
    state.keyword = name;
  }
  state.page = parsePositiveInt(params.get('page'), MAX_PAGE) ?? 1;
  const size = Number(params.get('size'));
  state.size = (PLASMID_PAGE_SIZES as readonly number[]).includes(size) ? size : PLASMID_PAGE_SIZE;
  return state;
}

/** The URL query of a state; defaults are left out so the plain list stays `plasmidPlatformList`. */
export function listStateSearch(state: PlasmidListState): string {
  const params = new URLSearchParams();
  for (const filter of PLASMID_FILTERS) {
    const value = state.filters[filter.key];
    if (value && value !== PLASMID_FILTER_ALL) params.set(filter.state, value);
  }
  if (state.keyword) params.set(state.searchType, state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== PLASMID_PAGE_SIZE) params.set('size', String(state.size));
  return params.toString();
}

export function listStateHref(state: PlasmidListState): string {
  const search = listStateSearch(state);
  return search ? `${PLASMID_LIST_PATH}?${search}` : PLASMID_LIST_PATH;
}

/** A change of one filter: back to the first page (spec section 4). */
export function withFilter(state: PlasmidListState, key: PlasmidFilterKey, value: string): PlasmidListState {
  return { ...state, filters: { ...state.filters, [key]: value }, page: 1 };
}

/** The list call's query: 'all' is sent as null. */
export function toListQuery(state: PlasmidListState): PlasmidListQuery {
  const query = {
    page: state.page,
    size: state.size,
    name: state.searchType === 'name' && state.keyword ? state.keyword : null,
    itemNo: state.searchType === 'itemNo' && state.keyword ? state.keyword : null,
  } as PlasmidListQuery;
  for (const filter of PLASMID_FILTERS) {
    const value = state.filters[filter.key];
    query[filter.key] = value === PLASMID_FILTER_ALL ? null : value;
  }
  return query;
}

export function hasListParams(params: URLSearchParams): boolean {
  // Any parameter the list understands present means the URL states the list.
  return PLASMID_LIST_PARAMS.some((name) => params.has(name));
}

/** True when any filter or the search narrows the list. */
export function isNarrowed(state: PlasmidListState): boolean {
  return Boolean(state.keyword) || PLASMID_FILTERS.some((f) => state.filters[f.key] !== PLASMID_FILTER_ALL);
}

/** The list filtered by one quick link of the index page. */
export function quickLinkHref(key: PlasmidFilterKey, value: string): string {
  return listStateHref(withFilter(defaultListState(), key, value));
}

export function plasmidDetailHref(id: number): string {
  return pagePath('plasmid-platform-detail', { listId: id });
}

/** The detail's `listId`, or null when absent or malformed. */
export function parseListId(params: URLSearchParams): number | null {
  return parsePositiveInt(params.get('listId'));
}

/** What the list page shows of a plasmid: the rest of the list call's row (filter slugs, the
 * specification's snake_case copies) would only make every page's loader data longer. */
export type PlasmidListRow = Pick<PlasmidRow, 'id' | 'name' | 'itemNo' | 'labels'>;

export function toListRows(rows: readonly PlasmidRow[]): PlasmidListRow[] {
  return rows.map(({ id, name, itemNo, labels }) => ({ id, name, itemNo, labels }));
}
