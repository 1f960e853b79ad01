// Queries for SMS/e-mail codes and the account lookups the sending rules need.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCodeRow = typeof verificationCodes.$inferInsert;

export function createVerificationRepo(db: Db) {
  return {
    /** Stores a code; `stage` writes what must commit with it (its e-mail, decision 0059) through the same transaction. */
    async insert(row: NewCodeRow, stage?: (tx: Db, id: number) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
        await stage?.(tx, inserted.id);
        return inserted.id;
      });
    },

    /**
     * The newest code of this target and purpose (only the newest one can verify); with `uid`, the
     * newest one sent for that account, so another account's code for the same target never counts.
     */
    async latest(channel: string, target: string, purpose: string, uid?: number): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.channel, channel),
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            uid === undefined ? undefined : eq(verificationCodes.uid, uid),
          ),
        )
        .orderBy(desc(verificationCodes.create_time), desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes one of the code's attempts before its answer is compared, in one UPDATE: the new count,
     * 'used' when another request used the code since it was read, or null when no attempt is left.
     */
    async takeAttempt(id: number, maxAttempts: number): Promise<number | 'used' | null> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ attempts: verificationCodes.attempts, consumed_at: verificationCodes.consumed_at });
      const row = rows[0];
      if (!row) return null;
      return row.consumed_at ? 'used' : row.attempts;
    },

    /** Marks the code used (its attempt is already taken); false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumed_at: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumed_at)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },

    /** Removes a code whose delivery could not even be queued, so the requester may try again. */
    async remove(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },

    async findUserByTel(tel: string) {
      const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.tel, tel)).limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select({ id: users.id, status: users.status, lang: users.lang }).from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
  };
}
