// Console lists keep their filters in the URL (/admin/orders?kind=guide&status=1&page=2), so a reload or
// a shared link shows the same list. These are the pieces every list's *-query.ts is built from.
// Reading is forgiving: a missing or bad value is simply no filter (undefined), never an error.
import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Typed readers of one URL's query. */
export function queryReader(search: URLSearchParams) {
  const int = (name: string, min: number, max: number): number | undefined => {
    const value = search.get(name);
    const n = Number(value);
    return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
  return {
    /** Trimmed text, cut to `max` characters; empty is no filter. */
    text: (name: string, max?: number) => search.get(name)?.trim().slice(0, max) || undefined,
    /** A YYYY-MM-DD day. */
    date: (name: string) => {
      const value = search.get(name);
      return value && DATE.test(value) ? value : undefined;
    },
    /** One of a fixed list of values. */
    oneOf: <T extends string>(name: string, options: readonly T[]): T | undefined => {
      const value = search.get(name) ?? '';
      return (options as readonly string[]).includes(value) ? (value as T) : undefined;
    },
    /** `0` or `1`, exactly. */
    flag: (name: string): 0 | 1 | undefined => {
      const value = search.get(name);
      return value === '0' ? 0 : value === '1' ? 1 : undefined;
    },
    /** A whole number from min to max (either may be Infinity). */
    int,
    /** An id: a whole number above 0. */
    id: (name: string) => int(name, 1, Infinity),
    /** The page, left out when it is the first. */
    page: () => int('page', 2, Infinity),
  };
}

/**
 * The query string of the filters that are set, in the order of `keys`. A value equal to its default
 * (page 1, and whatever `defaults` adds) is left out, so a plain list has a plain URL.
 */
export function filterSearch<F extends object>(filters: F, keys: readonly (keyof F & string)[], defaults: Partial<F> = {}): URLSearchParams {
  const omitted: Record<string, unknown> = { page: 1, ...defaults };
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined || value === '' || value === omitted[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

/**
 * A list page's filters read from the URL, and `go` to put new ones there. `write` may take more than
 * the filters (the inbox's open item), and `go` passes those on.
 */
export function useUrlFilters<F extends { page?: number }, Rest extends unknown[]>(
  parse: (search: URLSearchParams) => F,
  write: (filters: F, ...rest: Rest) => string,
) {
  const [search, setSearch] = useSearchParams();
  const filters = parse(search);
  return {
    search,
    filters,
    page: filters.page ?? 1,
    go: (next: F, ...rest: Rest) => setSearch(write(next, ...rest)),
  };
}
