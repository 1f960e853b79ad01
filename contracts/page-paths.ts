// The site's pages in one table: each page's path and the query parameters it reads. app/routes.ts
// builds the route config from it, the page cache keys pages by it (page-cache-key.ts), and every link
// of the app, the mails and the sitemap is built with `pagePath()` from it, so a misspelt page or query
// name is a type error instead of a 404 or a silently ignored filter (issue 36).
// The table ships to the browser with the shell: keep it to paths and names (the console's pages are
// in console-paths.ts, which only the console's chunks load).
import { localePath, type PageLanguage } from './page-language.ts';

/**
 * How a query value is typed and written. `int` and `text` are written as URLSearchParams writes them
 * (the links' long-standing form); `path` (a site path to come back to) as encodeURIComponent writes it,
 * as /login's `redirect` always was. A trailing `!` makes the parameter required.
 */
export type QueryKind = 'int' | 'text' | 'path' | 'int!' | 'text!' | 'path!';

export interface PageSpec {
  /** As the Chinese site serves it, with its leading slash; the English site adds /en in front. */
  path: string;
  /** The query names the page reads, in the order the page cache keys them by. */
  query?: Readonly<Record<string, QueryKind>>;
  /**
   * Names only the browser reads, after hydration: the server renders the page alike whatever their
   * value, so the page cache leaves them out of its key (one entry, not one per value).
   */
  clientQuery?: Readonly<Record<string, QueryKind>>;
}

const JOB_LIST = { page: 'int', size: 'int' } as const;
// The order pages share one reader of their query (app/features/order): the same names everywhere.
const ORDER_PAGE = { id: 'int', oid: 'int', orderno: 'text', kind: 'text' } as const;

/**
 * Page name (its route module's file name in app/routes/) → its path and query. Names, not paths, so a
 * path can change in one place; the spec's paths themselves are mixed-case and irregular.
 */
export const PAGES = {
  home: { path: '/' },
  register: { path: '/register' },
  login: { path: '/login', query: { activated: 'int', registered: 'int', redirect: 'path' } },
  'forget-pwd': { path: '/forgetPwd' },
  confirmation: { path: '/confirmation' },
  account: { path: '/account' },
  'address-management': { path: '/addressManagement' },
  'api-keys': { path: '/apiKeys' },
  'news-center': { path: '/newsCenter', query: { type: 'int', id: 'int', page: 'int' } },
  'news-center-detail': { path: '/newsCenter/newsCenterDetail', query: { newsId: 'int!' } },
  'contact-us': { path: '/contactUS' },
  'contact-us-enterprise': { path: '/contactUs/enterpriseRecruitment', query: JOB_LIST },
  'contact-us-school': { path: '/contactUs/schoolRecruitment', query: JOB_LIST },
  recruitment: { path: '/recruitment' },
  'recruitment-enterprise': { path: '/recruitment/enterprise', query: JOB_LIST },
  'recruitment-school': { path: '/recruitment/school', query: JOB_LIST },
  'talent-recruitment-detail': { path: '/talentRecruitmentDetail', query: { key: 'int!' } },
  'search-result': { path: '/searchResult', query: { keyword: 'text', keyword2: 'text', type: 'text', page: 'int', size: 'int' } },
  'search-result-detail': { path: '/searchResultDetail', query: { kind: 'text!', id: 'int!' } },
  'privacy-policy': { path: '/privacyPolicy' },
  'crispr-help': { path: '/crispr-help' },
  'dynamic-index': { path: '/dynamicIndex', query: { id: 'int!' } },
  'dynamic-detail': { path: '/dynamicDetail', query: { id: 'int!' } },
  'gene-editing-index': { path: '/geneEditing/geneEditingIndex' },
  crispr: { path: '/crispr', query: { id: 'int' } },
  'crispr-result': { path: '/crispr-result', query: { id: 'int!' } },
  'plasmid-platform': { path: '/plasmidPlatform' },
  'plasmid-platform-index': { path: '/plasmidPlatform/plasmidPlatformIndex' },
  // The filters' state names of contracts/plasmid-filters.ts, then search and paging (PLASMID_LIST_PARAMS).
  'plasmid-platform-list': {
    path: '/plasmidPlatform/plasmidPlatformList',
    query: {
      host: 'text',
      plasmidUsage: 'text',
      fragmentType: 'text',
      fragmentSpecies: 'text',
      nuclearResistance: 'text',
      eukaryoticResistance: 'text',
      fluorescentMarker: 'text',
      name: 'text',
      itemNo: 'text',
      page: 'int',
      size: 'int',
    },
  },
  'plasmid-platform-detail': { path: '/plasmidPlatformDetail', query: { listId: 'int!' } },
  'tech-service': { path: '/techService', query: { type: 'int', id: 'int', molds: 'text', keyword: 'text', page: 'int', size: 'int' } },
  'product-service': { path: '/productService', query: { id: 'int!' } },
  order: { path: '/order', query: { tab: 'text' } },
  'order-seq-action': { path: '/orderSeqAction', query: ORDER_PAGE },
  'order-seq-list': { path: '/orderSeqList', query: ORDER_PAGE },
  'order-seq-detail': { path: '/orderSeqDetail', query: ORDER_PAGE },
  'order-amplicon-action': { path: '/orderAmpliconAction', query: ORDER_PAGE },
  'order-amplicon-list': { path: '/orderAmpliconList', query: ORDER_PAGE },
  'order-amplicon-detail': { path: '/orderAmpliconDetail', query: ORDER_PAGE },
  // `copy`: a new order filled in from an old one (reorder-button.tsx), read by the form in the browser.
  'order-cell-action': { path: '/orderCellAction', query: ORDER_PAGE, clientQuery: { copy: 'int' } },
  'order-cell-list': { path: '/orderCellList', query: ORDER_PAGE },
  'order-cell-detail': { path: '/orderCellDetail', query: ORDER_PAGE },
  'order-manifest': { path: '/orderManifest', query: ORDER_PAGE },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;

type Value<K> = K extends 'int' | 'int!' ? number : string;
type RequiredOf<Q> = { [N in keyof Q as Q[N] extends `${string}!` ? N : never]: Value<Q[N]> };
type OptionalOf<Q> = { [N in keyof Q as Q[N] extends `${string}!` ? never : N]?: Value<Q[N]> | null | undefined };
// Flattened so an editor shows the page's parameters, not the helper types. A page without query
// takes Record<string, never>: `{}` would accept any object, misspelt names included.
type Flat<T> = { [N in keyof T]: T[N] };

type Kinds<S> = (S extends { query: infer Q } ? Q : unknown) & (S extends { clientQuery: infer C } ? C : unknown);

/** The query a table's page takes: its required names, and its optional ones (null or '' leave them out). */
export type QueryOf<S> = [keyof Kinds<S>] extends [never] ? Record<string, never> : Flat<RequiredOf<Kinds<S>> & OptionalOf<Kinds<S>>>;

/** The arguments after the name: the query, which may be left out when the page requires none. */
export type QueryArgs<S> = [keyof RequiredOf<Kinds<S>>] extends [never] ? [query?: QueryOf<S>] : [query: QueryOf<S>];

/**
 * `path?name=value&…` in the order the caller gives the names (the order the links had when they were
 * written by hand), without null, undefined or empty values. Shared with console-paths.ts.
 */
export function withQuery(path: string, kinds: Readonly<Record<string, string>> | undefined, query: object | undefined): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value === null || value === undefined || value === '') continue;
    const text = String(value);
    pairs.push(kinds?.[name]?.startsWith('path') ? `${name}=${encodeURIComponent(text)}` : new URLSearchParams([[name, text]]).toString());
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The Chinese site's address of a page: `pagePath('news-center', { type: 7 })` → `/newsCenter?type=7`. */
export function pagePath<N extends PageName>(name: N, ...[query]: QueryArgs<(typeof PAGES)[N]>): string {
  const spec: PageSpec = PAGES[name];
  return withQuery(spec.path, spec.clientQuery ? { ...spec.query, ...spec.clientQuery } : spec.query, query);
}

/** The address of a page in a language: the English one under /en (`/en/newsCenter?type=7`). */
export function localePagePath<N extends PageName>(lang: PageLanguage, name: N, ...query: QueryArgs<(typeof PAGES)[N]>): string {
  return localePath(lang, pagePath(name, ...query));
}

/** Path (as in the table, with its leading slash) → the query names the page reads, in the table's order. */
export const PAGE_QUERY_NAMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(PAGES).map((spec: PageSpec) => [spec.path, Object.keys(spec.query ?? {})]),
);
