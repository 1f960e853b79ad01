// Preview links of unpublished content (server/modules/content/preview.ts): a random token, stored
// only as its SHA-256, valid ~10 minutes, naming the one item it may show. In the database rather
// than signed with a per-process secret, so every app server behind the balancer accepts it.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';
import { staff } from './staff.ts';

export const previewTokens = pgTable(
  'preview_tokens',
  {
    id: idColumn(),
    token_hash: text('token_hash').notNull(),
    /** 'article', 'news', 'product', 'plasmid', 'job', 'category' … (contracts/content-articles.ts PREVIEW_ENTITIES). */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('preview_tokens_token_key').on(t.token_hash), index('preview_tokens_expires_idx').on(t.expires_at)],
);
