// The shared limit store (server/security/limit-store.ts): one row per limited thing (a login's
// account or address, a code's target, a route and IP), counting hits in a fixed window. In the
// database so every app server sees the same counts; one atomic upsert takes a hit and answers it.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const limitCounters = pgTable(
  'limit_counters',
  {
    /** '<limit prefix>:<what is limited>', e.g. 'login:account:a@b.cn' (server/security/attempt-limits.ts). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window ends: the next hit starts a new one; the hourly sweep deletes the row. */
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counters_reset_idx').on(t.reset_at)],
);
