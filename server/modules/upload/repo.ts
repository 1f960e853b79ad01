// Queries for the `uploads` table.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadRepo(db: Db) {
  return {
    async insert(row: NewUpload): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      return inserted;
    },
    async findByKey(key: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.storage_key, key)).limit(1);
      return row ?? null;
    },
    async deleteByKey(key: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.storage_key, key));
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
