// Queries of the price table and history (server/db/schema/pricing.ts), and what the dates of running
// orders need: the orders at statuses 1-5 of every kind with their customer, the latest confirmation
// and finish of each order (order_events), and the priced options of their samples.
import { and, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { OrderKind, SampleOrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import { ampliconOrders, ampliconSamples, cellslineOrders, guideOrders, guideSamples, orderEvents, priceHistory, priceItems, staff, users } from '../../db/schema/index.ts';
import { transactionOf } from '../../db/tx.ts';

export type PriceItemRow = typeof priceItems.$inferSelect;

const ORDER_TABLES = { guide: guideOrders, amplicon: ampliconOrders, cell: cellslineOrders } as const;

function pricingQueries(db: Db) {
  return {
    listPrices() {
      return db
        .select({ kind: priceItems.kind, item: priceItems.item, price: priceItems.price, days: priceItems.days, update_time: priceItems.update_time, staff_name: staff.name })
        .from(priceItems)
        .leftJoin(staff, eq(staff.id, priceItems.staff_id));
    },

    async findPrice(kind: string, item: string, lock = false): Promise<PriceItemRow | null> {
      const query = db.select().from(priceItems).where(and(eq(priceItems.kind, kind), eq(priceItems.item, item))).limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async upsertPrice(row: { kind: string; item: string; price: number; days: number; staff_id: number | null }): Promise<PriceItemRow> {
      const [saved] = await db
        .insert(priceItems)
        .values(row)
        .onConflictDoUpdate({ target: [priceItems.kind, priceItems.item], set: { price: row.price, days: row.days, staff_id: row.staff_id, update_time: sql`now()` } })
        .returning();
      return saved;
    },

    async insertHistory(row: typeof priceHistory.$inferInsert): Promise<void> {
      await db.insert(priceHistory).values(row);
    },

    listHistory(filter: { kind?: string; item?: string }) {
      const where = and(filter.kind ? eq(priceHistory.kind, filter.kind) : undefined, filter.item ? eq(priceHistory.item, filter.item) : undefined);
      return db
        .select({
          id: priceHistory.id,
          kind: priceHistory.kind,
          item: priceHistory.item,
          old_price: priceHistory.old_price,
          old_days: priceHistory.old_days,
          price: priceHistory.price,
          days: priceHistory.days,
          staff_name: staff.name,
          create_time: priceHistory.create_time,
        })
        .from(priceHistory)
        .leftJoin(staff, eq(staff.id, priceHistory.staff_id))
        .where(where)
        .orderBy(desc(priceHistory.create_time), desc(priceHistory.id))
        .limit(500);
    },

    /** Orders between confirmed (1) and analysis (5) of one kind, with the customer's name or e-mail. */
    async runningOrders(kind: OrderKind) {
      const table = ORDER_TABLES[kind];
      const rows = await db
        .select({ id: table.id, orderno: table.orderno, status: table.status, uid: table.uid, email: users.email, fname: users.fname, lname: users.lname, company: users.company })
        .from(table)
        .leftJoin(users, eq(users.id, table.uid))
        .where(and(gte(table.status, 1), lte(table.status, 5)))
        .orderBy(table.id);
      return rows;
    },

    /** Orders of one kind by id (only the user's when `uid` is given): what their dates need. */
    ordersByIds(kind: OrderKind, ids: number[], uid: number | null) {
      if (!ids.length) return Promise.resolve([]);
      const table = ORDER_TABLES[kind];
      return db
        .select({ id: table.id, status: table.status, update_time: table.update_time })
        .from(table)
        .where(and(inArray(table.id, ids), uid === null ? undefined : eq(table.uid, uid)));
    },

    /** The cell-line answers the price catalogue reads, by order id. */
    async cellForms(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: cellslineOrders.id, leixing: cellslineOrders.leixing, shuzhu_tigong: cellslineOrders.shuzhu_tigong, jiaofu_type: cellslineOrders.jiaofu_type })
        .from(cellslineOrders)
        .where(inArray(cellslineOrders.id, ids));
    },

    /** The priced options of the samples of these orders. */
    async samplesOf(kind: SampleOrderKind, oids: number[]) {
      if (!oids.length) return [];
      if (kind === 'guide') {
        return db.select({ id: guideSamples.id, oid: guideSamples.oid, status: guideSamples.status, is_odn: guideSamples.is_odn }).from(guideSamples).where(inArray(guideSamples.oid, oids)).orderBy(guideSamples.id);
      }
      return db.select({ id: ampliconSamples.id, oid: ampliconSamples.oid, status: ampliconSamples.status, is_yinwu: ampliconSamples.is_yinwu }).from(ampliconSamples).where(inArray(ampliconSamples.oid, oids)).orderBy(ampliconSamples.id);
    },

    /**
     * The latest forward move of these orders to `to` (1: confirmation, 6: done) by the order (no
     * sample id), by order id; a move back and a new confirmation restart the clock at the new one.
     */
    async orderMoves(kind: OrderKind, oids: number[], to: number): Promise<Map<number, Date>> {
      if (!oids.length) return new Map();
      const rows = await db
        .select({ order_id: orderEvents.order_id, at: max(orderEvents.create_time) })
        .from(orderEvents)
        .where(and(eq(orderEvents.kind, kind), inArray(orderEvents.order_id, oids), eq(orderEvents.type, 'status'), eq(orderEvents.to_status, to), isNull(orderEvents.sample_id)))
        .groupBy(orderEvents.order_id);
      return new Map(rows.filter((r) => r.at).map((r) => [r.order_id, new Date(r.at as unknown as string)]));
    },

    /** The latest move of each sample of the order to done (6), by sample id. */
    async sampleDoneMoves(kind: SampleOrderKind, oid: number): Promise<Map<number, Date>> {
      const rows = await db
        .select({ sample_id: orderEvents.sample_id, at: max(orderEvents.create_time) })
        .from(orderEvents)
        .where(and(eq(orderEvents.kind, kind), eq(orderEvents.order_id, oid), eq(orderEvents.type, 'status'), eq(orderEvents.to_status, 6), sql`${orderEvents.sample_id} is not null`))
        .groupBy(orderEvents.sample_id);
      return new Map(rows.filter((r) => r.at && r.sample_id !== null).map((r) => [r.sample_id as number, new Date(r.at as unknown as string)]));
    },
  };
}


export function createPricingRepo(db: Db) {
  return { ...pricingQueries(db), transaction: transactionOf(db, pricingQueries) };
}
