// Queries of the about/recruitment module: job postings and company page blocks. The only file of
// the module that touches Drizzle.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPostings, pageBlocks } from '../../db/schema/index.ts';

const jobColumns = {
  id: jobPostings.id,
  type: jobPostings.type,
  title: jobPostings.title,
  leixing: jobPostings.leixing,
  didian: jobPostings.didian,
  renshu: jobPostings.renshu,
  create_time: jobPostings.create_time,
};

export type JobRow = {
  id: number;
  type: number;
  title: string;
  leixing: string | null;
  didian: string | null;
  renshu: string | null;
  create_time: Date;
};

/** Shown postings of one type, newest first (sort, then id, break ties so paging is stable). */
export async function listJobs(db: Db, type: number, limit: number, offset: number): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(eq(jobPostings.type, type), eq(jobPostings.status, 1));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobPostings)
      .where(where)
      .orderBy(desc(jobPostings.create_time), asc(jobPostings.sort), desc(jobPostings.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function readJob(db: Db, id: number): Promise<(JobRow & { body: string | null }) | null> {
  const [row] = await db
    .select({ ...jobColumns, body: jobPostings.body })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.status, 1)))
    .limit(1);
  return row ?? null;
}

export interface BlockRow {
  id: number;
  title: string;
  subtitle: string | null;
  litpic: string | null;
  description: string | null;
  body: string | null;
  gourl: string | null;
}

/** Shown blocks of one page section in their sort order. */
export function listBlocks(db: Db, section: string): Promise<BlockRow[]> {
  return db
    .select({
      id: pageBlocks.id,
      title: pageBlocks.title,
      subtitle: pageBlocks.subtitle,
      litpic: pageBlocks.litpic,
      description: pageBlocks.description,
      body: pageBlocks.body,
      gourl: pageBlocks.gourl,
    })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.section, section), eq(pageBlocks.status, 1)))
    .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
}
