// Files users upload (CRISPR-Net csv input, cell-order proofs) or receive (CRISPR-Net results), and the
// console's pictures. The stored name is random; the original name is kept for display only. Customer
// files live under the private key prefix and count against the owner's storage quota.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';
import { users } from './user.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    /** Null for an anonymous upload; set null when the user is deleted (the file is cleaned up later). */
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    storage_key: text('storage_key').notNull(),
    original_name: text('original_name'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** What the file is for, e.g. 'crispr_csv', 'cell_proof'. */
    purpose: text('purpose'),
    create_time: createTime(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storage_key),
    index('uploads_uid_idx').on(t.uid),
    // The daily sweep of unreferenced uploads reads the oldest first.
    index('uploads_create_time_idx').on(t.create_time),
  ],
);
