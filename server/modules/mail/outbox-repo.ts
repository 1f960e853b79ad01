// Queries of the mail outbox and ledger (decision 0059): the row a change writes in its transaction,
// the relay's pick of unqueued rows, and the claim → sent / released steps of a send-mail job.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../jobs/kinds/send-mail.ts';

export interface OutboxRow {
  key: string;
  lane: string;
  message: MailMessage;
}

export function createMailOutboxRepo(db: Db) {
  return {
    /**
     * Writes the mail of a change through `tx`, the change's own transaction. A key already there is
     * kept. With `restage` nothing is inserted: a row of the key no job was made for yet takes the new
     * message and time; a queued one (or none) stays as it is.
     */
    async stage(tx: Db, key: string, lane: string, message: MailMessage, options: { notBefore?: Date; restage?: boolean } = {}): Promise<void> {
      const notBefore = options.notBefore ?? null;
      if (options.restage) {
        await tx.update(mailOutbox).set({ message, not_before: notBefore }).where(and(eq(mailOutbox.key, key), isNull(mailOutbox.queued_at)));
        return;
      }
      await tx.insert(mailOutbox).values({ key, lane, message, not_before: notBefore }).onConflictDoNothing({ target: mailOutbox.key });
    },

    /** Rows no job was made for yet and due by `now`, oldest first. */
    async unqueued(limit: number, now: Date): Promise<OutboxRow[]> {
      const rows = await db
        .select({ key: mailOutbox.key, lane: mailOutbox.lane, message: mailOutbox.message })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.queued_at), or(isNull(mailOutbox.not_before), lte(mailOutbox.not_before, now))))
        .orderBy(asc(mailOutbox.created_at))
        .limit(limit);
      return rows as OutboxRow[];
    },

    async markQueued(key: string, now: Date): Promise<void> {
      await db.update(mailOutbox).set({ queued_at: now }).where(and(eq(mailOutbox.key, key), isNull(mailOutbox.queued_at)));
    },

    /**
     * Takes the key for one send by `jobId`: a pending key; a key this same job claimed before (pg-boss
     * retries a job only once its previous attempt has failed, timed out or lost its heartbeat, so
     * that attempt is over); or a claim older than `staleBefore` (its claimant died or hung). A key
     * sent, or claimed lately by another job, is not taken: answers null. A key with no row (mail
     * queued without a change) gets one here. One statement, so two jobs never both take a key.
     */
    async claim(key: string, jobId: string, lane: string, message: MailMessage, now: Date, staleBefore: Date): Promise<{ attempts: number } | null> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ key, lane, message, state: 'sending', claimed_by: jobId, claimed_at: now, attempts: 1, queued_at: now, created_at: now })
        .onConflictDoUpdate({
          target: mailOutbox.key,
          set: { state: 'sending', claimed_by: jobId, claimed_at: now, attempts: sql`${mailOutbox.attempts} + 1` },
          setWhere: or(
            eq(mailOutbox.state, 'pending'),
            and(eq(mailOutbox.state, 'sending'), or(eq(mailOutbox.claimed_by, jobId), lt(mailOutbox.claimed_at, staleBefore))),
          ),
        })
        .returning({ attempts: mailOutbox.attempts });
      return row ?? null;
    },

    /**
     * Records the accepted message id; only the holder of the claim writes it. The body goes (it may
     * hold a code or an activation link): the ledger keeps the recipient and the subject.
     */
    async markSent(key: string, jobId: string, messageId: string, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          state: 'sent',
          message_id: messageId,
          sent_at: now,
          message: sql`jsonb_build_object('to', ${mailOutbox.message}->'to', 'subject', ${mailOutbox.message}->'subject')`,
        })
        .where(and(eq(mailOutbox.key, key), eq(mailOutbox.claimed_by, jobId), eq(mailOutbox.state, 'sending')));
    },

    /** The SMTP server refused: the key is pending again for the job's retry. */
    async release(key: string, jobId: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: 'pending', claimed_by: null, claimed_at: null })
        .where(and(eq(mailOutbox.key, key), eq(mailOutbox.claimed_by, jobId), eq(mailOutbox.state, 'sending')));
    },

    /** Deletes rows made before `before` (their jobs, retries and relays are long over); answers how many. */
    async purgeBefore(before: Date): Promise<number> {
      const rows = await db.delete(mailOutbox).where(lt(mailOutbox.created_at, before)).returning({ key: mailOutbox.key });
      return rows.length;
    },

    async find(key: string) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, key)).limit(1);
      return row ?? null;
    },
  };
}

export type MailOutboxRepo = ReturnType<typeof createMailOutboxRepo>;
