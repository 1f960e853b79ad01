// The routes' rate limits through the shared store: each route counts apart, per address, and the
// count lives in limit_counters (so every app server on the database reads the same one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { limitCounters } from '../db/schema/index.ts';
import { call } from '../../test/support/user-test-kit.ts';

describe('route rate limits in the shared store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each route apart per address, and answers 429 in the envelope past the max', async () => {
    const ip = '10.77.0.1';
    // /user/register allows 10 a minute per address; the purchase enquiry has its own count.
    for (let i = 0; i < 10; i++) expect((await call(t.app, '/user/register', {}, { ip })).status).toBe(200);
    const refused = await call(t.app, '/user/register', {}, { ip });
    expect(refused).toMatchObject({ status: 429, code: 429, msg: '操作过于频繁，请稍后再试', data: null });
    expect((await call(t.app, '/user/register', {}, { ip: '10.77.0.2' })).status).toBe(200);
    expect((await call(t.app, '/onlinebook/addYuding', {}, { ip })).status).toBe(200);

    const keys = (await t.database.db.select({ key: limitCounters.key, hits: limitCounters.hits }).from(limitCounters))
      .filter((row) => row.key.includes('10.77.0.'))
      .map((row) => `${row.key}=${row.hits}`)
      .toSorted();
    expect(keys).toEqual([
      'route:POST /api/v1/onlinebook/addYuding:10.77.0.1=1',
      'route:POST /api/v1/user/register:10.77.0.1=11',
      'route:POST /api/v1/user/register:10.77.0.2=1',
    ]);
  });
});
