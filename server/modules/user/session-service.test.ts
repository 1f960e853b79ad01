import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import { captchas, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { z } from 'zod';
import { endpointsUnder } from '../../../contracts/endpoint.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createSessionService, hashToken } from './session-service.ts';

const testEndpoint = endpointsUnder('/api/test');
const testApi = {
  me: testEndpoint({
    path: '/me',
    summary: 'guarded',
    auth: true,
    output: z.object({ id: z.number(), email: z.string(), username: z.string().nullable(), tid: z.number(), sessionId: z.number() }),
  }),
  maybe: testEndpoint({ path: '/maybe', summary: 'optional login', output: z.number().nullable() }),
};

let testDb: TestDatabase;
let app: FastifyInstance;
let config: AppConfig;
/** The app's clock: lifetimes and expiries are read against it, never against the machine's progress. */
const clock = createTestClock();

async function createUser(email: string, status = 1): Promise<number> {
  const [row] = await testDb.database.db
    .insert(users)
    .values({ email, password_hash: 'x', username: email.split('@')[0], status })
    .returning({ id: users.id });
  return row.id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/unused-sessions', SESSION_TTL_HOURS: '2' });
  app = await buildApp(config, { database: testDb.database, ssrBuildDir: null, clock });
  await app.register(
    async (api) => {
      apiRoute(api, testApi.me, { handler: (_input, { user }) => user });
      apiRoute(api, testApi.maybe, { handler: (_input, { user }) => user?.id ?? null });
    },
    { prefix: '/api/test' },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const me = (token?: string) =>
  app.inject({ method: 'POST', url: '/api/test/me', headers: token === undefined ? {} : { authentication: token } });

describe('sessions', () => {
  it('creates a random token, stores only its hash, and expires after SESSION_TTL_HOURS', async () => {
    const uid = await createUser('hash@example.com');
    const { token, expiresAt } = await app.services.sessions.createSession(uid, { ip: '10.0.0.1', userAgent: 'vitest' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - clock.ms()).toBe(2 * 3600_000);
    const rows = await testDb.database.db.select().from(sessions).where(eq(sessions.uid, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ ip: '10.0.0.1', user_agent: 'vitest', revoked_at: null });
    const other = await app.services.sessions.createSession(uid);
    expect(other.token).not.toBe(token);
  });

  it('lets a guarded call through with a live token and answers 401 without one', async () => {
    const uid = await createUser('live@example.com');
    const { token } = await app.services.sessions.createSession(uid);
    const ok = await me(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 200, data: { id: uid, email: 'live@example.com', username: 'live', tid: 0 } });
    expect(ok.json().data.sessionId).toEqual(expect.any(Number));

    for (const bad of [undefined, '', 'nonsense', 'x'.repeat(43), `${token}x`]) {
      const res = await me(bad);
      expect(res.statusCode, String(bad)).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录!', data: null });
    }
    // Optional-login calls see the user or null, never an error.
    expect((await app.inject({ method: 'POST', url: '/api/test/maybe', headers: { authentication: token } })).json().data).toBe(uid);
    expect((await app.inject({ method: 'POST', url: '/api/test/maybe', headers: { authentication: 'bad' } })).json().data).toBeNull();
  });

  it('refuses a revoked token (logout) and every token after revokeAllForUser (password reset)', async () => {
    const uid = await createUser('revoke@example.com');
    const a = await app.services.sessions.createSession(uid);
    const b = await app.services.sessions.createSession(uid);
    const c = await app.services.sessions.createSession(uid);
    expect(await app.services.sessions.revoke(a.token)).toBe(true);
    expect(await app.services.sessions.revoke(a.token)).toBe(false);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
    expect(await app.services.sessions.revokeAllForUser(uid)).toBe(2);
    expect((await me(b.token)).statusCode).toBe(401);
    expect((await me(c.token)).statusCode).toBe(401);
  });

  it('refuses an expired token and a token of an account that is not active', async () => {
    const uid = await createUser('expired@example.com');
    const past = createSessionService(config, testDb.database, () => new Date(clock.ms() - 3 * 3600_000));
    const old = await past.createSession(uid);
    expect(old.expiresAt.getTime()).toBeLessThan(clock.ms());
    expect((await me(old.token)).statusCode).toBe(401);
    // A live session dies the moment its lifetime ends, not a second later.
    const ending = await app.services.sessions.createSession(uid);
    clock.advance(2 * 3600_000 - 1);
    expect((await me(ending.token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await me(ending.token)).statusCode).toBe(401);

    const inactive = await createUser('inactive@example.com', 0);
    const { token } = await app.services.sessions.createSession(inactive);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('deleteExpired removes dead sessions, expired captchas and old expired codes, and is idempotent', async () => {
    const uid = await createUser('cleanup@example.com');
    const live = await app.services.sessions.createSession(uid);
    const revoked = await app.services.sessions.createSession(uid);
    await app.services.sessions.revoke(revoked.token);
    await createSessionService(config, testDb.database, () => new Date(clock.ms() - 3 * 3600_000)).createSession(uid);

    const now = clock.ms();
    const db = testDb.database.db;
    await db.insert(captchas).values([
      { id: 'old-captcha', answer_hash: 'h', expires_at: new Date(now - 60_000) },
      { id: 'new-captcha', answer_hash: 'h', expires_at: new Date(now + 60_000) },
    ]);
    const code = { channel: 'sms', target: '13800000000', purpose: 'login', code_hash: 'h' };
    await db.insert(verificationCodes).values([
      // Expired two days ago: gone.
      { ...code, expires_at: new Date(now - 48 * 3600_000), create_time: new Date(now - 48 * 3600_000 - 300_000) },
      // Expired, but still counted by today's sending cap: kept.
      { ...code, expires_at: new Date(now - 3600_000), create_time: new Date(now - 3600_000 - 300_000) },
      // Still valid: kept.
      { ...code, expires_at: new Date(now + 300_000) },
    ]);

    const counts = await app.services.sessions.deleteExpired();
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(counts).toMatchObject({ codes: 1, captchas: 1 });
    expect(await app.services.sessions.deleteExpired()).toEqual({ sessions: 0, codes: 0, captchas: 0 });

    expect((await me(live.token)).statusCode).toBe(200);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.uid, uid));
    expect(left).toHaveLength(1);
    expect((await db.select().from(captchas)).map((c) => c.id)).toEqual(['new-captcha']);
    expect(await db.select().from(verificationCodes)).toHaveLength(2);
  });
});
