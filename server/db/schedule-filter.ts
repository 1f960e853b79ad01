// What the public site shows of a scheduled table (news, articles, carousels, job posts): status 1 and
// inside its window, from publish_at (if set) until unpublish_at (if set). Read with the app's clock, so
// an item never shows before its time even when the worker's schedule job is late (decision 0078).
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface ScheduledColumns {
  status: PgColumn;
  publish_at: PgColumn;
  unpublish_at: PgColumn;
}

/** Inside the window at `now` (the status aside). */
export function inWindow(t: Omit<ScheduledColumns, 'status'>, now: Date): SQL {
  return and(or(isNull(t.publish_at), lte(t.publish_at, now)), or(isNull(t.unpublish_at), gt(t.unpublish_at, now)))!;
}

/** Shown at `now`: status 1 and inside the window. */
export const shownAt = (t: ScheduledColumns, now: Date): SQL => and(eq(t.status, 1), inWindow(t, now))!;
