// The mail outbox and ledger (decision 0059). A mail that a change causes is written here in the
// change's own transaction, keyed by its event ('order-status:guide:12:345'); the relay turns unqueued
// rows into send-mail jobs, and the job claims the key before SMTP and records the message id after,
// so a mail is neither lost with a crash after commit nor sent twice by a re-run job. Mail queued
// without a change (codes, activation) gets a row keyed by its job when the job claims it.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** The per-event key; also the seed of the deterministic Message-ID header. */
    key: text('key').primaryKey(),
    /** 'urgent' | 'bulk' (decision 0019). */
    lane: text('lane').notNull(),
    /** The message as queued: to, subject, text, html, receipt. */
    message: jsonb('message').notNull(),
    /** 'pending' (not claimed), 'sending' (claimed, SMTP under way or the claimant died), 'sent'. */
    state: text('state').notNull().default('pending'),
    /** The send-mail job that holds the claim; a retry of that same job may take it over at once. */
    claimed_by: text('claimed_by'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The Message-ID the SMTP server accepted (or the outbox file's), once sent. */
    message_id: text('message_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** When the relay made its send-mail job; null until then. */
    queued_at: timestamp('queued_at', { withTimezone: true }),
    /**
     * Not relayed before this time (null: at once). A new sample order's mails wait until the customer
     * stopped adding samples, so they carry the true count (issue 35); each added sample re-stages them.
     */
    not_before: timestamp('not_before', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unqueued_idx').on(t.created_at).where(sql`queued_at is null`)],
);
