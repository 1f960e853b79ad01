// Failed password logins, counted per account (lower-cased e-mail) and per IP to throttle guessing.
// Only failures are stored; rows older than the window are useless and are swept with the sessions.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime, idColumn } from './columns.ts';

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    /** The e-mail as typed, lower-cased; it need not belong to an account. */
    email: text('email').notNull(),
    ip: text('ip'),
    create_time: createTime(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.create_time),
    index('login_attempts_ip_idx').on(t.ip, t.create_time),
  ],
);
