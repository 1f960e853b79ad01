// Queries of the three order kinds as staff run them: any customer's order by kind and id, the
// conditional status updates the status machine relies on (UPDATE … WHERE status = <from>: a move
// that lost a race changes nothing), samples, and the owner's row. The customer-facing order module
// keeps its own queries (always filtered by uid); these serve the console and the order's life.
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { OrderKind, SampleOrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import { ampliconOrders, ampliconSamples, cellslineOrders, guideOrders, guideSamples, users } from '../../db/schema/index.ts';

// The header columns (id, uid, orderno, leixing, status, times) are alike in the three tables, and the
// amplicon sample table is a superset of the GUIDE-seq one: one typed shape serves each family. Only
// columns every member has are named in a query.
type HeaderTable = typeof ampliconOrders;
type SampleTable = typeof ampliconSamples;

const ORDER_TABLES: Record<OrderKind, HeaderTable> = {
  guide: guideOrders as unknown as HeaderTable,
  amplicon: ampliconOrders,
  cell: cellslineOrders as unknown as HeaderTable,
};

const SAMPLE_TABLES: Record<SampleOrderKind, SampleTable> = {
  guide: guideSamples as unknown as SampleTable,
  amplicon: ampliconSamples,
};

/** An order row of any kind: the header every kind has, and the rest of its columns. */
export type OrderRecord = {
  id: number;
  uid: number;
  orderno: string;
  leixing: string;
  status: number;
  create_time: Date;
  update_time: Date;
} & Record<string, unknown>;

export type SampleRecord = { id: number; oid: number; name: string; status: number } & Record<string, unknown>;

export type CustomerRecord = {
  id: number;
  email: string;
  username: string | null;
  fname: string | null;
  lname: string | null;
  company: string | null;
  department: string | null;
  phone: string | null;
  tel: string | null;
  /** The registration language: the customer's mails are written in it. */
  lang: PageLanguage;
};

/** Ids past PostgreSQL's integer never name a row (and must not reach a query: it would fail). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

export function orderQueries(db: Db) {
  return {
    /** Any customer's order; `lock` holds the row for the rest of the transaction. */
    async findOrder(kind: OrderKind, id: number, lock = false): Promise<OrderRecord | null> {
      if (!isRowId(id)) return null;
      const table = ORDER_TABLES[kind];
      const query = db.select().from(table).where(eq(table.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return (row as OrderRecord | undefined) ?? null;
    },

    /** The customer's own order; another user's is not found, exactly like a missing one. */
    async findOwnedOrder(kind: OrderKind, uid: number, id: number): Promise<OrderRecord | null> {
      if (!isRowId(id)) return null;
      const table = ORDER_TABLES[kind];
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.uid, uid)))
        .limit(1);
      return (row as OrderRecord | undefined) ?? null;
    },

    /** Moves the order from `from` to `to` only if it is still at `from`; false when it was not. */
    async moveOrder(kind: OrderKind, id: number, from: number, to: number): Promise<boolean> {
      const table = ORDER_TABLES[kind];
      const rows = await db
        .update(table)
        .set({ status: to })
        .where(and(eq(table.id, id), eq(table.status, from)))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    /** Lifts every sample of the order below `status` to it; answers the ids lifted. */
    async liftSamples(kind: SampleOrderKind, oid: number, status: number): Promise<number[]> {
      const table = SAMPLE_TABLES[kind];
      const rows = await db
        .update(table)
        .set({ status })
        .where(and(eq(table.oid, oid), lt(table.status, status)))
        .returning({ id: table.id });
      return rows.map((r) => r.id);
    },

    async listSamples(kind: SampleOrderKind, oid: number): Promise<SampleRecord[]> {
      const table = SAMPLE_TABLES[kind];
      return (await db.select().from(table).where(eq(table.oid, oid)).orderBy(asc(table.id))) as SampleRecord[];
    },

    async findSample(kind: SampleOrderKind, id: number): Promise<SampleRecord | null> {
      if (!isRowId(id)) return null;
      const table = SAMPLE_TABLES[kind];
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return (row as SampleRecord | undefined) ?? null;
    },

    /** Moves one sample from `from` to `to` only if it is still at `from`. */
    async moveSample(kind: SampleOrderKind, id: number, from: number, to: number): Promise<SampleRecord | null> {
      const table = SAMPLE_TABLES[kind];
      const [row] = await db
        .update(table)
        .set({ status: to })
        .where(and(eq(table.id, id), eq(table.status, from)))
        .returning();
      return (row as SampleRecord | undefined) ?? null;
    },

    async findCustomer(uid: number): Promise<CustomerRecord | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          fname: users.fname,
          lname: users.lname,
          company: users.company,
          department: users.department,
          phone: users.phone,
          tel: users.tel,
          lang: users.lang,
        })
        .from(users)
        .where(eq(users.id, uid))
        .limit(1);
      return row ?? null;
    },
  };
}
