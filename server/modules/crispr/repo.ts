// Queries of the CRISPR-Net module: jobs (always filtered by the owner's uid where a user asks) and
// the option lists.
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { crisprJobs, genomes, pamTypes, users } from '../../db/schema/index.ts';

export type CrisprJobRow = typeof crisprJobs.$inferSelect;
export type NewCrisprJob = Omit<typeof crisprJobs.$inferInsert, 'id' | 'status'>;

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

    /** Jobs still running that were submitted before `before` (their queue job gave up or was lost). */
    async staleRunning(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: crisprJobs.id })
        .from(crisprJobs)
        .where(and(eq(crisprJobs.status, 1), lt(crisprJobs.create_time, before)))
        .limit(500);
      return rows.map((r) => r.id);
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
