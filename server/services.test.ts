import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support/test-app.ts';
import { ads, articles, categories, news, pages } from './db/schema/index.ts';
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

  it('contentChanged() refreshes the home page lists (carousel, recommendations, news) served from memory', async () => {
    const { services } = ctx.app;
    const read = async () => ({
      ads: (await services.articles.carousel(1)).map((ad) => ad.name),
      recommended: (await services.articles.recommended()).map((item) => item.title),
      news: (await services.news.indexNews(6)).map((item) => item.title),
    });
    const before = await read();
    await ctx.database.db.insert(ads).values({ position: 1, name: '新轮播', adfile: '/uploads/ad.png' } as never);
    await ctx.database.db.insert(articles).values({ tid: 0, title: '新推荐', is_tuijian: 1 } as never);
    await ctx.database.db.insert(news).values({ tid: 0, title: '首页新闻', is_index: 1 } as never);
    // Served from memory until someone says content changed…
    expect(await read()).toEqual(before);
    services.contentChanged();
    // …then read again at once.
    const after = await read();
    expect(after.ads).toContain('新轮播');
    expect(after.recommended).toContain('新推荐');
    expect(after.news).toContain('首页新闻');
  });
});
