// Queries of invoice requests (decision 0074): the only file of the module that touches Drizzle. The
// orders themselves are read through the order-ops queries (any kind by kind and id, the owner's row,
// its samples and customer), the quote through the order-life queries.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderKind } from '../../../contracts/order.ts';
import type { InvoiceStatus } from '../../../contracts/invoice-rules.ts';
import type { Db } from '../../db/client.ts';
import { invoiceRequests, staff, users } from '../../db/schema/index.ts';
import { pageWithTotal } from '../../db/sql-helpers.ts';
import { transactionOf } from '../../db/tx.ts';
import { lifeQueries } from '../order-ops/life-repo.ts';
import { isRowId, orderQueries } from '../order-ops/orders-repo.ts';

export type InvoiceRow = typeof invoiceRequests.$inferSelect;
type InvoiceInsert = typeof invoiceRequests.$inferInsert;

/** A request with who handled it and the customer's login e-mail (the console's view). */
export type InvoiceListRow = InvoiceRow & { staff_name: string | null; customer_email: string | null };

function invoiceQueries(db: Db) {
  const listed = () =>
    db
      .select({ invoice: invoiceRequests, staff_name: staff.name, customer_email: users.email })
      .from(invoiceRequests)
      .leftJoin(staff, eq(staff.id, invoiceRequests.staff_id))
      .leftJoin(users, eq(users.id, invoiceRequests.uid));
  const flatten = (row: { invoice: InvoiceRow; staff_name: string | null; customer_email: string | null }): InvoiceListRow => ({
    ...row.invoice,
    staff_name: row.staff_name,
    customer_email: row.customer_email,
  });

  return {
    ...orderQueries(db),
    /** The quote staff entered at confirmation (the proforma invoice states it). */
    findQuote: lifeQueries(db).findQuote,

    async findForOrder(kind: OrderKind, orderId: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoiceRequests)
        .where(and(eq(invoiceRequests.kind, kind), eq(invoiceRequests.order_id, orderId)))
        .limit(1);
      return row ?? null;
    },

    /** One request; `lock` holds it for the rest of the transaction (two members handling it at once). */
    async findInvoice(id: number, lock = false): Promise<InvoiceRow | null> {
      if (!isRowId(id)) return null;
      const query = db.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findListed(id: number): Promise<InvoiceListRow | null> {
      const [row] = await listed().where(eq(invoiceRequests.id, id)).limit(1);
      return row ? flatten(row) : null;
    },

    async insertInvoice(row: InvoiceInsert): Promise<InvoiceRow> {
      const [saved] = await db.insert(invoiceRequests).values(row).returning();
      return saved;
    },

    /** Moves a request on from 'requested' only; null when another member handled it first. */
    async handle(id: number, change: Pick<InvoiceInsert, 'status' | 'file_url' | 'file_name' | 'note' | 'staff_id' | 'handled_time'>): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoiceRequests)
        .set(change)
        .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.status, 'requested')))
        .returning();
      return row ?? null;
    },

    async page(status: InvoiceStatus | undefined, offset: number, limit: number) {
      const where: SQL | undefined = status ? eq(invoiceRequests.status, status) : undefined;
      const { rows, total } = await pageWithTotal(
        listed().where(where).orderBy(desc(invoiceRequests.create_time), desc(invoiceRequests.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(invoiceRequests).where(where),
      );
      return { rows: rows.map(flatten), total };
    },

    async accountDefaults(uid: number) {
      const [row] = await db.select({ title: users.fapiao_title, tax_no: users.com_code, email: users.email }).from(users).where(eq(users.id, uid)).limit(1);
      return row ?? null;
    },

    /** The requests of a deleted order go with it; answers the PDFs' addresses to release. */
    async deleteForOrder(kind: OrderKind, orderId: number): Promise<string[]> {
      const rows = await db
        .delete(invoiceRequests)
        .where(and(eq(invoiceRequests.kind, kind), eq(invoiceRequests.order_id, orderId)))
        .returning({ file_url: invoiceRequests.file_url });
      return rows.map((row) => row.file_url).filter((url): url is string => url !== null);
    },
  };
}

export function createInvoiceRepo(db: Db) {
  return { ...invoiceQueries(db), transaction: transactionOf(db, invoiceQueries) };
}
