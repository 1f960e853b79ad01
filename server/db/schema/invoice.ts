// Invoices (发票) of orders (issue 34 point 4, decision 0074): one request per order, made by its
// customer once the order is confirmed, handled by staff, who attach the issued e-invoice (a PDF kept
// as a private upload of the customer, `file_url`) or mark a paper invoice mailed.
import { timestamp, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { staff } from './staff.ts';
import { users } from './user.ts';

export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: idColumn(),
    /** 'guide' | 'amplicon' | 'cell' and the order's id, as the order's life names an order. */
    kind: text('kind').notNull(),
    order_id: integer('order_id').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 发票抬头. */
    title: text('title').notNull(),
    /** 纳税人识别号; required for a 专用 invoice. */
    tax_no: text('tax_no'),
    /** 'normal' 增值税普通发票, 'special' 增值税专用发票. */
    type: text('type').notNull(),
    /** Where the e-invoice goes. */
    email: text('email').notNull(),
    /** 'requested', then 'issued' (the e-invoice PDF attached) or 'mailed' (a paper invoice posted). */
    status: text('status').notNull().default('requested'),
    /** The issued PDF: `/uploads/<key>` of an upload owned by the customer. */
    file_url: text('file_url'),
    /** The PDF's name as staff uploaded it (the customer downloads it under this name). */
    file_name: text('file_name'),
    /** Shown to the customer: the courier and tracking number of a paper invoice, or a word on the e-invoice. */
    note: text('note'),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    handled_time: timestamp('handled_time', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('invoice_requests_order_key').on(t.kind, t.order_id), index('invoice_requests_status_idx').on(t.status, t.create_time), index('invoice_requests_uid_idx').on(t.uid)],
);
