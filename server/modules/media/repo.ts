// Queries of the console's image uploads: the `uploads` rows of the stored sizes.
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { transactionOf } from '../../db/tx.ts';

export type NewUploadRow = typeof uploads.$inferInsert;

function mediaQueries(db: Db) {
  return {
    /** The connection these queries run on: the audit record of an upload joins its transaction. */
    db,
    async insertAll(rows: NewUploadRow[]): Promise<{ id: number; storage_key: string }[]> {
      return db.insert(uploads).values(rows).returning({ id: uploads.id, storage_key: uploads.storage_key });
    },
  };
}

export function createMediaRepo(db: Db) {
  return { ...mediaQueries(db), transaction: transactionOf(db, mediaQueries) };
}
