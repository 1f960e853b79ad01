// Which language a page is in, read from its address: the English site is the same app under /en/…
// (DESIGN.md "English site"). Pure functions, shared by loaders, the shell and the switch.

export type PageLanguage = 'zh' | 'en';

export const EN_PREFIX = '/en';

/** The language of a path: '/en' and '/en/…' are English, everything else Chinese. */
export function languageOfPath(pathname: string): PageLanguage {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'zh';
}

/**
 * The language a loader answers in, from its request (one helper for every loader). A client-side
 * navigation asks for a page's data at `<path>.data` and the loaders see that address: the English
 * home's is /en.data, which is English too.
 */
export function pageLanguage(request: Request): PageLanguage {
  const pathname = new URL(request.url).pathname;
  return languageOfPath(pathname === `${EN_PREFIX}.data` ? EN_PREFIX : pathname);
}

/** The path without its /en prefix: the Chinese site's path of the same page. */
export function chinesePath(pathname: string): string {
  if (languageOfPath(pathname) === 'zh') return pathname;
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A site path ("/newsCenter?type=2", "/") in the given language: the English one gets /en in front. */
export function localePath(language: PageLanguage, path: string): string {
  if (language === 'zh' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (languageOfPath(path.split(/[?#]/, 1)[0] ?? path) === 'en') return path;
  if (path === '/') return EN_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${EN_PREFIX}${path.slice(1)}`;
  return `${EN_PREFIX}${path}`;
}

/**
 * Where the CN/EN switch leads from a page: the same page (path and query) in the other language.
 * A page that exists in one language only (none today) would fall back to the other site's home.
 */
export function switchTarget(location: { pathname: string; search: string }, to: PageLanguage): string {
  const base = chinesePath(location.pathname);
  return `${localePath(to, base)}${location.search}`;
}

/** Both addresses of a page, for hreflang: the Chinese and the English path with the same query. */
export function alternatePaths(location: { pathname: string; search: string }): { zh: string; en: string } {
  return { zh: switchTarget(location, 'zh'), en: switchTarget(location, 'en') };
}
