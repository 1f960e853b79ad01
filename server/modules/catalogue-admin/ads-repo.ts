// Queries of the console's carousels: every slide of a position (shown or hidden), in order.
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { transactionOf } from '../../db/tx.ts';

export type AdRow = typeof ads.$inferSelect;
export type AdValues = Omit<typeof ads.$inferInsert, 'id' | 'create_time'>;

function adQueries(db: Db) {
  return {
    /** The connection these queries run on: the audit record of a write joins its transaction. */
    db,

    /** Every slide of a position in the order the public carousel shows them; `lock` holds them (a reorder). */
    async list(position: number, lock = false): Promise<AdRow[]> {
      const query = db.select().from(ads).where(eq(ads.position, position)).orderBy(asc(ads.sort), asc(ads.id));
      return lock ? query.for('update') : query;
    },

    async find(id: number, lock = false): Promise<AdRow | null> {
      const query = db.select().from(ads).where(eq(ads.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The sort value after the last slide of a position (a new slide goes last). */
    async nextSort(position: number): Promise<number> {
      const [row] = await db.select({ last: max(ads.sort) }).from(ads).where(eq(ads.position, position));
      return (row?.last ?? -1) + 1;
    },

    async insert(values: AdValues): Promise<AdRow> {
      const [row] = await db.insert(ads).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<AdValues>): Promise<AdRow> {
      const [row] = await db.update(ads).set(values).where(eq(ads.id, id)).returning();
      return row!;
    },

    async setSort(id: number, position: number, sort: number): Promise<void> {
      await db.update(ads).set({ sort }).where(and(eq(ads.id, id), eq(ads.position, position)));
    },

    async remove(id: number): Promise<void> {
      await db.delete(ads).where(eq(ads.id, id));
    },
  };
}

export function createCatalogueAdRepo(db: Db) {
  return { ...adQueries(db), transaction: transactionOf(db, adQueries) };
}
export type AdQueries = ReturnType<typeof adQueries>;
