// Column builders shared by many tables. Each call returns fresh builders, so spreading them into
// several tables is safe. Property names equal column names (the spec's snake_case field names).
import { index, integer, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** Surrogate key; `by default` so seeds and tests may still insert explicit ids. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/** Refreshed by Drizzle on every `update()`; raw SQL updates must set it themselves. */
export const updateTime = () =>
  timestamp('update_time', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ create_time: createTime(), update_time: updateTime() });

/** 0/1 flags of the specification (is_default, is_odn, status 1 = shown …) stay integers, as the API sends them. */
export const flag = (name: string, fallback = 0) => integer(name).notNull().default(fallback);

/**
 * Scheduled publishing (news, articles, carousels, job posts): shown only from `publish_at` and until
 * `unpublish_at` whatever the worker did; the worker's schedule job then sets `status` and clears the
 * time it applied (server/jobs/handlers/content-schedule.ts).
 */
export const schedule = () => ({
  publish_at: timestamp('publish_at', { withTimezone: true }),
  unpublish_at: timestamp('unpublish_at', { withTimezone: true }),
});

/** The schedule job's look-ups: one index per time. */
export const scheduleIndexes = (name: string, t: { publish_at: PgColumn; unpublish_at: PgColumn }) => [
  index(`${name}_publish_at_idx`).on(t.publish_at),
  index(`${name}_unpublish_at_idx`).on(t.unpublish_at),
];
