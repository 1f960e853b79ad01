import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support/test-app.ts';
import { categories, news, pages } from './db/schema/index.ts';
import { PRIVACY_PAGE_SLUG } from './modules/search/service.ts';

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

  it('contentChanged() also refreshes the privacy page and the sitemap at once', async () => {
    const { services } = ctx.app;
    expect((await services.search.privacyPolicy()).body).toBe('');
    expect(await services.seo.sitemap()).not.toContain('newsId=');
    await ctx.database.db.insert(pages).values({ slug: PRIVACY_PAGE_SLUG, title: '隐私政策', body: '<p>新的隐私条款</p>' } as never);
    const [row] = await ctx.database.db.insert(news).values({ tid: 0, title: '新发布' } as never).returning({ id: news.id });
    expect((await services.search.privacyPolicy()).body).toBe('');
    services.contentChanged();
    expect((await services.search.privacyPolicy()).body).toBe('<p>新的隐私条款</p>');
    expect(await services.seo.sitemap()).toContain(`newsId=${row!.id}`);
  });
});
