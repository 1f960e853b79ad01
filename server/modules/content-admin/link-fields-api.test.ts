// Link and picture addresses of the content forms (issue 32 point 5.1) through the real app: every
// form of articles, news, categories, company pages, page blocks and web settings refuses
// `javascript:`, `data:` and `vbscript:` in any spelling with its Chinese message and stores nothing,
// and keeps taking http(s) addresses and the site paths it took before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { categories } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, `/content/${path}`, body, { token: editor.token });
const UNSAFE = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];
const PICTURE = '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）';
const LINK = '链接须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）';
const EXTERNAL = '跳转链接须以 http:// 或 https:// 开头';

/** Sends `form` with `field` set to each unsafe address; every one must be refused with `message`. */
async function expectRefused(path: string, form: Record<string, unknown>, field: string, message: string) {
  for (const link of UNSAFE) {
    expect(await call(path, { ...form, [field]: link }), `${path} ${field}=${link}`).toMatchObject({ code: 201, msg: message });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  await t.database.db.insert(categories).values([
    { id: 80, pid: 0, catname: '试剂产品', type: 8 },
    { id: 60, pid: 0, catname: '新闻中心', type: 6 },
  ]);
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t?.close();
});

describe('articles and news', () => {
  const article = { tid: 80, title: '链接测试文章', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1 };
  const item = { tid: 60, title: '链接测试新闻', is_index: 0, status: 1 };

  it('refuse an unsafe picture address and store nothing', async () => {
    await expectRefused('articles/add', article, 'litpic', PICTURE);
    await expectRefused('news/add', item, 'litpic', PICTURE);
    expect((await call('articles/list', { keyword: '链接测试' })).data.total).toBe(0);
    expect((await call('news/list', { keyword: '链接测试' })).data.total).toBe(0);
  });

  it('refuse it on update too, and take uploads and http(s) pictures', async () => {
    const added = await call('articles/add', { ...article, litpic: '/uploads/2026/11/a.webp' });
    expect(added).toMatchObject({ code: 200, data: { litpic: '/uploads/2026/11/a.webp' } });
    await expectRefused('articles/update', { ...article, id: added.data.id }, 'litpic', PICTURE);
    expect(await call('news/add', { ...item, litpic: 'https://cdn.example.com/a.png' })).toMatchObject({ code: 200, data: { litpic: 'https://cdn.example.com/a.png' } });
  });
});

describe('categories', () => {
  const category = { catname: '链接测试栏目', type: 0, sort: 0, status: 1 };

  it('refuse an unsafe 跳转链接, banner or tile picture; a go-URL stays http(s) only', async () => {
    await expectRefused('categories/create', category, 'gourl', EXTERNAL);
    await expectRefused('categories/create', category, 'litpic', PICTURE);
    await expectRefused('categories/create', category, 'litpicm', PICTURE);
    const created = await call('categories/create', { ...category, gourl: 'https://example.com/x', litpic: '/uploads/b.png', litpicm: '/uploads/m.png' });
    expect(created).toMatchObject({ code: 200, data: { gourl: 'https://example.com/x', litpic: '/uploads/b.png', litpicm: '/uploads/m.png' } });
    await expectRefused('categories/update', { ...category, id: created.data.id }, 'gourl', EXTERNAL);
  });
});

describe('company pages and page blocks', () => {
  it('refuse an unsafe page picture', async () => {
    await expectRefused('site/savePage', { slug: 'aboutus', title: '关于我们' }, 'litpic', PICTURE);
    expect(await call('site/savePage', { slug: 'aboutus', title: '关于我们', litpic: '/uploads/about.png' })).toMatchObject({ code: 200 });
  });

  it('refuse an unsafe block picture or link; a block links to a site path or another site', async () => {
    const block = { section: 'gzdidian', title: '链接测试地点' };
    await expectRefused('site/createBlock', block, 'litpic', PICTURE);
    await expectRefused('site/createBlock', block, 'gourl', LINK);
    expect((await call('site/blocks', { section: 'gzdidian' })).data.some((b: { title: string }) => b.title === '链接测试地点')).toBe(false);
    const created = await call('site/createBlock', { ...block, gourl: '/about', litpic: 'https://example.com/p.png' });
    expect(created).toMatchObject({ code: 200, data: { gourl: '/about', litpic: 'https://example.com/p.png' } });
    await expectRefused('site/updateBlock', { ...block, id: created.data.id }, 'gourl', LINK);
  });
});

describe('web settings', () => {
  it('refuse an unsafe QR code or map picture and keep the stored one', async () => {
    const current = (await call('site/settings')).data;
    for (const key of ['xxl_erweima', 'top_weixin_img', 'comany_map']) {
      for (const link of UNSAFE) {
        const res = await call('site/saveSettings', { settings: { ...current.settings, [key]: link }, counters: current.counters });
        expect(res, `${key}=${link}`).toMatchObject({ code: 201, msg: PICTURE });
      }
    }
    expect((await call('site/settings')).data.settings).toEqual(current.settings);
    const saved = await call('site/saveSettings', { settings: { ...current.settings, xxl_erweima: '/uploads/qr.png', comany_map: '' }, counters: current.counters });
    expect(saved).toMatchObject({ code: 200, data: { settings: { xxl_erweima: '/uploads/qr.png', comany_map: '' } } });
  });
});
