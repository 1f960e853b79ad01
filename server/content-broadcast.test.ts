// Two app servers on one PostgreSQL database: a content change on one reaches the other's caches as
// soon as its notification arrives (server/db/change-bus.ts), also after the other's listening
// connection was killed. How soon is a matter of the machine's load, so no time is asserted here.
// Needs a real PostgreSQL server (LISTEN/NOTIFY between processes): it runs in the PostgreSQL pass
// (`TEST_DATABASE_URL=postgres://… npx vitest run server/content-broadcast.test.ts`).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { categories } from './db/schema/index.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('content changes across app servers (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { databaseUrl: a.databaseUrl, clock: a.clock });
    // Ready = listening for the other servers' changes.
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The navigation menu as app B serves it (answered from B's in-memory content cache). */
  async function menuOnB(): Promise<string[]> {
    const response = await b.app.inject({ method: 'GET', url: '/api/v1/category/index' });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { catname: string }[]).map((node) => node.catname);
  }

  /**
   * Waits until B has heard `received` notifications in all, then B serves `catname` at once: the
   * notification, not a cache expiry or a later request, is what refreshed it.
   */
  async function expectOnBOnceTold(catname: string, received: number): Promise<void> {
    await vi.waitFor(() => expect(b.app.services.contentBus.stats().received).toBeGreaterThanOrEqual(received), { timeout: 60_000, interval: 10 });
    expect(b.app.services.contentBus.stats().received).toBe(received);
    expect(await menuOnB()).toContain(catname);
  }

  it('a change announced on app A is served by app B within one second', async () => {
    expect(a.app.services.contentBus.stats().listening).toBe(true);
    expect(b.app.services.contentBus.stats().listening).toBe(true);
    let pagesDropped = 0;
    const unsubscribe = b.app.services.onContentChange(() => pagesDropped++);

    expect(await menuOnB()).toEqual([]);
    await a.database.db.insert(categories).values({ pid: 0, catname: '基因编辑服务', type: 0, status: 1 } as never);
    // B answers from its cache until told: the notification, not a TTL, is what refreshes it.
    expect(await menuOnB()).toEqual([]);

    await a.app.services.contentChanged();
    await expectOnBOnceTold('基因编辑服务', 1);
    // B's rendered-page cache is told as well; A skipped its own notification (it dropped its caches at once).
    expect(pagesDropped).toBe(1);
    expect(b.app.services.contentBus.stats().received).toBe(1);
    expect(a.app.services.contentBus.stats().received).toBe(0);
    unsubscribe();
  });

  it("B's listener reconnects after its connection is terminated and still hears A", async () => {
    const before = b.app.services.contentBus.stats();
    expect(before.pid).toBeGreaterThan(0);
    const result = await a.database.executeSql('select pg_terminate_backend($1) as done', [before.pid]);
    expect((result as { rows: { done: boolean }[] }).rows[0]!.done).toBe(true);

    // The first retry comes after 250 ms.
    await vi.waitFor(
      () => {
        const now = b.app.services.contentBus.stats();
        expect(now.listening).toBe(true);
        expect(now.reconnects).toBe(1);
        expect(now.pid).not.toBe(before.pid);
      },
      { timeout: 60_000, interval: 20 },
    );

    expect(await menuOnB()).not.toContain('细胞系构建');
    await a.database.db.insert(categories).values({ pid: 0, catname: '细胞系构建', type: 0, status: 1 } as never);
    expect(await menuOnB()).not.toContain('细胞系构建');
    await a.app.services.contentChanged();
    await expectOnBOnceTold('细胞系构建', before.received + 1);
    expect(b.app.services.contentBus.stats().received).toBe(before.received + 1);
  });
});
