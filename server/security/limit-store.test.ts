// The shared limit store on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set: a take is one
// atomic step (simultaneous takes get distinct counts), a window ends and the next take starts a new
// one, a given-back hit only counts in its own window, and the sweep deletes ended windows only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { limitCounters } from '../db/schema/index.ts';
import { createAttemptLimits } from './attempt-limits.ts';
import { createDbLimitStore, type LimitStore } from './limit-store.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the limit store on ${engine}`, () => {
  let testDb: TestDatabase;
  let store: LimitStore;
  let now = new Date('2026-03-01T08:00:00Z');
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let counter = 0;
  const freshKey = () => `test:${++counter}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    store = createDbLimitStore(testDb.database.db, () => now);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('gives 50 simultaneous takes the distinct counts 1 to 50', async () => {
    const key = freshKey();
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.take(key, 60_000)));
    expect(hits.map((h) => h.hits).toSorted((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // One window for all of them.
    expect(new Set(hits.map((h) => h.windowStart.getTime())).size).toBe(1);
  });

  it('starts a new window once the last one has ended, not before', async () => {
    const key = freshKey();
    const first = await store.take(key, 60_000);
    expect(first.hits).toBe(1);
    expect(first.resetAt.getTime() - first.windowStart.getTime()).toBe(60_000);
    later(59_999);
    expect((await store.take(key, 60_000)).hits).toBe(2);
    later(1);
    const renewed = await store.take(key, 60_000);
    expect(renewed.hits).toBe(1);
    expect(renewed.windowStart).toEqual(now);
  });

  it('gives a hit back only within the window it was taken in', async () => {
    const key = freshKey();
    const a = await store.take(key, 60_000);
    await store.take(key, 60_000);
    await store.giveBack(key, a);
    expect((await store.take(key, 60_000)).hits).toBe(2);
    later(60_000);
    const fresh = await store.take(key, 60_000);
    expect(fresh.hits).toBe(1);
    // A hit of the old window owes the new one nothing.
    await store.giveBack(key, a);
    expect((await store.take(key, 60_000)).hits).toBe(2);
  });

  it('clears a key, and sweeps only the ended windows', async () => {
    const cleared = freshKey();
    await store.take(cleared, 60_000);
    await store.take(cleared, 60_000);
    await store.clear(cleared);
    expect((await store.take(cleared, 60_000)).hits).toBe(1);

    const ending = freshKey();
    const living = freshKey();
    await store.take(ending, 1000);
    await store.take(living, 10 * 60_000);
    later(1000);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const keys = (await testDb.database.db.select({ key: limitCounters.key }).from(limitCounters)).map((r) => r.key);
    expect(keys).toContain(living);
    expect(keys).not.toContain(ending);
  });

  it('takeAll refuses at the first limit over its max and gives back the ones taken before it', async () => {
    const limits = createAttemptLimits(store);
    const narrow = { prefix: `narrow${counter}`, max: 1, windowMs: 60_000 };
    const wide = { prefix: `wide${counter}`, max: 10, windowMs: 60_000 };
    expect((await limits.takeAll([[wide, 'x'], [narrow, 'x']])).refused).toBeNull();
    const second = await limits.takeAll([[wide, 'x'], [narrow, 'x']]);
    expect(second.refused?.limit).toBe(narrow);
    expect(second.refused?.hit.hits).toBe(2);
    // The wide limit counted only the request that got through.
    expect((await limits.take(wide, 'x')).hit.hits).toBe(2);
  });
});
