// An order's life after submission (DESIGN.md "Operations console", "Orders"), for the three kinds
// alike: `kind` ('guide' | 'amplicon' | 'cell') and `order_id` name the order, so the spec's order
// tables (and their answers) stay as they are.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn } from './columns.ts';
import { staff } from './staff.ts';
import { uploads } from './upload.ts';
import { users } from './user.ts';

/** Status moves, quotes, files and notes: the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    order_id: integer('order_id').notNull(),
    /** Set when the event concerns one sample. */
    sample_id: integer('sample_id'),
    /** submitted, status, status_back, quote, file, file_removed, note. */
    type: text('type').notNull(),
    from_status: integer('from_status'),
    to_status: integer('to_status'),
    /** Shown to the customer. */
    note: text('note'),
    /** Staff only. */
    internal_note: text('internal_note'),
    /**
     * On the move to 已完成 of an order without a result file: why there is none, as staff confirmed
     * it (issue 35; the customer reads it on the timeline).
     */
    no_file_reason: text('no_file_reason'),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    create_time: createTime(),
  },
  (t) => [index('order_events_order_idx').on(t.kind, t.order_id, t.create_time)],
);

/** The price the company quotes when it confirms an order (yuan). */
export const orderQuotes = pgTable(
  'order_quotes',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    order_id: integer('order_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    note: text('note'),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('order_quotes_order_key').on(t.kind, t.order_id)],
);

/** The thread between the customer and staff on one order. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    order_id: integer('order_id').notNull(),
    /** 'customer' or 'staff'. */
    author: text('author').notNull(),
    uid: integer('uid').references(() => users.id, { onDelete: 'cascade' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    create_time: createTime(),
  },
  (t) => [index('order_messages_order_idx').on(t.kind, t.order_id, t.create_time)],
);

/** Result files staff attach to an order or one of its samples; the bytes live in the file storage. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    order_id: integer('order_id').notNull(),
    sample_id: integer('sample_id'),
    storage_key: text('storage_key').notNull(),
    original_name: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes, computed while they streamed in. */
    sha256: text('sha256').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** 0 shown, 1 withdrawn by staff (kept for the record; the bytes are removed). */
    removed: flag('removed'),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('order_files_storage_key_key').on(t.storage_key), index('order_files_order_idx').on(t.kind, t.order_id)],
);

/**
 * Short-lived download links of every private file (server/modules/files/file-links.ts): an order's
 * result file (`file_id`) or a customer's upload (`upload_id`: proofs, CRISPR-Net inputs and results).
 * Only the token's hash is kept. The table keeps its first name so no live data has to move.
 */
export const orderFileLinks = pgTable(
  'order_file_links',
  {
    id: idColumn(),
    file_id: integer('file_id').references(() => orderFiles.id, { onDelete: 'cascade' }),
    upload_id: integer('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    uid: integer('uid').references(() => users.id, { onDelete: 'cascade' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    create_time: createTime(),
  },
  (t) => [
    uniqueIndex('order_file_links_token_key').on(t.token_hash),
    index('order_file_links_expiry_idx').on(t.expires_at),
    check('order_file_links_one_target', sql`(${t.file_id} is null) <> (${t.upload_id} is null)`),
  ],
);

/** Every download of a result file: who (customer or staff), when, from where. */
export const orderFileDownloads = pgTable(
  'order_file_downloads',
  {
    id: idColumn(),
    file_id: integer('file_id')
      .notNull()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ip: text('ip'),
    create_time: createTime(),
  },
  (t) => [index('order_file_downloads_file_idx').on(t.file_id)],
);
