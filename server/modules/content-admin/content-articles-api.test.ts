// The console's articles, news and preview links through the real app on a fresh database: rules,
// messages, sanitising, audit rows of changed fields, and what the public sees after each save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, categories, previewTokens } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

const call = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: editor.token });
const pub = async (url: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}` });
  return res.json() as { code: number; msg: string; data: any };
};
const auditOf = async (entity: string, id: number) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity))).filter((row) => row.entity_id === String(id));

const product = {
  tid: 80,
  title: 'SpCas9 核酸酶',
  litpic: '/uploads/cas9.png',
  description: '<p>高纯度</p>',
  body: '<h2>SpCas9</h2><p><a class="product-buy" href="#buy" data-product="SpCas9">立即购买</a></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  keywords: 'Cas9',
  is_tuijian: 0,
  is_mingxing: 1,
  sort: 3,
  status: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values([
    { id: 10, pid: 0, catname: '基因编辑服务', type: 1 },
    { id: 80, pid: 0, catname: '试剂产品', type: 8 },
    { id: 60, pid: 0, catname: '新闻中心', type: 6 },
    { id: 70, pid: 0, catname: '技术资料', type: 7 },
  ]);
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t?.close();
});

describe('articles', () => {
  let id: number;

  it('adds an article with its HTML sanitised as the public site does (the buy button survives)', async () => {
    const res = await call('/content/articles/add', product);
    expect(res).toMatchObject({ code: 200, msg: '已添加' });
    id = res.data.id;
    expect(res.data).toMatchObject({ tid: 80, title: 'SpCas9 核酸酶', catname: '试剂产品', is_mingxing: 1, sort: 3, status: 1 });
    expect(res.data.body).toBe('<h2>SpCas9</h2><p><a class="product-buy" href="#buy">立即购买</a></p><img src="x" />');
    const [created] = await auditOf('articles', id);
    expect(created).toMatchObject({ action: 'content.article.create', staff_id: editor.id });
    expect((created!.after as any).title).toBe('SpCas9 核酸酶');
  });

  it('refuses a missing title, category and a bad sort with the form messages', async () => {
    expect(await call('/content/articles/add', { ...product, title: '  ' })).toMatchObject({ code: 201, msg: '请输入标题' });
    expect(await call('/content/articles/add', { ...product, tid: '' })).toMatchObject({ code: 201, msg: '请选择栏目' });
    expect(await call('/content/articles/add', { ...product, tid: 999 })).toMatchObject({ code: 201, msg: '栏目不存在' });
    expect(await call('/content/articles/add', { ...product, sort: -1 })).toMatchObject({ code: 201, msg: '排序须为 0 到 9999 的整数' });
    expect(await call('/content/articles/add', { ...product, status: 2 })).toMatchObject({ code: 201, msg: '请选择显示或隐藏' });
  });

  it('edits every field; the audit row holds only the changed fields; the public call shows it at once', async () => {
    expect((await pub('/article/index?tid=80')).data.data[0].title).toBe('SpCas9 核酸酶');
    const body = '<p>新版说明</p><p><a class="product-buy" href="#buy">立即购买</a></p>';
    const res = await call('/content/articles/update', { ...product, id, title: 'SpCas9 核酸酶（新版）', body });
    expect(res).toMatchObject({ code: 200, msg: '已保存' });
    const audit = (await auditOf('articles', id)).find((row) => row.action === 'content.article.update')!;
    expect(audit.before).toEqual({ title: 'SpCas9 核酸酶', body: '<h2>SpCas9</h2><p><a class="product-buy" href="#buy">立即购买</a></p><img src="x" />' });
    expect(audit.after).toEqual({ title: 'SpCas9 核酸酶（新版）', body });
    const shown = (await pub('/article/index?tid=80')).data.data[0];
    expect(shown).toMatchObject({ title: 'SpCas9 核酸酶（新版）', body });
  });

  it('lists with filters: keyword, category, status', async () => {
    await call('/content/articles/add', { ...product, tid: 10, title: '敲除细胞系构建', is_mingxing: 0, status: 0 });
    const all = await call('/content/articles/list', {});
    expect(all.data.total).toBe(2);
    expect((await call('/content/articles/list', { keyword: '敲除' })).data.data.map((a: any) => a.title)).toEqual(['敲除细胞系构建']);
    expect((await call('/content/articles/list', { tid: 80 })).data.data.map((a: any) => a.id)).toEqual([id]);
    expect((await call('/content/articles/list', { status: 0 })).data.data.map((a: any) => a.title)).toEqual(['敲除细胞系构建']);
  });

  it('hides and shows: a hidden article leaves the public list at once', async () => {
    expect((await call('/content/articles/setStatus', { id, status: 0 })).data.status).toBe(0);
    expect((await pub('/article/index?tid=80')).data.total).toBe(0);
    const [row] = (await auditOf('articles', id)).filter((r) => r.action === 'content.article.status');
    expect(row).toMatchObject({ before: { status: 1 }, after: { status: 0 } });
    await call('/content/articles/setStatus', { id, status: 1 });
    expect((await pub('/article/index?tid=80')).data.total).toBe(1);
  });

  it('deletes with the whole row in the audit log; a second delete says it is gone', async () => {
    const extra = await call('/content/articles/add', { ...product, title: '待删除' });
    expect(await call('/content/articles/remove', { id: extra.data.id })).toMatchObject({ code: 200, msg: '已删除' });
    const [row] = (await auditOf('articles', extra.data.id)).filter((r) => r.action === 'content.article.delete');
    expect((row!.before as any).title).toBe('待删除');
    expect(await call('/content/articles/remove', { id: extra.data.id })).toMatchObject({ code: 201, msg: '文章不存在' });
    expect(await call('/content/articles/detail', { id: extra.data.id })).toMatchObject({ code: 201, msg: '文章不存在' });
  });

  it('is for editors and admins only', async () => {
    const sales = await createStaff(t.app, ['sales']);
    expect((await adminCall(t.app, '/content/articles/list', {}, { token: sales.token })).status).toBe(403);
    const admin = await createStaff(t.app, ['admin']);
    expect((await adminCall(t.app, '/content/articles/list', {}, { token: admin.token })).code).toBe(200);
  });
});

describe('news', () => {
  const item = { tid: 60, title: '公司发布新平台', litpic: '/uploads/n.png', description: '<p>摘要</p>', body: '<p>正文<iframe src="x"></iframe></p>', keywords: '', is_index: 1, status: 1, create_time: '2026-03-05' };

  it('adds an item with its date, sanitised, shown by the public call at once', async () => {
    const res = await call('/content/news/add', item);
    expect(res).toMatchObject({ code: 200, msg: '已添加' });
    expect(res.data).toMatchObject({ catname: '新闻中心', body: '<p>正文</p>', keywords: null, create_time: '2026-03-04T16:00:00.000Z' });
    const read = await pub(`/news/read?id=${res.data.id}`);
    expect(read.data).toMatchObject({ title: '公司发布新平台', litpic: '/uploads/n.png', body: '<p>正文</p>' });
    expect((await pub('/news/index?tid=60')).data.total).toBe(1);
  });

  it('refuses a category that is not news or technical documents, and a bad date', async () => {
    expect(await call('/content/news/add', { ...item, tid: 80 })).toMatchObject({ code: 201, msg: '新闻只能放在新闻中心或技术资料栏目下' });
    expect(await call('/content/news/add', { ...item, create_time: '2026-02-31' })).toMatchObject({ code: 201, msg: '发布时间格式不正确' });
    expect((await call('/content/news/categories')).data.map((c: any) => c.catname)).toEqual(['新闻中心', '技术资料']);
  });

  it('edits (blank date keeps it), a draft is not public, delete', async () => {
    const { data: created } = await call('/content/news/add', { ...item, title: '技术资料一' , tid: 70 });
    const res = await call('/content/news/update', { ...item, id: created.id, tid: 70, title: '技术资料（草稿）', status: 0, create_time: '' });
    expect(res.data).toMatchObject({ title: '技术资料（草稿）', status: 0, create_time: '2026-03-04T16:00:00.000Z' });
    expect(await pub(`/news/read?id=${created.id}`)).toMatchObject({ code: 404, msg: '新闻不存在' });
    const audit = (await auditOf('news', created.id)).find((r) => r.action === 'content.news.update')!;
    expect(audit.after).toEqual({ title: '技术资料（草稿）', status: 0 });
    expect(await call('/content/news/remove', { id: created.id })).toMatchObject({ code: 200, msg: '已删除' });
  });
});

describe('preview links', () => {
  it('give the public page with a token that shows the draft for 10 minutes, to that item only', async () => {
    const { data: draft } = await call('/content/news/add', { tid: 60, title: '草稿新闻', body: '<p>未发布</p>', is_index: 0, status: 0 });
    const res = await call('/content/previewLink', { entity: 'news', id: draft.id });
    expect(res.code).toBe(200);
    expect(res.data.url).toMatch(new RegExp(`^/newsCenter/newsCenterDetail\\?newsId=${draft.id}&preview=[\\w-]{43}$`));
    expect(new Date(res.data.expires_at).getTime() - t.clock.ms()).toBe(600_000);
    const preview = t.app.services.preview;
    expect(await preview.allows(res.data.url, 'news', draft.id)).toBe(true);
    expect(await preview.allows(res.data.url, 'news', draft.id + 1)).toBe(false);
    expect(await preview.allows(res.data.url, 'article', draft.id)).toBe(false);
    expect(await preview.allows(`/newsCenter/newsCenterDetail?newsId=${draft.id}&preview=${'a'.repeat(43)}`, 'news', draft.id)).toBe(false);
    expect(await t.app.services.news.find(draft.id)).toBeNull();
    expect((await t.app.services.news.find(draft.id, { preview: true }))?.title).toBe('草稿新闻');
    // Only the hash is stored.
    const [row] = await t.database.db.select().from(previewTokens).where(eq(previewTokens.entity_id, draft.id));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.url).not.toContain(row!.token_hash);
  });

  it('expire', async () => {
    const { data: draft } = await call('/content/news/add', { tid: 60, title: '过期预览', is_index: 0, status: 0 });
    const { data } = await call('/content/previewLink', { entity: 'news', id: draft.id });
    await t.database.db.update(previewTokens).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(eq(previewTokens.entity_id, draft.id));
    expect(await t.app.services.preview.allows(data.url, 'news', draft.id)).toBe(false);
  });

  it('point an article to its category page, refuse a missing item or an entity without a page', async () => {
    const { data: service } = await call('/content/articles/add', { ...product, tid: 10, title: '服务草稿', status: 0 });
    expect((await call('/content/previewLink', { entity: 'article', id: service.id })).data.url).toMatch(/^\/dynamicDetail\?id=10&preview=/);
    const { data: reagent } = await call('/content/articles/add', { ...product, title: '产品草稿', status: 0 });
    const link = (await call('/content/previewLink', { entity: 'article', id: reagent.id })).data.url;
    expect(link).toMatch(/^\/productService\?id=80&preview=/);
    expect(await t.app.services.preview.previewedId(link, 'article')).toBe(reagent.id);
    expect((await t.app.services.articles.findForPreview(reagent.id))?.title).toBe('产品草稿');
    expect(await call('/content/previewLink', { entity: 'news', id: 99999 })).toMatchObject({ code: 201, msg: '要预览的内容不存在' });
    expect(await call('/content/previewLink', { entity: 'shop', id: 1 })).toMatchObject({ code: 201, msg: '不支持预览该类型' });
  });

  it('make any page asked with ?preview= private and noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/newsCenter/newsCenterDetail?newsId=1&preview=abc' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
