import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support/test-app.ts';
import { categories } from './db/schema/index.ts';

describe('content changes', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('contentChanged() refreshes the cached navigation and tells every subscriber', async () => {
    const { services } = ctx.app;
    expect(await services.content.navigationTree()).toEqual([]);
    await ctx.database.db.insert(categories).values({ pid: 0, catname: '基因编辑服务', type: 0, status: 1 } as never);
    // Still the cached (empty) tree until someone says content changed.
    expect(await services.content.navigationTree()).toEqual([]);
    let notified = 0;
    const unsubscribe = services.onContentChange(() => notified++);
    services.contentChanged();
    expect(notified).toBe(1);
    expect((await services.content.navigationTree()).map((c) => c.catname)).toEqual(['基因编辑服务']);
    unsubscribe();
    services.contentChanged();
    expect(notified).toBe(1);
  });
});
