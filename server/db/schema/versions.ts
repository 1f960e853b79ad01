// Every save of a console content item keeps a version (DESIGN.md "Operations console", content): the
// whole row as it stood after the save, who saved it and when. One table for every content type, keyed
// by the audit log's entity name and id, written in the transaction of the save by the content audit
// (server/modules/versions/content-audit.ts), so a save and its version commit or fail together.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';
import { staff } from './staff.ts';

export const contentVersions = pgTable(
  'content_versions',
  {
    id: idColumn(),
    /** The table's name, as the audit log names it: 'news', 'articles', 'ads', 'job_postings' … */
    entity: text('entity').notNull(),
    /** The row's key as text (a page's key is its slug). */
    entity_id: text('entity_id').notNull(),
    /** 1, 2, 3 … per item. */
    version: integer('version').notNull(),
    /** The audit action of the save ('content.news.update', 'content.version.restore', 'content.schedule.publish' …). */
    action: text('action').notNull(),
    /** The version a restore put back (action 'content.version.restore'). */
    restored_from: integer('restored_from'),
    /** The row after the save; after a delete, the row as it was (`deleted` 1). */
    snapshot: jsonb('snapshot').notNull(),
    deleted: integer('deleted').notNull().default(0),
    /** Null for the worker (scheduled publishing) and the command line. */
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staff_email: text('staff_email'),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('content_versions_item_key').on(t.entity, t.entity_id, t.version), index('content_versions_time_idx').on(t.create_time)],
);
