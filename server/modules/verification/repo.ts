// Queries for SMS/e-mail codes and the account lookups the sending rules need.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCodeRow = typeof verificationCodes.$inferInsert;

// Advisory-lock key spaces: the resend and cap checks of one target (and of one IP) run one at a
// time, so two simultaneous requests cannot both pass them. Target first, then IP: no lock cycles.
const LOCK_TARGET = 7301;
const LOCK_IP = 7302;

export function createVerificationRepo(db: Db) {
  const queries = (q: Db) => ({
    async lastSentAt(channel: string, target: string): Promise<Date | null> {
      const [row] = await q
        .select({ at: verificationCodes.create_time })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.create_time))
        .limit(1);
      return row?.at ?? null;
    },
    async countForTarget(channel: string, target: string, since: Date): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), gt(verificationCodes.create_time, since)));
      return Number(row?.n ?? 0);
    },
    async countForIp(ip: string, since: Date): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.create_time, since)));
      return Number(row?.n ?? 0);
    },
    async insert(row: NewCodeRow): Promise<number> {
      const [inserted] = await q.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
      return inserted.id;
    },
  });

  return {
    ...queries(db),

    /** Runs `fn` in a transaction holding the locks of this target and IP. */
    async locked<T>(channel: string, target: string, ip: string | null, fn: (q: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TARGET}, hashtext(${`${channel}:${target}`}))`);
        if (ip) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`);
        return fn(queries(tx));
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

    /** Counts one wrong answer unless the code is already used or dead; the new count, or null. */
    async addAttempt(id: number, maxAttempts: number): Promise<number | null> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumed_at), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ attempts: verificationCodes.attempts });
      return rows[0]?.attempts ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumed_at: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumed_at), lt(verificationCodes.attempts, maxAttempts)))
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
      const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
