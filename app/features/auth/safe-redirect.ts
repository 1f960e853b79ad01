// Where /login goes after a successful login: the `redirect` query when it names a page of this site,
// home otherwise (the English home from /en/login, and a named page on the English site there too). Absolute and protocol-relative URLs are ignored so the link cannot be used as an
// open redirect.

/** The specification's bare page names (spec/ordering.md section 2: redirect=order, redirect=orderCellAction). */
import { chinesePath, localePath, type PageLanguage } from '../../../contracts/page-language.ts';
import { PAGES, pagePath } from '../../../contracts/page-paths.ts';

const NAMED_PAGES: Record<string, string> = { order: pagePath('order'), orderCellAction: pagePath('order-cell-action') };

export function safeRedirect(target: string | null | undefined, fallback = '/', lang: PageLanguage = 'zh'): string {
  if (!target) return fallback;
  const named = NAMED_PAGES[target.trim()];
  const value = named ? localePath(lang, named) : target.trim();
  // "/x" only: not "//host", not "/\host" (browsers treat the backslash as a slash).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs, line breaks) are dropped by URL parsers and can hide a host.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    // Back to the login page itself would only loop.
    if (chinesePath(url.pathname) === PAGES.login.path) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
