// The address a cached page is stored under and rendered from: its path and only the query names the
// page reads (contracts/page-paths.ts), in the table's order. Anything else in the query
// (tracking tags, cache-busting `_=`) would otherwise give every request its own entry and a full render.
import { PAGE_QUERY_NAMES } from '../../contracts/page-paths.ts';

// React Router matches paths case-insensitively and ignores a trailing slash: so does the table lookup.
const NAMES_BY_PATH = new Map(Object.entries(PAGE_QUERY_NAMES).map(([path, names]) => [path.toLowerCase(), names]));

function namesFor(path: string): readonly string[] | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  // The English site (/en/…) is the same pages with the same query names.
  const lower = trimmed.toLowerCase();
  const lookup = lower === '/en' ? '/' : lower.startsWith('/en/') ? lower.slice(3) : lower;
  return NAMES_BY_PATH.get(lookup);
}

/**
 * `url` (path and query, as Fastify gives it) reduced to what its page reads. A path the table does not
 * know keeps its whole query: an undeclared page is rendered for each query rather than answered with
 * another query's page.
 */
export function pageCacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const names = namesFor(path);
  if (!names) return url;
  // A page that reads no query (the home page among them) needs no parsing of one.
  if (names.length === 0) return path;
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
