// Queries for the `uploads` table: the record of each stored file, the owner's usage under the quota,
// and what the daily sweep may remove.
import { and, eq, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionOf } from '../../db/tx.ts';
import { cellslineOrders, crisprJobs, invoiceRequests, uploads, users } from '../../db/schema/index.ts';
import { UPLOAD_URL_PREFIX } from './upload-url.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** The address forms and jobs store for an upload (`/uploads/<key>`), as SQL. */
const storedUrl = sql`${UPLOAD_URL_PREFIX} || ${uploads.storage_key}`;

/** Whether anything refers to the upload: a cell-line order's proof, a CRISPR-Net job's input or result, an issued invoice. */
const referenced = or(
  sql`exists (select 1 from ${invoiceRequests} where ${invoiceRequests.file_url} = ${storedUrl})`,
  sql`exists (select 1 from ${cellslineOrders} where ${cellslineOrders.shengzhang_file} = ${storedUrl} or ${cellslineOrders.cunhuo_file} = ${storedUrl} or ${cellslineOrders.shuzhu_file} = ${storedUrl})`,
  sql`exists (select 1 from ${crisprJobs} where ${crisprJobs.csvfile} = ${storedUrl} or ${crisprJobs.out_csvfile} = ${storedUrl})`,
)!;

function uploadQueries(db: Db) {
  return {
    async insert(row: NewUpload): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      return inserted;
    },

    /** Holds the user's row until the transaction ends, so two uploads of one user count one after the other. */
    async lockUser(uid: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
      return rows.length > 0;
    },

    /** Bytes stored for a user: everything they uploaded and every file made for them. */
    async usage(uid: number): Promise<number> {
      const [row] = await db.select({ total: sum(uploads.size) }).from(uploads).where(eq(uploads.uid, uid));
      return Number(row?.total ?? 0);
    },

    async findByKey(key: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.storage_key, key)).limit(1);
      return row ?? null;
    },

    async findByKeys(keys: string[]): Promise<UploadRow[]> {
      if (keys.length === 0) return [];
      return db.select().from(uploads).where(inArray(uploads.storage_key, keys));
    },

    async deleteByKey(key: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.storage_key, key));
    },

    /** Deletes the row of an upload nothing refers to any more; answers whether it did. */
    async deleteUnreferenced(key: string): Promise<boolean> {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.storage_key, key), sql`not (${referenced})`))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /**
     * Customer files (of `purposes`) to remove: those whose owner is gone, and those created before
     * `before` that no cell-line order's proof and no CRISPR-Net job names. Oldest first, `limit` at a time.
     */
    async unreferenced(purposes: readonly string[], before: Date, limit: number): Promise<{ storage_key: string }[]> {
      return db
        .select({ storage_key: uploads.storage_key })
        .from(uploads)
        .where(and(inArray(uploads.purpose, [...purposes]), or(isNull(uploads.uid), and(lt(uploads.create_time, before), sql`not (${referenced})`))))
        .orderBy(uploads.create_time)
        .limit(limit);
    },
  };
}

export function createUploadRepo(db: Db) {
  return { ...uploadQueries(db), transaction: transactionOf(db, uploadQueries) };
}
