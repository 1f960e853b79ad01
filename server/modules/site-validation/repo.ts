// Queries of validated sites (site_validations): the only file of the module that touches Drizzle.
// A customer reads an order's sites only through their own order (the uid filter); staff by order id.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { ampliconOrders, ampliconSamples, siteValidations } from '../../db/schema/index.ts';

export type SiteRow = typeof siteValidations.$inferSelect;
type SiteInsert = typeof siteValidations.$inferInsert;

function siteQueries(db: Db) {
  return {
    /** The order's sites in the order they were sent, each with its sample's name (which the table may use). */
    async sitesOfOrder(oid: number): Promise<(SiteRow & { name: string })[]> {
      const rows = await db
        .select({ site: siteValidations, name: ampliconSamples.name })
        .from(siteValidations)
        .innerJoin(ampliconSamples, eq(ampliconSamples.id, siteValidations.sample_id))
        .where(eq(siteValidations.oid, oid))
        .orderBy(asc(siteValidations.id));
      return rows.map((r) => ({ ...r.site, name: r.name }));
    },

    async orderExists(oid: number): Promise<boolean> {
      const [row] = await db.select({ id: ampliconOrders.id }).from(ampliconOrders).where(eq(ampliconOrders.id, oid)).limit(1);
      return Boolean(row);
    },

    /** The order's sites when `uid` owns the order (none otherwise), and whether it exists for them. */
    async ownOrder(uid: number, oid: number): Promise<{ id: number; orderno: string; status: number } | null> {
      const [row] = await db
        .select({ id: ampliconOrders.id, orderno: ampliconOrders.orderno, status: ampliconOrders.status })
        .from(ampliconOrders)
        .where(and(eq(ampliconOrders.id, oid), eq(ampliconOrders.uid, uid)))
        .limit(1);
      return row ?? null;
    },

    async setIndel(id: number, indel: number, at: Date): Promise<void> {
      await db.update(siteValidations).set({ indel, measured_at: at }).where(eq(siteValidations.id, id));
    },
  };
}

export function createSiteValidationRepo(db: Db) {
  return {
    ...siteQueries(db),
    transaction: transactionOf(db, siteQueries),
    /** Inserts sites in another module's transaction `tx` (the order's, so the order and its sites commit together). */
    async insertIn(tx: Db, rows: SiteInsert[]): Promise<void> {
      if (rows.length > 0) await tx.insert(siteValidations).values(rows);
    },
  };
}
