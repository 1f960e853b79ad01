// Queries of the console's job postings (hidden ones too). The only file of that admin code that
// touches Drizzle.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal, searchTerms } from '../../db/sql-helpers.ts';
import { jobPostings } from '../../db/schema/index.ts';

export type JobRecord = typeof jobPostings.$inferSelect;
export type JobValues = Omit<typeof jobPostings.$inferInsert, 'id' | 'create_time' | 'update_time'>;

function jobQueries(db: Db) {
  return {
    list(filter: { type?: number; keyword?: string | null }, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.type !== undefined) conditions.push(eq(jobPostings.type, filter.type));
      for (const term of searchTerms(filter.keyword ?? '')) conditions.push(ilike(jobPostings.title, likePattern(term)));
      const where = conditions.length ? and(...conditions) : undefined;
      return pageWithTotal(
        db.select().from(jobPostings).where(where).orderBy(desc(jobPostings.create_time), desc(jobPostings.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(jobPostings).where(where),
      );
    },

    async find(id: number): Promise<JobRecord | null> {
      const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id)).limit(1);
      return row ?? null;
    },

    async insert(values: JobValues): Promise<JobRecord> {
      const [row] = await db.insert(jobPostings).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<JobValues>): Promise<JobRecord> {
      const [row] = await db.update(jobPostings).set(values).where(eq(jobPostings.id, id)).returning();
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(jobPostings).where(eq(jobPostings.id, id));
    },
  };
}

export type JobQueries = ReturnType<typeof jobQueries>;

export function createSiteJobsRepo(db: Db) {
  return {
    ...jobQueries(db),
    transaction: <T>(work: (q: JobQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(jobQueries(tx), tx)),
  };
}
