// Queries for the short-lived download links of private files (the `order_file_links` table).
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderFileLinks, orderFiles, uploads } from '../../db/schema/index.ts';

export type LinkInsert = typeof orderFileLinks.$inferInsert;

export function createFileLinkRepo(db: Db) {
  return {
    async insert(row: LinkInsert): Promise<void> {
      await db.insert(orderFileLinks).values(row);
    },

    /** The unexpired link of a token hash, with the file it opens (an order's result file or an upload). */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ link: orderFileLinks, file: orderFiles, upload: uploads })
        .from(orderFileLinks)
        .leftJoin(orderFiles, eq(orderFiles.id, orderFileLinks.file_id))
        .leftJoin(uploads, eq(uploads.id, orderFileLinks.upload_id))
        .where(and(eq(orderFileLinks.token_hash, tokenHash), gt(orderFileLinks.expires_at, now)))
        .limit(1);
      return row ?? null;
    },

    /** Links past their expiry can never open anything again. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db.delete(orderFileLinks).where(lt(orderFileLinks.expires_at, now)).returning({ id: orderFileLinks.id });
      return rows.length;
    },
  };
}
