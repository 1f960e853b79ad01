// The company's staff and their sign-in (DESIGN.md "Operations console"): not customers, so their own
// tables; sessions are shorter and end after idle time. Secrets are stored only as hashes, except the
// TOTP secret, which the server must read to check a code.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn, timestamps } from './columns.ts';

export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    /** Any of admin, editor, sales, lab. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** 1 may sign in, 0 disabled. */
    status: flag('status', 1),
    /** Base32 TOTP secret; set while enrolling, confirmed when totp_enabled_at is set. */
    totp_secret: text('totp_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step, so one code signs in once. */
    totp_last_step: integer('totp_last_step'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    /** 'full', or 'enrol' for an admin who must set up TOTP before anything else. */
    scope: text('scope').notNull().default('full'),
    create_time: createTime(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.token_hash), index('staff_sessions_staff_idx').on(t.staff_id)],
);

/** Every staff write: who, when, from where, what (entity, id, before/after). Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** Null for the command line (`npm run staff`). */
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Kept so the row still says who after the member is gone. */
    staff_email: text('staff_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    create_time: createTime(),
  },
  (t) => [
    index('audit_log_time_idx').on(t.create_time),
    index('audit_log_staff_idx').on(t.staff_id, t.create_time),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
);
