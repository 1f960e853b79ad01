// Issue 35 points 4 and 5 through the console's calls on a fresh database: the English picture of a
// product, a page, a carousel slide and the map, saved beside the Chinese one and served to the English
// pages (the Chinese one while it is blank), and a page block's icon, one of the fixed list, returned by
// the public API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { BLOCK_ICON_MESSAGE } from '../../../contracts/block-icons.ts';

let t: TestApp;
let editor: TestStaff;
const call = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: editor.token });
const picture = (name: string) => `/uploads/2026/11/${name.repeat(32)}.webp`;
const ZH = picture('a');
const EN = picture('b');

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  await t.database.db.insert(categories).values([
    { id: 2, pid: 0, catname: '技术服务', type: 10, molds: 'cell_yesheng' },
    { id: 21, pid: 2, catname: '野生型细胞株', type: 10, molds: 'cell_yesheng' },
  ]);
});
afterAll(async () => t?.close());

describe('English pictures', () => {
  it('a product’s English picture is saved beside the Chinese one and shown on the English pages only', async () => {
    const form = { tid: 21, title: 'HEK293T 野生型细胞', en_title: 'HEK293T', article_number: 'CY-W901', species: '人', litpic: ZH, status: 1 };
    const added = await call('/content/products/add', form);
    expect(added).toMatchObject({ code: 200, data: { litpic: ZH, en_litpic: null } });
    const id = added.data.id as number;
    const list = (lang: 'zh' | 'en') => t.app.services.products.list({ tid: 21, keyword: '', page: 1, size: 10 }, { lang });
    // No English picture yet: the English page shows the Chinese one.
    expect((await list('en')).info.data[0]).toMatchObject({ id, litpic: ZH });

    const saved = await call('/content/products/update', { ...form, id, en_litpic: EN });
    expect(saved).toMatchObject({ code: 200, data: { litpic: ZH, en_litpic: EN } });
    expect((await list('en')).info.data[0]).toMatchObject({ id, litpic: EN });
    expect((await list('zh')).info.data[0]).toMatchObject({ id, litpic: ZH });
    expect((await list('zh')).info.data[0]).not.toHaveProperty('en_litpic');
    // The public (Chinese) API answers the Chinese picture, as before.
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/product/index?tid=21' });
    expect(api.json().data.info.data[0]).toMatchObject({ id, litpic: ZH });

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'products')).orderBy(auditLog.id);
    expect(audits.at(-1)).toMatchObject({ before: { en_litpic: null }, after: { en_litpic: EN } });
    // Absent leaves it, blank clears it, a script address is refused.
    expect((await call('/content/products/update', { ...form, id, title: 'HEK293T 细胞' })).data.en_litpic).toBe(EN);
    expect(await call('/content/products/update', { ...form, id, en_litpic: 'javascript:alert(1)' })).toMatchObject({ code: 201 });
    expect((await call('/content/products/update', { ...form, id, en_litpic: ' ' })).data.en_litpic).toBeNull();
    expect((await list('en')).info.data[0]).toMatchObject({ id, litpic: ZH });
  });

  it('the about page’s English picture is the English site’s about picture (home and contact pages)', async () => {
    const page = { slug: 'aboutus', title: '关于我们', litpic: ZH, body: '<p>中文</p>', en_title: 'About Us', en_body: '<p>English</p>' };
    expect(await call('/content/site/savePage', page)).toMatchObject({ code: 200, data: { litpic: ZH, en_litpic: null } });
    expect(await t.app.services.content.aboutUs({ lang: 'en' })).toMatchObject({ litpic: ZH });
    expect(await call('/content/site/savePage', { ...page, en_litpic: EN })).toMatchObject({ code: 200, data: { en_litpic: EN } });
    expect(await t.app.services.content.aboutUs({ lang: 'en' })).toMatchObject({ title: 'About Us', litpic: EN });
    expect(await t.app.services.about.intro({ lang: 'en' })).toMatchObject({ litpic: EN });
    expect(await t.app.services.content.aboutUs()).toMatchObject({ title: '关于我们', litpic: ZH });
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/article/guanyu' });
    expect(api.json().data.info.litpic).toBe(ZH);
  });

  it('a carousel slide’s English picture is the English home page’s slide', async () => {
    const slide = { position: 1, name: 'GUIDE-seq 脱靶检测', adfile: ZH, body: '', is_showbody: 0, gourl: '', status: 1, en_name: 'GUIDE-seq' };
    const added = await call('/content/carousels/add', slide);
    expect(added).toMatchObject({ code: 200, data: { adfile: ZH, en_adfile: null } });
    expect((await t.app.services.articles.carousel(1, { lang: 'en' }))[0]).toMatchObject({ name: 'GUIDE-seq', adfile: ZH });
    expect(await call('/content/carousels/update', { ...slide, id: added.data.id, en_adfile: EN })).toMatchObject({ code: 200, data: { en_adfile: EN } });
    expect((await t.app.services.articles.carousel(1, { lang: 'en' }))[0]).toMatchObject({ adfile: EN });
    expect((await t.app.services.articles.carousel(1))[0]).toMatchObject({ adfile: ZH });
  });

  it('the English map is the setting comany_map_en, the Chinese map while it is blank', async () => {
    const current = (await call('/content/site/settings')).data;
    const save = (settings_en: Record<string, string>) =>
      call('/content/site/saveSettings', { settings: { ...current.settings, comany_map: ZH }, counters: current.counters, settings_en: { ...current.settings_en, ...settings_en } });
    expect(await save({})).toMatchObject({ code: 200 });
    expect(await t.app.services.content.webSettings({ lang: 'en' })).toMatchObject({ comany_map: ZH });
    expect(await save({ comany_map: EN })).toMatchObject({ code: 200, data: { settings: { comany_map: ZH }, settings_en: { comany_map: EN } } });
    expect(await t.app.services.content.webSettings({ lang: 'en' })).toMatchObject({ comany_map: EN });
    expect(await t.app.services.content.webSettings()).toMatchObject({ comany_map: ZH });
    expect(await save({ comany_map: 'javascript:alert(1)' })).toMatchObject({ code: 201 });
  });
});

describe('page block icons', () => {
  it('refuses an icon that is not in the list, saves one that is, and the public API returns it', async () => {
    const block = { section: 'fuwuyoushi', title: '专业团队', litpic: ZH, en_title: 'Expert Team', status: 1 };
    expect(await call('/content/site/createBlock', { ...block, icon: 'bug' })).toMatchObject({ code: 201, msg: BLOCK_ICON_MESSAGE });
    expect(await call('/content/site/createBlock', { ...block, icon: 'TeamOutlined' })).toMatchObject({ code: 201, msg: BLOCK_ICON_MESSAGE });
    const created = await call('/content/site/createBlock', { ...block, icon: 'team' });
    expect(created).toMatchObject({ code: 200, data: { icon: 'team' } });
    const id = created.data.id as number;
    expect(await call('/content/site/updateBlock', { ...block, id, icon: 'no-such' })).toMatchObject({ code: 201, msg: BLOCK_ICON_MESSAGE });

    const publicBlocks = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/about/fuwuyoushi' })).json().data.info as Array<{ id: number; icon: string | null; litpic: string }>;
    expect((await publicBlocks()).find((b) => b.id === id)).toMatchObject({ icon: 'team', litpic: ZH });
    expect((await t.app.services.about.serviceAdvantages({ lang: 'en' })).info.find((b) => b.id === id)).toMatchObject({ title: 'Expert Team', icon: 'team' });

    // Absent leaves the icon; another one of the list replaces it; blank removes it (the picture shows).
    expect((await call('/content/site/updateBlock', { ...block, id, title: '专业团队（博士领衔）' })).data.icon).toBe('team');
    expect((await call('/content/site/updateBlock', { ...block, id, icon: 'audit' })).data.icon).toBe('audit');
    expect((await publicBlocks()).find((b) => b.id === id)?.icon).toBe('audit');
    expect((await call('/content/site/updateBlock', { ...block, id, icon: null })).data.icon).toBeNull();
    expect((await publicBlocks()).find((b) => b.id === id)).toMatchObject({ icon: null, litpic: ZH });
  });
});
