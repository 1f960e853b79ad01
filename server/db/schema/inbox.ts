// The sales inbox (DESIGN.md "Operations console": enquiries, bookings and mail enquiries): who looks
// after an item, whether it is handled, and the team's internal notes. Kept beside the specification's
// tables so their rows and answers stay as they are. `kind`: 'enquiry' (purchase_enquiries),
// 'booking' (bookings) or 'mail' (mail_enquiries); `item_id` the row's id there.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn, updateTime } from './columns.ts';
import { staff } from './staff.ts';

export const inboxStates = pgTable(
  'inbox_states',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    item_id: integer('item_id').notNull(),
    assignee_id: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('inbox_states_item_key').on(t.kind, t.item_id), index('inbox_states_assignee_idx').on(t.assignee_id)],
);

export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    item_id: integer('item_id').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    create_time: createTime(),
  },
  (t) => [index('inbox_notes_item_idx').on(t.kind, t.item_id, t.create_time)],
);
