// Queries of the about/recruitment module: job postings and company page blocks. The only file of
// the module that touches Drizzle.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownAt } from '../../db/schedule-filter.ts';
import { pageWithTotal } from '../../db/sql-helpers.ts';
import { jobPostings, pageBlocks } from '../../db/schema/index.ts';

const jobColumns = {
  id: jobPostings.id,
  type: jobPostings.type,
  title: jobPostings.title,
  leixing: jobPostings.leixing,
  didian: jobPostings.didian,
  renshu: jobPostings.renshu,
  create_time: jobPostings.create_time,
  en_title: jobPostings.en_title,
  en_leixing: jobPostings.en_leixing,
  en_didian: jobPostings.en_didian,
  en_renshu: jobPostings.en_renshu,
  // Whether the bodies have text ('x' or null): a list needs only to know if the posting is translated.
  has_body: sql<string | null>`case when btrim(coalesce(${jobPostings.body}, '')) <> '' then 'x' end`,
  has_en_body: sql<string | null>`case when btrim(coalesce(${jobPostings.en_body}, '')) <> '' then 'x' end`,
};

export type JobRow = {
  en_title: string | null;
  en_leixing: string | null;
  en_didian: string | null;
  en_renshu: string | null;
  has_body: string | null;
  has_en_body: string | null;
  id: number;
  type: number;
  title: string;
  leixing: string | null;
  didian: string | null;
  renshu: string | null;
  create_time: Date;
};

export interface BlockRow {
  id: number;
  title: string;
  subtitle: string | null;
  litpic: string | null;
  description: string | null;
  body: string | null;
  gourl: string | null;
  en_title: string | null;
  en_subtitle: string | null;
  en_description: string | null;
  en_body: string | null;
  icon: string | null;
}

/** `clock`: the app's time, which a scheduled job post's window is read against. */
export function createAboutRepo(db: Db, clock: () => Date) {
  return {
    /** Shown postings of one type, newest first (sort, then id, break ties so paging is stable). */
    listJobs(type: number, limit: number, offset: number): Promise<{ rows: JobRow[]; total: number }> {
      const where = and(eq(jobPostings.type, type), shownAt(jobPostings, clock()));
      return pageWithTotal(
        db
          .select(jobColumns)
          .from(jobPostings)
          .where(where)
          .orderBy(desc(jobPostings.create_time), asc(jobPostings.sort), desc(jobPostings.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(jobPostings).where(where),
      );
    },

    /** One shown posting, or null; any status with `includeHidden` (a preview). */
    async readJob(id: number, includeHidden = false): Promise<(JobRow & { body: string | null; en_body: string | null }) | null> {
      const [row] = await db
        .select({ ...jobColumns, body: jobPostings.body, en_body: jobPostings.en_body })
        .from(jobPostings)
        .where(includeHidden ? eq(jobPostings.id, id) : and(eq(jobPostings.id, id), shownAt(jobPostings, clock())))
        .limit(1);
      return row ?? null;
    },

    /** Shown blocks of one page section in their sort order. */
    listBlocks(section: string): Promise<BlockRow[]> {
      return db
        .select({
          id: pageBlocks.id,
          title: pageBlocks.title,
          subtitle: pageBlocks.subtitle,
          litpic: pageBlocks.litpic,
          description: pageBlocks.description,
          body: pageBlocks.body,
          gourl: pageBlocks.gourl,
          en_title: pageBlocks.en_title,
          en_subtitle: pageBlocks.en_subtitle,
          en_description: pageBlocks.en_description,
          en_body: pageBlocks.en_body,
          icon: pageBlocks.icon,
        })
        .from(pageBlocks)
        .where(and(eq(pageBlocks.section, section), eq(pageBlocks.status, 1)))
        .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
    },
  };
}
