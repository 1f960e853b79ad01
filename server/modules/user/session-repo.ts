// Queries for sessions and for the expiry sweep of the other sign-in secrets (codes, captchas).
import { and, eq, gt, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas, sessions, users, verificationCodes } from '../../db/schema/index.ts';

export interface NewSession {
  uid: number;
  token_hash: string;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
}

export function createSessionRepo(db: Db) {
  return {
    async insert(row: NewSession): Promise<number> {
      const [inserted] = await db.insert(sessions).values(row).returning({ id: sessions.id });
      return inserted.id;
    },

    /** The session and its user, when the session is neither revoked nor expired. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          uid: users.id,
          email: users.email,
          username: users.username,
          tid: users.tid,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.uid))
        .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
        .limit(1);
      return row ?? null;
    },

    async revokeByHash(tokenHash: string, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async revokeById(id: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async revokeAllForUser(uid: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.uid, uid), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Every live session of the user except `keepId` (the one that made the request). */
    async revokeOthersForUser(uid: number, keepId: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.uid, uid), ne(sessions.id, keepId), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Expired or revoked sessions can never authenticate again. */
    async deleteDeadSessions(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lte(sessions.expires_at, now), isNotNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /**
     * Codes stay until `keepCodesSince` although expired: the daily sending caps count them by
     * target and IP.
     */
    async deleteExpiredCodes(now: Date, keepCodesSince: Date): Promise<number> {
      const rows = await db
        .delete(verificationCodes)
        .where(and(lt(verificationCodes.expires_at, now), lt(verificationCodes.create_time, keepCodesSince)))
        .returning({ id: verificationCodes.id });
      return rows.length;
    },

    async deleteExpiredCaptchas(now: Date): Promise<number> {
      const rows = await db.delete(captchas).where(lt(captchas.expires_at, now)).returning({ id: captchas.id });
      return rows.length;
    },
  };
}
