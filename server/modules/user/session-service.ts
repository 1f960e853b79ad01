// Login sessions: random opaque tokens (header `authentication`), stored only as SHA-256, expiring
// after SESSION_TTL_HOURS, revoked on logout and password reset (DESIGN.md "Security defaults").
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { createSessionRepo } from './session-repo.ts';

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export interface CleanupCounts {
  sessions: number;
  codes: number;
  captchas: number;
}

/** users.status 1 = activated; anything else (not activated, disabled 2/3) may not use a session. */
const ACTIVE = 1;
/** The daily sending caps look back one day; keep a margin. */
const CODE_HISTORY_MS = 25 * 60 * 60 * 1000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createSessionService(config: AppConfig, database: Database, clock: () => Date = () => new Date()) {
  const repo = createSessionRepo(database.db);
  const ttlMs = config.SESSION_TTL_HOURS * 60 * 60 * 1000;

  return {
    async createSession(uid: number, meta: SessionMeta = {}): Promise<CreatedSession> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + ttlMs);
      await repo.insert({
        uid,
        token_hash: hashToken(token),
        expires_at: expiresAt,
        ip: meta.ip?.slice(0, 64) ?? null,
        user_agent: meta.userAgent?.slice(0, 512) ?? null,
      });
      return { token, expiresAt };
    },

    /** The user of a live session (not revoked, not expired, account active), else null. */
    async resolve(token: string | null | undefined): Promise<AuthUser | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const row = await repo.findLive(hashToken(token), clock());
      if (!row || row.status !== ACTIVE) return null;
      return { id: row.uid, email: row.email, username: row.username, tid: row.tid, sessionId: row.sessionId };
    },

    /** Logout. True when a live session was revoked. */
    async revoke(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      return (await repo.revokeByHash(hashToken(token), clock())) > 0;
    },

    async revokeSession(sessionId: number): Promise<boolean> {
      return (await repo.revokeById(sessionId, clock())) > 0;
    },

    /** Password reset and change: every device is logged out. Returns how many sessions ended. */
    async revokeAllForUser(uid: number): Promise<number> {
      return repo.revokeAllForUser(uid, clock());
    },

    /** A new login e-mail: every other device is logged out, the one that changed it stays. */
    async revokeOthersForUser(uid: number, keepSessionId: number): Promise<number> {
      return repo.revokeOthersForUser(uid, keepSessionId, clock());
    },

    /** Deletes expired/revoked sessions and expired captchas and codes. Idempotent. */
    async deleteExpired(): Promise<CleanupCounts> {
      const now = clock();
      return {
        sessions: await repo.deleteDeadSessions(now),
        codes: await repo.deleteExpiredCodes(now, new Date(now.getTime() - CODE_HISTORY_MS)),
        captchas: await repo.deleteExpiredCaptchas(now),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
