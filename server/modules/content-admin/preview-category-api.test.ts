// Preview links of hidden categories through the real app on a fresh database: a hidden category stays
// out of every public read (menus, the category calls, the pages' reads), its link names the page the
// public menu would open, and the reads the pages' loaders make show it, as if it were shown, only with
// a live token for exactly that category. The service pages' own loader helper is called as is.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, news, previewTokens } from '../../db/schema/index.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { readServiceCategory } from '../../../app/features/service/service-page-data.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

const call = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: editor.token });
const pub = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json() as { code: number; msg: string; data: any };
const linkOf = async (entity: string, id: number): Promise<string> => {
  const res = await call('/content/previewLink', { entity, id });
  expect(res.code).toBe(200);
  return res.data.url as string;
};
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('preview')!;
const previewed = (url: string) => t.app.services.preview.previewedId(url, 'category');
const expire = (id: number) =>
  t.database.db.update(previewTokens).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(and(eq(previewTokens.entity, 'category'), eq(previewTokens.entity_id, id)));

/** Every id of a tree, depth first. */
const idsOf = (nodes: readonly CategoryNode[]): number[] => nodes.flatMap((node) => [node.id, ...idsOf(node.childs ?? [])]);
/** What the /dynamicIndex and /dynamicDetail loaders read for a page URL (absolute, as React Router hands it). */
const servicePage = (url: string) => readServiceCategory(t.app.services, new Request(new URL(url, 'http://site.test')));
const HIDDEN = [202, 210, 211, 212, 215, 221, 230, 240, 250, 260, 270];

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  await t.database.db.insert(categories).values([
    { id: 200, pid: 0, catname: '业务', type: 0, sort: 1 },
    { id: 201, pid: 200, catname: '基因编辑', type: 1, sort: 1 },
    { id: 202, pid: 200, catname: '新服务', type: 1, sort: 2, status: 0, body: '<p>新服务介绍</p><script>x</script>', litpic: '/uploads/banner-202.jpg' },
    // A hidden section: its shown child is unreachable until the section is shown.
    { id: 210, pid: 0, catname: '隐藏版块', type: 0, sort: 2, status: 0 },
    { id: 211, pid: 210, catname: '子服务甲', type: 1, sort: 1 },
    { id: 212, pid: 210, catname: '子服务乙', type: 1, sort: 0, status: 0 },
    { id: 215, pid: 212, catname: '子服务乙一', type: 1, status: 0 },
    { id: 220, pid: 0, catname: '新闻中心', type: 6, sort: 3 },
    { id: 221, pid: 220, catname: '行业动态', type: 6, status: 0 },
    { id: 230, pid: 0, catname: '试剂产品', type: 8, sort: 4, status: 0, body: '<p>产品介绍</p>' },
    { id: 240, pid: 0, catname: '荧光素酶细胞株', type: 9, molds: 'cell_luc', sort: 5, status: 0 },
    { id: 250, pid: 0, catname: '新质粒平台', type: 2, sort: 6, status: 0 },
    { id: 260, pid: 200, catname: '外部平台', type: 1, gourl: 'https://partner.example.com/x', sort: 3, status: 0 },
    { id: 270, pid: 0, catname: '未知类型', type: 99, sort: 7, status: 0 },
  ]);
  await t.database.db.insert(news).values({ tid: 221, title: '隐藏栏目里的新闻', status: 1 });
});

afterAll(async () => {
  await t?.close();
});

describe('a hidden category without a preview', () => {
  it('stays out of the menus, the category calls and the pages, token or not', async () => {
    const token = tokenOf(await linkOf('category', 202));
    for (const tree of [await t.app.services.content.navigationTree(), await t.app.services.content.allCategories(), await t.app.services.content.allCategories(null)]) {
      expect(idsOf(tree)).toEqual(expect.arrayContaining([200, 201, 220]));
      for (const id of HIDDEN) expect(idsOf(tree)).not.toContain(id);
    }
    // The public calls never take a token.
    expect(await pub(`/category/read?id=202&preview=${token}`)).toMatchObject({ code: 404 });
    expect(idsOf((await pub(`/category/index?preview=${token}`)).data)).not.toContain(202);
    await expect(servicePage('/dynamicDetail?id=202')).rejects.toMatchObject({ init: { status: 404 } });
    expect(await t.app.services.products.productServicePage(230)).toBeNull();
    expect((await t.app.services.news.list({ tid: 221, page: 1, size: 5 })).total).toBe(0);
  });
});

describe('the preview link of a category', () => {
  it('names the page the public menu would open, never another host', async () => {
    const page = async (id: number) => (await linkOf('category', id)).replace(/preview=[\w-]{43}$/, 'preview=T');
    expect(await page(202)).toBe('/dynamicDetail?id=202&preview=T');
    // A top-level section acts as its first shown child (the hidden one stays hidden).
    expect(await page(210)).toBe('/dynamicDetail?id=211&preview=T');
    expect(await page(221)).toBe('/newsCenter?type=6&id=221&preview=T');
    expect(await page(230)).toBe('/productService?id=230&preview=T');
    expect(await page(240)).toBe('/techService?type=1&id=240&molds=cell_luc&preview=T');
    expect(await page(250)).toBe('/plasmidPlatform/plasmidPlatformList?preview=T');
    // A go-URL and an unknown type: the home page, whose menu shows them.
    expect(await page(260)).toBe('/?preview=T');
    expect(await page(270)).toBe('/?preview=T');
    expect(await call('/content/previewLink', { entity: 'category', id: 999999 })).toMatchObject({ code: 201, msg: '要预览的内容不存在' });
  });
});

describe('a page with a category preview token', () => {
  it('shows the category as if it were shown: menu, breadcrumb, body, banner', async () => {
    const url = await linkOf('category', 202);
    const id = await previewed(url);
    expect(id).toBe(202);
    const menu = await t.app.services.content.navigationTree(id);
    const section = menu.find((node) => node.id === 200)!;
    expect(section.childs.map((node) => node.id)).toEqual([201, 202]);
    expect(section.childs[1]!.body).toBeNull();
    const page = await servicePage(url);
    expect(page.category).toMatchObject({ id: 202, catname: '新服务', body: '<p>新服务介绍</p>' });
    expect(page.trail.map((node) => node.catname)).toEqual(['业务']);
    expect(page.banner).toBe('/uploads/banner-202.jpg');
    // The shared snapshot is untouched: the next public read is as before.
    expect(idsOf(await t.app.services.content.navigationTree())).not.toContain(202);
    await expect(servicePage('/dynamicDetail?id=202')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('shows a hidden section with its shown children, not its other hidden ones', async () => {
    const url = await linkOf('category', 210);
    const page = await servicePage(url);
    expect(page.category.id).toBe(211);
    expect(page.trail.map((node) => node.id)).toEqual([210]);
    const tree = await t.app.services.content.allCategories(await previewed(url));
    expect(tree.find((node) => node.id === 210)!.childs.map((node) => node.id)).toEqual([211]);
  });

  it('shows the hidden ancestors of a category below a hidden one', async () => {
    const url = await linkOf('category', 215);
    expect(url).toMatch(/^\/dynamicDetail\?id=215&/);
    const page = await servicePage(url);
    expect(page.trail.map((node) => node.id)).toEqual([210, 212]);
    expect(page.category.catname).toBe('子服务乙一');
  });

  it('lists a news category, shows a product and a technical-service category', async () => {
    const newsId = await previewed(await linkOf('category', 221));
    expect((await t.app.services.news.list({ tid: 221, page: 1, size: 5 }, newsId)).data.map((row) => row.title)).toEqual(['隐藏栏目里的新闻']);

    const productId = await previewed(await linkOf('category', 230));
    expect(await t.app.services.products.productServicePage(230, productId)).toMatchObject({ category: { id: 230, catname: '试剂产品', body: '<p>产品介绍</p>' } });

    const techQuery = { id: 240, idGiven: true, molds: 'cell_luc', keyword: '', page: 1, size: 15 };
    expect((await t.app.services.products.techServicePage(techQuery)).active).toBeNull();
    const techId = await previewed(await linkOf('category', 240));
    const tech = await t.app.services.products.techServicePage(techQuery, { category: techId });
    expect(tech.active).toMatchObject({ tid: 240, molds: 'cell_luc' });
    expect(tech.menu.map((entry) => entry.tid)).toContain(240);
    expect(tech.path.map((node) => node.catname)).toEqual(['荧光素酶细胞株']);
  });

  it('shows nothing hidden with another category\'s, an expired, a forged or another entity\'s token', async () => {
    const other = await linkOf('category', 202);
    await expect(servicePage(`/dynamicDetail?id=211&preview=${tokenOf(other)}`)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await t.app.services.products.productServicePage(230, await previewed(other))).toBeNull();
    await expect(servicePage(`/dynamicDetail?id=202&preview=${'a'.repeat(43)}`)).rejects.toMatchObject({ init: { status: 404 } });
    // A token for another kind of content that names the same id.
    const articleToken = 'b'.repeat(43);
    const tokenHash = createHash('sha256').update(articleToken).digest('hex');
    await t.database.db.insert(previewTokens).values({ token_hash: tokenHash, entity: 'article', entity_id: 202, staff_id: editor.id, expires_at: new Date(t.clock.ms() + 60_000) });
    expect(await t.app.services.preview.allows(`/?preview=${articleToken}`, 'article', 202)).toBe(true);
    await expect(servicePage(`/dynamicDetail?id=202&preview=${articleToken}`)).rejects.toMatchObject({ init: { status: 404 } });
    // Expired.
    expect(await previewed(other)).toBe(202);
    await expire(202);
    expect(await previewed(other)).toBeNull();
    await expect(servicePage(other)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers private and noindex on every page it may land on', async () => {
    const token = tokenOf(await linkOf('category', 230));
    for (const url of ['/dynamicDetail?id=202', '/productService?id=230', '/newsCenter?type=6&id=221', '/techService?type=1&id=240&molds=cell_luc', '/plasmidPlatform/plasmidPlatformList', '/']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}preview=${token}` });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });
});
