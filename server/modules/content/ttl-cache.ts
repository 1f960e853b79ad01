// A single value kept in memory for a short time. The site shell reads categories and settings on
// every page render; one query per period instead of per request keeps the home page cheap.
// `invalidate()` (services.contentChanged(), broadcast to every app server) drops it at once; the period
// only bounds staleness for a change nobody announced.

export interface TtlCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function ttlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  let value: Promise<T> | null = null;
  let expires = 0;
  // Bumped by invalidate(), so a load that started before an edit cannot store its stale result.
  let generation = 0;

  return {
    get() {
      if (value && now() < expires) return value;
      const mine = ++generation;
      // Concurrent callers share one load instead of each querying the database.
      const pending = load().then(
        (result) => {
          if (mine === generation) expires = now() + ttlMs;
          return result;
        },
        (error: unknown) => {
          // A failure is not cached: the next caller tries again.
          if (mine === generation) value = null;
          throw error;
        },
      );
      value = pending;
      expires = Number.POSITIVE_INFINITY;
      return pending;
    },
    invalidate() {
      generation++;
      value = null;
      expires = 0;
    },
  };
}

export interface KeyedTtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

/**
 * Many values by key, each kept for `ttlMs`; at most `max` keys (then it starts afresh, which is
 * cheaper than tracking recency). A failed load is not remembered.
 */
export function keyedTtlCache<T>(ttlMs: number, max: number, now: () => number = Date.now): KeyedTtlCache<T> {
  let entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value;
      if (entries.size >= max) entries = new Map();
      const mine = entries;
      const value = load();
      mine.set(key, { value, expires: at + ttlMs });
      value.catch(() => mine.delete(key));
      return value;
    },
    invalidate() {
      entries = new Map();
    },
  };
}
