// Customers' personal API keys (issue 34; decision 0081): created in the account (shown once, stored
// as SHA-256 with a short visible prefix), at most API_KEY_LIMITS.maxKeysPerCustomer live ones,
// revocable; a key authenticates `Authorization: Bearer gs_live_…` for the calls of its scopes only.
// A presented key is limited like a password login: the attempt is taken for the address in one
// atomic step BEFORE the key is looked up, and only a bad key keeps it, so simultaneous bad keys
// cannot all pass a count none of them has added to yet. Every accepted use is recorded.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { AuthUser, RequestApiKey } from '../../http/auth-user.ts';
import { notFound, refuse, tooMany, unauthorized } from '../../http/errors.ts';
import { LIMITS, type AttemptLimits } from '../../security/attempt-limits.ts';
import { hashToken } from '../user/session-service.ts';
import { USER_STATUS } from '../../../contracts/customers.ts';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES as M,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  type CreateApiKeyInput,
} from '../../../contracts/api-keys.ts';
import { createApiKeyRepo } from './repo.ts';

/** How many keys the list shows: the live ones and the most recently revoked. */
const LISTED = 50;

export interface ApiKeyUseMeta {
  ip: string | null;
  method: string;
  /** The path called, without its query string. */
  route: string;
}

export interface ApiKeyDeps {
  limits: Pick<AttemptLimits, 'takeAll' | 'giveBack'>;
  clock?: () => Date;
}

export function createApiKeyService(database: Database, deps: ApiKeyDeps) {
  const repo = createApiKeyRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  /** The live key's owner when the account is active, else null (unknown, revoked, disabled). */
  async function lookUp(key: string) {
    if (!API_KEY_PATTERN.test(key)) return null;
    const row = await repo.findLive(hashToken(key));
    return row && row.status === USER_STATUS.active ? row : null;
  }

  return {
    list: (uid: number) => repo.list(uid, LISTED),

    /** A new key; the answer is the only time the key itself leaves the server. */
    async create(uid: number, input: CreateApiKeyInput) {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const info = await repo.transaction(async (q) => {
        if (!(await q.lockOwner(uid))) throw notFound(M.notFound);
        if ((await q.countLive(uid)) >= API_KEY_LIMITS.maxKeysPerCustomer) throw refuse(M.tooMany);
        return q.insert({
          uid,
          name: input.name,
          prefix: key.slice(0, API_KEY_VISIBLE_LENGTH),
          key_hash: hashToken(key),
          scopes: input.scopes,
          create_time: clock(),
        });
      });
      return { key, info };
    },

    async revoke(uid: number, id: number): Promise<null> {
      if (!(await repo.revoke(uid, id, clock()))) throw notFound(M.notFound);
      return null;
    },

    /** The key's latest uses; another customer's key answers 404 like a missing one. */
    async uses(uid: number, id: number) {
      if (!(await repo.owns(uid, id))) throw notFound(M.notFound);
      return repo.uses(id, API_KEY_LIMITS.usesShown);
    },

    /**
     * The customer and key of a request carrying `key`, its use recorded. A bad key (malformed,
     * unknown, revoked, or its account not active) answers 401 and keeps its attempt; over the limit
     * of the address, 429 before the key is looked at.
     */
    async authenticate(key: string, use: ApiKeyUseMeta): Promise<{ user: AuthUser; key: RequestApiKey }> {
      const ip = use.ip?.slice(0, 64) || null;
      const { refused, taken } = await deps.limits.takeAll([[LIMITS.apiKeyIp, ip ?? 'unknown']]);
      if (refused) throw tooMany(M.tooManyBad);
      let found: Awaited<ReturnType<typeof lookUp>> = null;
      let bad = false;
      try {
        found = await lookUp(key);
        bad = found === null;
      } finally {
        if (!bad) await deps.limits.giveBack(taken);
      }
      if (!found) throw unauthorized(M.invalid);
      await repo.recordUse({ key_id: found.keyId, uid: found.uid, method: use.method, route: use.route.slice(0, 300), ip, create_time: clock() });
      return {
        // No session stands behind a key; the calls a key may make never read `sessionId`.
        user: { id: found.uid, email: found.email, username: found.username, tid: found.tid, sessionId: 0 },
        key: { id: found.keyId, scopes: found.scopes },
      };
    },
  };
}
