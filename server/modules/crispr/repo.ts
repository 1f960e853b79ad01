// Queries of the CRISPR-Net module: jobs (always filtered by the owner's uid where a user asks) and
// the option lists.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { crisprJobParts, crisprJobs, genomes, pamTypes, users, type CrisprPartAnswerRow } from '../../db/schema/index.ts';

export type CrisprJobRow = typeof crisprJobs.$inferSelect;
export type NewCrisprJob = Omit<typeof crisprJobs.$inferInsert, 'id' | 'status'>;
export type CrisprJobPartRow = typeof crisprJobParts.$inferSelect;
export type NewCrisprJobPart = Omit<typeof crisprJobParts.$inferInsert, 'answer' | 'done_at'>;

function crisprQueries(db: Db) {
  return {
    listOptions(kind: 'pam' | 'genome') {
      const table = kind === 'pam' ? pamTypes : genomes;
      return db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(eq(table.status, 1))
        .orderBy(asc(table.sort), asc(table.id));
    },

    async optionTitle(kind: 'pam' | 'genome', id: number): Promise<string | null> {
      const table = kind === 'pam' ? pamTypes : genomes;
      const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id)).limit(1);
      return row?.title ?? null;
    },

    /** The folder name of a genome option; null for an unknown id or a row without a folder. */
    async genomeName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: genomes.name }).from(genomes).where(eq(genomes.id, id)).limit(1);
      return row?.name ?? null;
    },

    /**
     * Records the genomes present in GENOME_DIR (a new name gets a row; a known one keeps its id and
     * status, its title follows the folder) and answers the shown ones, in the table's order.
     */
    async syncGenomes(present: readonly { name: string; title: string }[]): Promise<{ id: number; title: string }[]> {
      if (present.length === 0) return [];
      const known = await db.select({ name: genomes.name, title: genomes.title }).from(genomes).where(inArray(genomes.name, present.map((g) => g.name)));
      const byName = new Map(known.map((k) => [k.name, k.title]));
      const changed = present.filter((g) => byName.get(g.name) !== g.title);
      if (changed.length > 0) {
        await db
          .insert(genomes)
          .values(changed.map((g) => ({ name: g.name, title: g.title })))
          .onConflictDoUpdate({ target: genomes.name, set: { title: sql`excluded.title` } });
      }
      return db
        .select({ id: genomes.id, title: genomes.title })
        .from(genomes)
        .where(and(eq(genomes.status, 1), inArray(genomes.name, present.map((g) => g.name))))
        .orderBy(asc(genomes.sort), asc(genomes.id));
    },

    async optionExists(kind: 'pam' | 'genome', id: number): Promise<boolean> {
      const table = kind === 'pam' ? pamTypes : genomes;
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      return rows.length > 0;
    },

    /** Serialises one user's submissions (the 30-second rule) for the rest of the transaction. */
    async lockUser(uid: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
    },

    async lastSubmission(uid: number): Promise<Date | null> {
      const [row] = await db
        .select({ create_time: crisprJobs.create_time })
        .from(crisprJobs)
        .where(eq(crisprJobs.uid, uid))
        .orderBy(desc(crisprJobs.create_time))
        .limit(1);
      return row?.create_time ?? null;
    },

    async insert(values: NewCrisprJob): Promise<CrisprJobRow> {
      const [row] = await db.insert(crisprJobs).values(values).returning();
      return row;
    },

    async findForUser(uid: number, id: number): Promise<CrisprJobRow | null> {
      const [row] = await db
        .select()
        .from(crisprJobs)
        .where(and(eq(crisprJobs.id, id), eq(crisprJobs.uid, uid)))
        .limit(1);
      return row ?? null;
    },

    /** For the worker, which acts for the job's owner. */
    async findById(id: number): Promise<CrisprJobRow | null> {
      const [row] = await db.select().from(crisprJobs).where(eq(crisprJobs.id, id)).limit(1);
      return row ?? null;
    },

    /** Ends a running job; false when it already ended (a repeated delivery of the queue job). */
    async finish(
      id: number,
      values: Pick<CrisprJobRow, 'status' | 'out_csvfile' | 'jieguo' | 'error' | 'finished_at' | 'expires_at'> & Partial<Pick<CrisprJobRow, 'guide_notes'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(crisprJobs)
        .set(values)
        .where(and(eq(crisprJobs.id, id), eq(crisprJobs.status, 1)))
        .returning({ id: crisprJobs.id });
      return rows.length > 0;
    },

    /** Ended jobs past their expiry that still hold results, input or files. */
    expiredWithData(now: Date, limit = 500) {
      return db
        .select({ id: crisprJobs.id, csvfile: crisprJobs.csvfile, out_csvfile: crisprJobs.out_csvfile })
        .from(crisprJobs)
        .where(
          and(
            lt(crisprJobs.expires_at, now),
            or(isNotNull(crisprJobs.jieguo), isNotNull(crisprJobs.out_csvfile), isNotNull(crisprJobs.csvfile), isNotNull(crisprJobs.xulie)),
          ),
        )
        .limit(limit);
    },

    /**
     * Jobs still running that were submitted before `before` (their queue job gave up or was lost); a
     * split search's own limit (search_seconds) is added to the wait.
     */
    async staleRunning(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: crisprJobs.id })
        .from(crisprJobs)
        .where(
          and(
            eq(crisprJobs.status, 1),
            lt(crisprJobs.create_time, sql`${before.toISOString()}::timestamptz - make_interval(secs => coalesce(${crisprJobs.search_seconds}, 0))`),
          ),
        )
        .limit(500);
      return rows.map((r) => r.id);
    },

    // Sub-jobs of a split search (decision 0064).

    /** Records the parts and the split on the job; a repeated split (a retried crispr-score) adds nothing. */
    async recordSplit(jobId: number, parts: readonly NewCrisprJobPart[], seconds: number): Promise<void> {
      await db.insert(crisprJobParts).values([...parts]).onConflictDoNothing();
      await db
        .update(crisprJobs)
        .set({ search_parts: parts.length, search_seconds: seconds })
        .where(and(eq(crisprJobs.id, jobId), eq(crisprJobs.status, 1)));
    },

    async findPart(jobId: number, part: number): Promise<CrisprJobPartRow | null> {
      const [row] = await db
        .select()
        .from(crisprJobParts)
        .where(and(eq(crisprJobParts.job_id, jobId), eq(crisprJobParts.part, part)))
        .limit(1);
      return row ?? null;
    },

    /** Writes a part's answer once: false when it was already written (a retry or a duplicate). */
    async savePartAnswer(jobId: number, part: number, answer: CrisprPartAnswerRow[], at: Date): Promise<boolean> {
      const rows = await db
        .update(crisprJobParts)
        .set({ answer, done_at: at })
        .where(and(eq(crisprJobParts.job_id, jobId), eq(crisprJobParts.part, part), isNull(crisprJobParts.answer)))
        .returning({ part: crisprJobParts.part });
      return rows.length > 0;
    },

    /**
     * Claims the merge of a running job whose every part is answered, for `claimant` (a pg-boss job
     * id). One claimant wins: the row's lock orders concurrent claims, and the loser sees merge_by
     * set. Its own retry takes the claim over at once; anyone else only once it is older than `staleBefore`.
     */
    async claimMerge(jobId: number, claimant: string, at: Date, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(crisprJobs)
        .set({ merge_by: claimant, merge_at: at })
        .where(
          and(
            eq(crisprJobs.id, jobId),
            eq(crisprJobs.status, 1),
            isNotNull(crisprJobs.search_parts),
            or(isNull(crisprJobs.merge_by), eq(crisprJobs.merge_by, claimant), lt(crisprJobs.merge_at, staleBefore)),
            sql`not exists (select 1 from ${crisprJobParts} where ${crisprJobParts.job_id} = ${jobId} and ${crisprJobParts.answer} is null)`,
          ),
        )
        .returning({ id: crisprJobs.id });
      return rows.length > 0;
    },

    /**
     * The shards of one guide batch of a job, in shard order, with each answered shard's site count per
     * guide (null while unanswered; a cut answer counts one more, it had more): a part counts the sites
     * settled before it without reading them.
     */
    async shardSiteCounts(jobId: number, guideFrom: number): Promise<{ shard: number; counts: number[] | null }[]> {
      const rows = await db
        .select({
          shard: crisprJobParts.shard,
          counts: sql<number[] | null>`case when ${crisprJobParts.answer} is null then null else (select jsonb_agg(jsonb_array_length(g.value -> 'sites') + case when (g.value ->> 'truncated')::boolean then 1 else 0 end order by g.ordinality) from jsonb_array_elements(${crisprJobParts.answer}) with ordinality as g) end`,
        })
        .from(crisprJobParts)
        .where(and(eq(crisprJobParts.job_id, jobId), eq(crisprJobParts.guide_from, guideFrom)))
        .orderBy(asc(crisprJobParts.shard));
      return rows.map((row) => ({ shard: row.shard, counts: row.counts === null ? null : row.counts.map(Number) }));
    },

    /** Every part of a job in part order (the merge reads their answers). */
    parts(jobId: number): Promise<CrisprJobPartRow[]> {
      return db.select().from(crisprJobParts).where(eq(crisprJobParts.job_id, jobId)).orderBy(asc(crisprJobParts.part));
    },

    /** Parts and answered parts per guide batch, for the job page's progress. */
    partProgress(jobId: number) {
      return db
        .select({ guide_from: crisprJobParts.guide_from, guide_to: crisprJobParts.guide_to, parts: count(), done: count(crisprJobParts.done_at) })
        .from(crisprJobParts)
        .where(eq(crisprJobParts.job_id, jobId))
        .groupBy(crisprJobParts.guide_from, crisprJobParts.guide_to)
        .orderBy(asc(crisprJobParts.guide_from));
    },

    async deleteParts(jobId: number): Promise<void> {
      await db.delete(crisprJobParts).where(eq(crisprJobParts.job_id, jobId));
    },

    /** Keeps the row (so reading it can say it expired) without results, input or files. */
    async clearData(id: number): Promise<void> {
      await db.update(crisprJobs).set({ jieguo: null, out_csvfile: null, csvfile: null, xulie: null }).where(eq(crisprJobs.id, id));
    },
  };
}

export function createCrisprRepo(db: Db) {
  return {
    ...crisprQueries(db),
    /** Runs `work` in one transaction (a submission's 30-second check and its insert). */
    transaction: transactionOf(db, crisprQueries),
  };
}

export type CrisprRepo = ReturnType<typeof createCrisprRepo>;
