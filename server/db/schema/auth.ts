// Sign-in machinery: sessions, one-time tokens (activation, password reset links), SMS/e-mail codes
// and captchas. Secrets are stored only as hashes (DESIGN.md "Security defaults").
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';
import { users } from './user.ts';

/** Opaque session tokens (header `authentication`); only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    create_time: createTime(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_uid_idx').on(t.uid),
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
);

/** One-time link tokens for a user. `purpose`: 'activation' (registration e-mail) or other link kinds. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    create_time: createTime(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_token_hash_key').on(t.token_hash), index('user_tokens_uid_idx').on(t.uid)],
);

/**
 * SMS and e-mail codes. `channel` 'sms' | 'email'; `target` the phone (with prefix) or e-mail;
 * `purpose` e.g. 'login', 'register', 'reset', 'phone'. Throttling counts rows by target and by ip.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    /**
     * The account a code was sent for, when it may only be used by that account (the code that
     * confirms a new login e-mail); null for codes anyone holding them may use.
     */
    uid: integer('uid'),
    create_time: createTime(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.purpose, t.create_time),
    index('verification_codes_ip_idx').on(t.ip, t.create_time),
  ],
);

/** Image captchas: the browser gets `id` and the picture; the answer stays here, hashed. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer_hash: text('answer_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    create_time: createTime(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expires_at)],
);
