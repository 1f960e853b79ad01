// Queries of the customers' API keys and of their use log.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeyUses, apiKeys, users } from '../../db/schema/index.ts';
import { transactionOf } from '../../db/tx.ts';
import type { ApiKeyScope } from '../../../contracts/api-keys.ts';

export interface NewApiKey {
  uid: number;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: ApiKeyScope[];
  create_time: Date;
}

export interface NewApiKeyUse {
  key_id: number;
  uid: number;
  method: string;
  route: string;
  ip: string | null;
  create_time: Date;
}

/** What the list shows of a key: never its hash. */
const shown = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  create_time: apiKeys.create_time,
  last_used_at: apiKeys.last_used_at,
  revoked_at: apiKeys.revoked_at,
};

function keyQueries(db: Db) {
  return {
    /** Locks the customer's row: two simultaneous creations count the live keys one after the other. */
    async lockOwner(uid: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
      return rows.length > 0;
    },

    async countLive(uid: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.uid, uid), isNull(apiKeys.revoked_at)));
      return row?.n ?? 0;
    },

    async insert(values: NewApiKey) {
      const [row] = await db.insert(apiKeys).values(values).returning(shown);
      return row;
    },
  };
}

export function createApiKeyRepo(db: Db) {
  return {
    ...keyQueries(db),
    transaction: transactionOf(db, keyQueries),

    /** Live keys first (newest first), then revoked ones (most recently revoked first), at most `limit`. */
    list(uid: number, limit: number) {
      return db
        .select(shown)
        .from(apiKeys)
        .where(eq(apiKeys.uid, uid))
        .orderBy(sql`${apiKeys.revoked_at} is not null`, desc(sql`coalesce(${apiKeys.revoked_at}, ${apiKeys.create_time})`), desc(apiKeys.id))
        .limit(limit);
    },

    /** Revokes the customer's live key; false when the customer has no such live key. */
    async revoke(uid: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revoked_at: now })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.uid, uid), isNull(apiKeys.revoked_at)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    async owns(uid: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.uid, uid)));
      return rows.length > 0;
    },

    /** A live key by its hash, with its owner's account status. */
    async findLive(keyHash: string) {
      const [row] = await db
        .select({
          keyId: apiKeys.id,
          scopes: apiKeys.scopes,
          uid: users.id,
          email: users.email,
          username: users.username,
          tid: users.tid,
          status: users.status,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.uid))
        .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at)))
        .limit(1);
      return row ?? null;
    },

    /** Records one use and stamps the key's last use. */
    async recordUse(use: NewApiKeyUse): Promise<void> {
      await db.insert(apiKeyUses).values(use);
      await db.update(apiKeys).set({ last_used_at: use.create_time }).where(eq(apiKeys.id, use.key_id));
    },

    uses(keyId: number, limit: number) {
      return db
        .select({ method: apiKeyUses.method, route: apiKeyUses.route, ip: apiKeyUses.ip, create_time: apiKeyUses.create_time })
        .from(apiKeyUses)
        .where(eq(apiKeyUses.key_id, keyId))
        .orderBy(desc(apiKeyUses.create_time), desc(apiKeyUses.id))
        .limit(limit);
    },
  };
}
