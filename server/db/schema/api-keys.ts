// Customers' personal API keys and the record of every use (issue 34; decision 0081). Only the
// SHA-256 of a key is stored, with its first characters for the list; the key itself is shown once.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../contracts/api-keys.ts';
import { createTime, idColumn } from './columns.ts';
import { users } from './user.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `gs_live_` and the secret's first six characters: enough to tell keys apart, useless to an attacker. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key: a key of 256 random bits needs no slow hash. */
    key_hash: text('key_hash').notNull(),
    /** contracts/api-keys.ts API_KEY_SCOPES. */
    scopes: text('scopes').array().notNull().$type<ApiKeyScope[]>(),
    create_time: createTime(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.key_hash), index('api_keys_uid_idx').on(t.uid)],
);

/** One authenticated request made with a key: who, which key, which call, from where, when. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: idColumn(),
    key_id: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The path called, without its query string (which may carry a customer's data). */
    route: text('route').notNull(),
    ip: text('ip'),
    create_time: createTime(),
  },
  (t) => [index('api_key_uses_key_idx').on(t.key_id, t.create_time), index('api_key_uses_uid_idx').on(t.uid)],
);
