// Queries of scheduled publishing: the rows of the scheduled tables whose publication or take-down time
// has come, locked, and applying it. The only file of the schedule module that touches Drizzle.
import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { ads, articles, jobPostings, news } from '../../db/schema/index.ts';

/** The scheduled tables by the audit log's entity name (the versions' too). */
export const SCHEDULED_TABLES = { news, articles, ads, job_postings: jobPostings } as const;
export type ScheduledEntity = keyof typeof SCHEDULED_TABLES;

/** publish: shown (status 1) and the publication time cleared; unpublish: hidden and the take-down time cleared. */
export type ScheduleStep = 'publish' | 'unpublish';

function scheduleQueries(db: Db) {
  return {
    /** The ids whose `step` is due at `now`, oldest first, locked until the transaction ends. */
    async due(entity: ScheduledEntity, step: ScheduleStep, now: Date, limit: number): Promise<{ id: number; status: number }[]> {
      const t = SCHEDULED_TABLES[entity] as typeof news;
      const column = step === 'publish' ? t.publish_at : t.unpublish_at;
      return db.select({ id: t.id, status: t.status }).from(t).where(lte(column, now)).orderBy(asc(column), asc(t.id)).limit(limit).for('update');
    },

    async apply(entity: ScheduledEntity, step: ScheduleStep, id: number): Promise<void> {
      const t = SCHEDULED_TABLES[entity] as typeof news;
      await db
        .update(t)
        .set(step === 'publish' ? { status: 1, publish_at: null } : { status: 0, unpublish_at: null })
        .where(eq(t.id, id));
    },
  };
}

export function createScheduleRepo(db: Db) {
  return { ...scheduleQueries(db), transaction: transactionOf(db, scheduleQueries) };
}
