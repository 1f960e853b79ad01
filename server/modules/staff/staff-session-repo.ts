// Queries for staff sessions.
import { and, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';

export interface NewStaffSession {
  staff_id: number;
  token_hash: string;
  scope: 'full' | 'enrol';
  expires_at: Date;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
}

export function createStaffSessionRepo(db: Db) {
  return {
    async insert(row: NewStaffSession): Promise<number> {
      const [inserted] = await db.insert(staffSessions).values(row).returning({ id: staffSessions.id });
      return inserted.id;
    },

    /** The session and its member, when neither revoked, expired nor idle since `idleSince`. */
    async findLive(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          scope: staffSessions.scope,
          expiresAt: staffSessions.expires_at,
          lastSeenAt: staffSessions.last_seen_at,
          id: staff.id,
          email: staff.email,
          name: staff.name,
          roles: staff.roles,
          status: staff.status,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
        .where(
          and(
            eq(staffSessions.token_hash, tokenHash),
            isNull(staffSessions.revoked_at),
            gt(staffSessions.expires_at, now),
            gt(staffSessions.last_seen_at, idleSince),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.update(staffSessions).set({ last_seen_at: now }).where(eq(staffSessions.id, id));
    },

    async setScope(id: number, scope: 'full' | 'enrol'): Promise<void> {
      await db.update(staffSessions).set({ scope }).where(eq(staffSessions.id, id));
    },

    async revokeById(id: number, now: Date): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revoked_at: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revoked_at)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    /** Ends every session of a member, but `keep` (the one changing its own password). */
    async revokeAllFor(staffId: number, now: Date, keep?: number): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revoked_at: now })
        .where(and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at)))
        .returning({ id: staffSessions.id });
      if (keep !== undefined && rows.some((r) => r.id === keep)) {
        await db.update(staffSessions).set({ revoked_at: null }).where(eq(staffSessions.id, keep));
        return rows.length - 1;
      }
      return rows.length;
    },

    /** Expired, revoked or idle past `idleSince`: none of them can sign anything in again. */
    async deleteDead(now: Date, idleSince: Date): Promise<number> {
      const rows = await db
        .delete(staffSessions)
        .where(or(lte(staffSessions.expires_at, now), isNotNull(staffSessions.revoked_at), lt(staffSessions.last_seen_at, idleSince)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
