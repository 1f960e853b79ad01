// Queries of the GUIDE-seq and amplicon orders: the only file of the module that touches Drizzle.
// Both kinds have the same order header and the same sample columns (amplicon adds some), so one set
// of queries serves both through a table pair. Every query filters by the owner's uid: another user's
// row is simply not found.
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { SampleOrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import { likePattern, pageWithTotal } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { ampliconOrders, ampliconSamples, guideOrders, guideSamples, users } from '../../db/schema/index.ts';

// The amplicon tables' types cover both kinds (same header; a superset of the sample columns). Insert
// values are plain records: Drizzle writes only the columns the table has.
type OrderTable = typeof ampliconOrders;
type SampleTable = typeof ampliconSamples;
export type OrderRow = OrderTable['$inferSelect'];
export type SampleRowDb = SampleTable['$inferSelect'];

const TABLES: Record<SampleOrderKind, { order: OrderTable; sample: SampleTable }> = {
  guide: { order: guideOrders as unknown as OrderTable, sample: guideSamples as unknown as SampleTable },
  amplicon: { order: ampliconOrders, sample: ampliconSamples },
};

function orderQueries(db: Db, kind: SampleOrderKind) {
  const { order, sample } = TABLES[kind];
  const ownOrder = (uid: number, id: number) => and(eq(order.id, id), eq(order.uid, uid));
  const ownSample = (uid: number, id: number) => and(eq(sample.id, id), eq(sample.uid, uid));

  return {
    pageOrders(uid: number, keyword: string | undefined, offset: number, limit: number) {
      const where = keyword ? and(eq(order.uid, uid), ilike(order.orderno, likePattern(keyword))) : eq(order.uid, uid);
      return pageWithTotal(
        db.select().from(order).where(where).orderBy(desc(order.create_time), desc(order.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(order).where(where),
      );
    },

    async findOrder(uid: number, id: number, lock = false): Promise<OrderRow | null> {
      const query = db.select().from(order).where(ownOrder(uid, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async ordernoTaken(orderno: string): Promise<boolean> {
      const rows = await db.select({ id: order.id }).from(order).where(eq(order.orderno, orderno)).limit(1);
      return rows.length > 0;
    },

    async insertOrder(uid: number, orderno: string, leixing: string): Promise<OrderRow> {
      const [row] = await db.insert(order).values({ uid, orderno, leixing }).returning();
      return row;
    },

    async deleteOrder(uid: number, id: number): Promise<void> {
      await db.delete(order).where(ownOrder(uid, id));
    },

    /** Sets yangben_nums to the real number of the order's samples. */
    async recount(oid: number): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(sample).where(eq(sample.oid, oid));
      await db.update(order).set({ yangben_nums: Number(total) }).where(eq(order.id, oid));
      return Number(total);
    },

    listSamples(uid: number, oid: number): Promise<SampleRowDb[]> {
      return db
        .select()
        .from(sample)
        .where(and(eq(sample.oid, oid), eq(sample.uid, uid)))
        .orderBy(asc(sample.id));
    },

    async findSample(uid: number, id: number): Promise<SampleRowDb | null> {
      const [row] = await db.select().from(sample).where(ownSample(uid, id)).limit(1);
      return row ?? null;
    },

    async insertSamples(rows: Array<Record<string, unknown>>): Promise<SampleRowDb[]> {
      if (rows.length === 0) return [];
      return db
        .insert(sample)
        .values(rows as Array<SampleTable['$inferInsert']>)
        .returning();
    },

    async updateSample(uid: number, id: number, values: Record<string, unknown>): Promise<SampleRowDb | null> {
      const [row] = await db
        .update(sample)
        .set(values as Partial<SampleTable['$inferInsert']>)
        .where(ownSample(uid, id))
        .returning();
      return row ?? null;
    },

    async deleteSample(uid: number, id: number): Promise<void> {
      await db.delete(sample).where(ownSample(uid, id));
    },

    /** The customer block of the printable manifest. */
    async findCustomer(uid: number) {
      const [row] = await db
        .select({
          username: users.username,
          fname: users.fname,
          lname: users.lname,
          email: users.email,
          company: users.company,
          department: users.department,
          phone: users.phone,
          tel: users.tel,
        })
        .from(users)
        .where(eq(users.id, uid))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;

export function createOrderRepo(db: Db, kind: SampleOrderKind) {
  const queries = (q: Db) => orderQueries(q, kind);
  return {
    ...queries(db),
    /** Runs `work` in one transaction (each change of an order together with its sample count). */
    transaction: transactionOf(db, queries),
  };
}
