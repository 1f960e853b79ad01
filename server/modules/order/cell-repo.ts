// Queries of the cell-line construction orders (type 3): the only place they touch Drizzle. Every
// query filters by the owner's uid, so another user's order is simply not found.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { cellslineOrders } from '../../db/schema/index.ts';

export type CellRowDb = typeof cellslineOrders.$inferSelect;
type CellInsert = typeof cellslineOrders.$inferInsert;

const own = (uid: number, id: number) => and(eq(cellslineOrders.id, id), eq(cellslineOrders.uid, uid));

function cellQueries(db: Db) {
  return {
    page(uid: number, keyword: string | undefined, offset: number, limit: number) {
      const where = keyword ? and(eq(cellslineOrders.uid, uid), ilike(cellslineOrders.orderno, likePattern(keyword))) : eq(cellslineOrders.uid, uid);
      return pageWithTotal(
        db.select().from(cellslineOrders).where(where).orderBy(desc(cellslineOrders.create_time), desc(cellslineOrders.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(cellslineOrders).where(where),
      );
    },

    async find(uid: number, id: number, lock = false): Promise<CellRowDb | null> {
      const query = db.select().from(cellslineOrders).where(own(uid, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async ordernoTaken(orderno: string): Promise<boolean> {
      const rows = await db.select({ id: cellslineOrders.id }).from(cellslineOrders).where(eq(cellslineOrders.orderno, orderno)).limit(1);
      return rows.length > 0;
    },

    async insert(values: Record<string, unknown>): Promise<CellRowDb> {
      const [row] = await db
        .insert(cellslineOrders)
        .values(values as CellInsert)
        .returning();
      return row;
    },

    async update(uid: number, id: number, values: Record<string, unknown>): Promise<CellRowDb | null> {
      const [row] = await db
        .update(cellslineOrders)
        .set(values as Partial<CellInsert>)
        .where(own(uid, id))
        .returning();
      return row ?? null;
    },

    async remove(uid: number, id: number): Promise<void> {
      await db.delete(cellslineOrders).where(own(uid, id));
    },
  };
}

export function createCellRepo(db: Db) {
  return {
    ...cellQueries(db),
    /** Runs `work` in one transaction (a change of an order under its row lock). */
    transaction: transactionOf(db, cellQueries),
  };
}
