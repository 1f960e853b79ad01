// Column builders shared by many tables. Each call returns fresh builders, so spreading them into
// several tables is safe. Property names equal column names (the spec's snake_case field names).
import { integer, timestamp } from 'drizzle-orm/pg-core';

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
