// The staff's price table (issue 34 point 1, decision 0070): one row per catalogue item of
// contracts/pricing.ts (kind, item), its price in yuan and the turnaround days it adds, and every
// change kept in price_history (who, when, before and after) besides the audit log, so the console
// shows an item's history without reading the whole audit trail.
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn, updateTime } from './columns.ts';
import { staff } from './staff.ts';

export const priceItems = pgTable(
  'price_items',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    item: text('item').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('price_items_kind_item_key').on(t.kind, t.item)],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    item: text('item').notNull(),
    /** Null for the item's first price. */
    old_price: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    old_days: integer('old_days'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    create_time: createTime(),
  },
  (t) => [index('price_history_item_idx').on(t.kind, t.item, t.create_time)],
);
