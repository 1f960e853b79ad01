// The one place every limit is counted (issue 15): login and code attempts, code sends and the
// routes' rate limits. Kept in the database so every app server sees the same counts, and taking a
// hit is ONE statement that also answers the new count: no request can read a count, be overtaken
// by others, and act on a stale number. `LimitStore` is the seam for another backend (Redis, see
// docs/decisions/0016); the database one is the only implementation.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitCounters } from '../db/schema/index.ts';

/** One counted hit: the count it made in its window, and the window. */
export interface LimitHit {
  hits: number;
  windowStart: Date;
  resetAt: Date;
}

export interface LimitStore {
  /** Counts one hit on `key` (a new window of `windowMs` when the last one ended) and answers the new count. */
  take(key: string, windowMs: number): Promise<LimitHit>;
  /** Un-counts a hit taken earlier; nothing once its window has ended (a new window owes it nothing). */
  giveBack(key: string, hit: LimitHit): Promise<void>;
  /** Forgets the key (a successful sign-in clears its account's counter). */
  clear(key: string): Promise<void>;
  /** Deletes the counters whose window has ended; answers how many (the hourly sweep). */
  sweep(): Promise<number>;
}

/** Far beyond any limit; keeps a hammered counter inside an integer column. */
const HITS_CEILING = 1_000_000_000;

export function createDbLimitStore(db: Db, clock: () => Date = () => new Date()): LimitStore {
  return {
    async take(key, windowMs) {
      const now = clock();
      const ended = sql`${limitCounters.reset_at} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(limitCounters)
        .values({ key, hits: 1, window_start: now, reset_at: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: limitCounters.key,
          // Every expression reads the row as it was before this statement: one consistent decision.
          set: {
            hits: sql`case when ${ended} then 1 else least(${limitCounters.hits} + 1, ${HITS_CEILING}) end`,
            window_start: sql`case when ${ended} then excluded.window_start else ${limitCounters.window_start} end`,
            reset_at: sql`case when ${ended} then excluded.reset_at else ${limitCounters.reset_at} end`,
          },
        })
        .returning({ hits: limitCounters.hits, windowStart: limitCounters.window_start, resetAt: limitCounters.reset_at });
      return row;
    },

    async giveBack(key, hit) {
      await db
        .update(limitCounters)
        .set({ hits: sql`${limitCounters.hits} - 1` })
        .where(and(eq(limitCounters.key, key), eq(limitCounters.window_start, hit.windowStart), gt(limitCounters.hits, 0)));
    },

    async clear(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },

    async sweep() {
      const rows = await db.delete(limitCounters).where(lte(limitCounters.reset_at, clock())).returning({ key: limitCounters.key });
      return rows.length;
    },
  };
}
