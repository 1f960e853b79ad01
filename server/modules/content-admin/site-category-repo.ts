// Queries of the console's category tree: every category (hidden too), how much content each holds
// (articles, news, technical products by `tid`), and the writes. The only file of the tree's admin
// code that touches Drizzle.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, categories, news, products } from '../../db/schema/index.ts';

export type CategoryRecord = typeof categories.$inferSelect;
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'create_time'>;

/** Tables whose rows are filed under a category by `tid`. */
const ITEM_TABLES = [articles, news, products] as const;

function categoryQueries(db: Db) {
  return {
    listAll(): Promise<CategoryRecord[]> {
      return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    },

    async find(id: number): Promise<CategoryRecord | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    /** id → pid of every category, to walk ancestors. */
    async parents(): Promise<Map<number, number>> {
      const rows = await db.select({ id: categories.id, pid: categories.pid }).from(categories);
      return new Map(rows.map((r) => [r.id, r.pid]));
    },

    /** Children of `pid` in their order (hidden too). */
    children(pid: number): Promise<Array<{ id: number; sort: number }>> {
      return db.select({ id: categories.id, sort: categories.sort }).from(categories).where(eq(categories.pid, pid)).orderBy(asc(categories.sort), asc(categories.id));
    },

    async countChildren(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.pid, id));
      return Number(row?.n ?? 0);
    },

    /** Items filed under each category of `ids` (every table, hidden items too); all categories without `ids`. */
    async itemCounts(ids?: number[]): Promise<Map<number, number>> {
      const totals = new Map<number, number>();
      // One after another: inside a transaction the queries share one connection.
      for (const table of ITEM_TABLES) {
        const query = db.select({ tid: table.tid, n: count() }).from(table);
        const rows = await (ids ? query.where(inArray(table.tid, ids)) : query).groupBy(table.tid);
        for (const row of rows) totals.set(row.tid, (totals.get(row.tid) ?? 0) + Number(row.n));
      }
      return totals;
    },

    async insert(values: CategoryValues): Promise<CategoryRecord> {
      const [row] = await db.insert(categories).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<CategoryValues>): Promise<CategoryRecord> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },

    /** Locks the rows of the tree so two moves cannot build a loop between them. */
    async lockTree(): Promise<void> {
      await db.select({ id: categories.id }).from(categories).for('update');
    },
  };
}

export type CategoryQueries = ReturnType<typeof categoryQueries>;

export function createSiteCategoryRepo(db: Db) {
  return {
    ...categoryQueries(db),
    transaction: <T>(work: (q: CategoryQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(categoryQueries(tx), tx)),
  };
}
