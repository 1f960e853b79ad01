// Staff sessions (DESIGN.md "Operations console"): random opaque tokens stored as SHA-256, shorter
// lived than customers' (STAFF_SESSION_TTL_HOURS) and ended after STAFF_IDLE_MINUTES without a call.
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../../contracts/staff-roles.ts';
import { STAFF_STATUS } from '../../../contracts/staff-roles.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthStaff } from '../../http/auth-staff.ts';
import { hashToken } from '../user/session-service.ts';
import { createStaffSessionRepo } from './staff-session-repo.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Last-seen is written at most this often, so each call is not also a write. */
const TOUCH_EVERY_MS = 30_000;

export interface StaffSessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export function createStaffSessionService(config: Pick<AppConfig, 'STAFF_SESSION_TTL_HOURS' | 'STAFF_IDLE_MINUTES'>, database: Database, clock: () => Date = () => new Date()) {
  const repo = createStaffSessionRepo(database.db);
  const ttlMs = config.STAFF_SESSION_TTL_HOURS * 60 * 60 * 1000;
  const idleMs = config.STAFF_IDLE_MINUTES * 60 * 1000;

  return {
    async create(staffId: number, scope: 'full' | 'enrol', meta: StaffSessionMeta = {}) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs);
      const id = await repo.insert({
        staff_id: staffId,
        token_hash: hashToken(token),
        scope,
        expires_at: expiresAt,
        last_seen_at: now,
        ip: meta.ip?.slice(0, 64) ?? null,
        user_agent: meta.userAgent?.slice(0, 512) ?? null,
      });
      return { id, token, expiresAt };
    },

    /** The member of a live session (not revoked, expired or idle; member active), else null. */
    async resolve(token: string | null | undefined): Promise<AuthStaff | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const now = clock();
      const row = await repo.findLive(hashToken(token), now, new Date(now.getTime() - idleMs));
      if (!row || row.status !== STAFF_STATUS.active) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(row.sessionId, now);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        roles: row.roles as StaffRole[],
        scope: row.scope === 'enrol' ? 'enrol' : 'full',
        sessionId: row.sessionId,
        sessionExpiresAt: row.expiresAt,
      };
    },

    /** After TOTP enrolment the session may do everything its roles allow. */
    async widen(sessionId: number): Promise<void> {
      await repo.setScope(sessionId, 'full');
    },

    async revoke(sessionId: number): Promise<boolean> {
      return (await repo.revokeById(sessionId, clock())) > 0;
    },

    /** Disabled, re-roled or new password: the member's sessions end (but `keep`). */
    async revokeAllFor(staffId: number, keep?: number): Promise<number> {
      return repo.revokeAllFor(staffId, clock(), keep);
    },

    /** Sessions that can no longer be used (the hourly sessions-cleanup job). */
    async deleteExpired(): Promise<number> {
      const now = clock();
      return repo.deleteDead(now, new Date(now.getTime() - idleMs));
    },
  };
}

export type StaffSessionService = ReturnType<typeof createStaffSessionService>;
