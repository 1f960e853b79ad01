// The operations console's pages (/admin …) in one table, as page-paths.ts is for the public site:
// app/routes.ts builds the console's routes from it and its links are built with `consolePath()`.
// Apart from page-paths.ts so that public pages never load the console's addresses. The console is
// Chinese only: no /en variant.
import { CONSOLE_HOME } from './console-home.ts';
import { withQuery, type QueryKind } from './page-paths.ts';

interface ConsolePageSpec {
  /** Full path; `:name` segments are the page's path parameters. */
  path: string;
  /** Query names the page's links carry (the list filters live in the URL, url-filters.ts). */
  query?: Readonly<Record<string, QueryKind>>;
}

export const CONSOLE_PAGES = {
  'admin-login': { path: '/admin/login', query: { redirect: 'text' } },
  'admin-dashboard': { path: CONSOLE_HOME },
  'admin-orders': { path: '/admin/orders' },
  'admin-order-detail': { path: '/admin/orders/:kind/:id' },
  'admin-prices': { path: '/admin/prices' },
  'admin-invoices': { path: '/admin/invoices' },
  'admin-customers': { path: '/admin/customers' },
  'admin-customer-detail': { path: '/admin/customers/:id' },
  'admin-inbox': { path: '/admin/inbox', query: { kind: 'text', handled: 'int', item: 'text' } },
  'admin-content-categories': { path: '/admin/content/categories' },
  'admin-content-site': { path: '/admin/content/site' },
  'admin-content-jobs': { path: '/admin/content/jobs' },
  'admin-content-articles': { path: '/admin/content/articles', query: { keyword: 'text', view: 'text' } },
  'admin-content-news': { path: '/admin/content/news', query: { keyword: 'text' } },
  'admin-content-plasmids': { path: '/admin/content/plasmids' },
  'admin-content-products': { path: '/admin/content/products' },
  'admin-content-carousels': { path: '/admin/content/carousels' },
  'admin-staff': { path: '/admin/staff' },
  'admin-audit': { path: '/admin/audit' },
  'admin-account': { path: '/admin/account' },
} as const satisfies Record<string, ConsolePageSpec>;

export type ConsolePageName = keyof typeof CONSOLE_PAGES;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParams<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
type Value<K> = K extends 'int' | 'int!' ? number : string;
type Params<S> = (S extends { path: infer P extends string } ? { [N in PathParams<P>]: string | number } : unknown) &
  (S extends { query: infer Q } ? { [N in keyof Q]?: Value<Q[N]> | null | undefined } : unknown);
type ParamArgs<S> = [keyof Params<S>] extends [never]
  ? []
  : S extends { path: `${string}:${string}` }
    ? [params: { [N in keyof Params<S>]: Params<S>[N] }]
    : [params?: { [N in keyof Params<S>]: Params<S>[N] }];

/**
 * A console page's address: `consolePath('admin-order-detail', { kind: 'guide', id: 3 })` →
 * `/admin/orders/guide/3`. Path parameters fill their segments, the rest is the query (page-paths.ts).
 */
export function consolePath<N extends ConsolePageName>(name: N, ...[params]: ParamArgs<(typeof CONSOLE_PAGES)[N]>): string {
  const spec: ConsolePageSpec = CONSOLE_PAGES[name];
  const all: Record<string, unknown> = { ...params };
  const used = new Set<string>();
  const path = spec.path.replace(/:(\w+)/g, (_, key: string) => {
    used.add(key);
    return encodeURIComponent(String(all[key]));
  });
  return withQuery(path, spec.query, Object.fromEntries(Object.entries(all).filter(([key]) => !used.has(key))));
}

/** The path with a query already written (a list's filters, url-filters.ts): nothing after an empty one. */
export function consolePathWithSearch(name: ConsolePageName, search: string): string {
  const { path } = CONSOLE_PAGES[name];
  return search ? `${path}?${search}` : path;
}
