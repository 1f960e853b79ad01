// Every limit holds across app servers (issue 15, point 4): two app servers on one PostgreSQL
// database share one count, so a route's rate limit is not doubled and a lockout earned through one
// server holds on the other. PostgreSQL only (PGlite is one process): skipped unless TEST_DATABASE_URL
// is set (`TEST_DATABASE_URL=postgres://… npx vitest run test/security/limits-across-servers.test.ts`).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/modules/user/password.ts';
import { call, nextTel, PASSWORD } from '../support/user-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!onPostgres)('limits across two app servers (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    // One clock for both, as two servers on one machine (or NTP-synchronised ones) share one.
    b = await createTestApp({}, { databaseUrl: a.databaseUrl, clock: a.clock });
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** `count` calls from one address, alternating between the servers, all at once. */
  const spread = (count: number, url: string, ip: string) =>
    Promise.all(Array.from({ length: count }, (_, i) => call((i % 2 ? b : a).app as FastifyInstance, url, {}, { ip })));
  const tooMany = (answers: { status: number; code: number; msg: string }[]) =>
    answers.filter((r) => r.status === 429 && r.code === 429 && r.msg === '操作过于频繁，请稍后再试').length;

  it('register allows 10 per minute per address between both servers, not 10 on each', async () => {
    const answers = await spread(20, '/user/register', freshIp());
    // The 10 let through are refused by the form check (empty body); the other 10 by the limit.
    expect(answers.filter((r) => r.code === 201).length).toBe(10);
    expect(tooMany(answers)).toBe(10);
  });

  it('the purchase enquiry allows 10 per 10 minutes per address between both servers', async () => {
    const ip = freshIp();
    const first = await spread(10, '/onlinebook/addYuding', ip);
    expect(tooMany(first)).toBe(0);
    // Both servers now refuse this address.
    expect(tooMany(await spread(2, '/onlinebook/addYuding', ip))).toBe(2);
    // Another address is not affected.
    expect(tooMany(await spread(2, '/onlinebook/addYuding', freshIp()))).toBe(0);
  });

  it('a login lockout earned through server A holds on server B', async () => {
    const email = `across${randomInt(1e9)}@example.com`;
    await a.database.db.insert(users).values({ email, username: email, tel: nextTel(), password_hash: await hashPassword(PASSWORD), status: 1 });
    for (let i = 0; i < 5; i++) expect((await call(a.app, '/user/login', { email, password: `Wrong${i}!pass` })).msg).toBe('邮箱或密码错误');
    expect((await call(b.app, '/user/login', { email, password: PASSWORD })).msg).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('a burst split over both servers gets at most 5 wrong passwords evaluated', async () => {
    const email = `burst${randomInt(1e9)}@example.com`;
    await a.database.db.insert(users).values({ email, username: email, tel: nextTel(), password_hash: await hashPassword(PASSWORD), status: 1 });
    const ips = Array.from({ length: 6 }, freshIp);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call((i % 2 ? b : a).app, '/user/login', { email, password: `Wrong${i}!pass` }, { ip: ips[i % 6] })),
    );
    // '邮箱或密码错误' is only said after the password was checked.
    expect(answers.filter((r) => r.msg === '邮箱或密码错误').length).toBe(5);
    expect(answers.filter((r) => r.msg === '密码错误次数过多，请15分钟后再试').length).toBe(55);
    expect((await call(b.app, '/user/login', { email, password: PASSWORD })).msg).toBe('密码错误次数过多，请15分钟后再试');
  });
});
