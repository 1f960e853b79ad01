// Versions of console content through the real app on a fresh database: every save of every content
// type keeps one (same transaction as the save), the history shows who changed which fields, and a
// restore is a new, audited save of the old snapshot that the public site shows at once.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, contentVersions } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let other: TestStaff;
const call = (path: string, body: Record<string, unknown> = {}, staff = editor) => adminCall(t.app, `/content/${path}`, body, { token: staff.token });
const pub = async (url: string) => (await t.app.inject({ method: 'POST', url: `/api/v1${url}` })).json() as { code: number; msg: string; data: any };
const versionsOf = (entity: string, id: number | string) =>
  t.database.db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entity_id, String(id))))
    .orderBy(asc(contentVersions.version));

const newsItem = { tid: 60, title: '公司发布新一代编辑工具', litpic: '', description: '<p>摘要一</p>', body: '<p>第一版正文</p>', keywords: '编辑', is_index: 0, status: 1, create_time: '2026-03-05 09:30' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor'], { name: '王编辑' });
  other = await createStaff(t.app, ['editor'], { name: '李编辑' });
  await t.database.db.insert(categories).values([
    { id: 10, pid: 0, catname: '基因编辑服务', type: 1 },
    { id: 60, pid: 0, catname: '新闻中心', type: 6 },
  ]);
});
afterAll(async () => t?.close());

describe('/api/admin/v1/content/versions', () => {
  it('keeps a version of every save, and the history says who changed which field', async () => {
    const created = (await call('news/add', newsItem)).data;
    await call('news/update', { ...newsItem, id: created.id, title: '公司发布第二代编辑工具', body: '<p>第二版正文</p>' }, other);
    await call('news/setStatus', { id: created.id, status: 0 });
    // Saving the same values changes nothing and keeps no version.
    await call('news/update', { ...newsItem, id: created.id, title: '公司发布第二代编辑工具', body: '<p>第二版正文</p>', status: 0 }, other);

    const rows = await versionsOf('news', created.id);
    expect(rows.map((r) => [r.version, r.action, r.staff_email])).toEqual([
      [1, 'content.news.create', editor.email],
      [2, 'content.news.update', other.email],
      [3, 'content.news.status', editor.email],
    ]);
    expect(rows[1]!.snapshot).toMatchObject({ id: created.id, title: '公司发布第二代编辑工具', body: '<p>第二版正文</p>', status: 1 });

    const history = await call('versions/history', { entity: 'news', entity_id: created.id });
    expect(history).toMatchObject({ code: 200, data: { entity: 'news', entity_id: String(created.id), total: 3 } });
    const [third, second, first] = history.data.versions;
    expect(third).toMatchObject({ version: 3, staff_name: '王编辑', changes: [{ field: 'status', before: 1, after: 0 }] });
    expect(second).toMatchObject({ version: 2, staff_name: '李编辑', staff_email: other.email });
    expect(second.changes).toEqual([
      { field: 'title', before: '公司发布新一代编辑工具', after: '公司发布第二代编辑工具' },
      { field: 'body', before: '<p>第一版正文</p>', after: '<p>第二版正文</p>' },
    ]);
    // The first version lists what the item was created with.
    expect(first.changes).toEqual(expect.arrayContaining([{ field: 'title', before: null, after: '公司发布新一代编辑工具' }]));
  });

  it('restores a version in one call: a new save (audited, itself a version) the public site shows at once', async () => {
    const created = (await call('news/add', { ...newsItem, title: '旧标题' })).data;
    await call('news/update', { ...newsItem, id: created.id, title: '新标题', body: '<p>改过的正文</p>' });
    expect((await pub(`/news/read?id=${created.id}`)).data).toMatchObject({ title: '新标题' });

    const restored = await call('versions/restore', { entity: 'news', entity_id: created.id, version: 1 }, other);
    expect(restored).toMatchObject({ code: 200, msg: '已恢复', data: { entity: 'news', entity_id: String(created.id), restored: 1 } });
    // The public page's cache dropped as on a save.
    expect((await pub(`/news/read?id=${created.id}`)).data).toMatchObject({ title: '旧标题', body: '<p>第一版正文</p>' });
    expect((await call('news/detail', { id: created.id })).data).toMatchObject({ title: '旧标题', create_time: '2026-03-05T01:30:00.000Z' });

    const rows = await versionsOf('news', created.id);
    expect(rows.map((r) => [r.version, r.action, r.restored_from, r.staff_email])).toEqual([
      [1, 'content.news.create', null, editor.email],
      [2, 'content.news.update', null, editor.email],
      [3, 'content.version.restore', 1, other.email],
    ]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.version.restore'), eq(auditLog.entity_id, String(created.id))));
    expect(audit).toMatchObject({
      staff_email: other.email,
      entity: 'news',
      before: { title: '新标题', body: '<p>改过的正文</p>' },
      after: { title: '旧标题', body: '<p>第一版正文</p>', restored_version: 1 },
    });

    expect(await call('versions/restore', { entity: 'news', entity_id: created.id, version: 1 })).toMatchObject({ code: 201, msg: '当前内容与该版本相同，无需恢复' });
    expect(await call('versions/restore', { entity: 'news', entity_id: created.id, version: 99 })).toMatchObject({ status: 404, msg: '该版本不存在' });
    expect(await call('versions/history', { entity: 'orders', entity_id: 1 })).toMatchObject({ code: 201, msg: '该类内容没有版本记录' });
  });

  it('brings a deleted item back under its id from its last version', async () => {
    const job = { type: 0, title: '实验员', leixing: '技术类', didian: '上海', renshu: '2', body: '<p>职责</p>', sort: 0, status: 1 };
    const created = (await call('jobs/create', job)).data;
    await call('jobs/delete', { id: created.id });
    const rows = await versionsOf('job_postings', created.id);
    expect(rows.map((r) => [r.version, r.action, r.deleted])).toEqual([
      [1, 'content.job.create', 0],
      [2, 'content.job.delete', 1],
    ]);
    expect((await call('versions/restore', { entity: 'job_postings', entity_id: created.id, version: 2 })).code).toBe(200);
    expect((await pub(`/article/show?id=${created.id}`)).data.info).toMatchObject({ id: created.id, title: '实验员' });
    expect((await versionsOf('job_postings', created.id)).map((r) => r.action)).toEqual(['content.job.create', 'content.job.delete', 'content.version.restore']);
  });

  it('keeps versions of every content type the console edits', async () => {
    const article = (await call('articles/add', { tid: 10, title: '基因敲除', litpic: '', description: '', body: '<p>a</p>', keywords: '', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1 })).data;
    await call('articles/update', { ...article, title: '基因敲除服务' });
    const ad = (await call('carousels/add', { position: 1, name: '首页一', adfile: '/uploads/a.webp', body: '', is_showbody: 1, gourl: '', status: 1 })).data;
    await call('carousels/update', { ...ad, name: '首页一改' });
    const category = (await call('categories/create', { pid: 0, catname: '新栏目', type: 0, sort: 0, status: 1 })).data;
    await call('categories/update', { ...category, catname: '新栏目改' });
    const block = (await call('site/createBlock', { section: 'gzdidian', title: '上海', sort: 1, status: 1 })).data;
    await call('site/updateBlock', { ...block, title: '上海总部' });
    await call('site/savePage', { slug: 'privacy', title: '隐私政策', body: '<p>一</p>' });
    await call('site/savePage', { slug: 'privacy', title: '隐私政策', body: '<p>二</p>' });
    await t.database.db.insert(categories).values({ id: 21, pid: 0, catname: '野生型细胞株', type: 10, molds: 'cell_yesheng' });
    const product = (await call('products/add', { tid: 21, title: 'HEK293T', status: 1 })).data;
    await call('products/update', { ...product, title: 'HEK293T 野生型' });

    for (const [entity, id, field, last] of [
      ['articles', article.id, 'title', '基因敲除服务'],
      ['ads', ad.id, 'name', '首页一改'],
      ['categories', category.id, 'catname', '新栏目改'],
      ['page_blocks', block.id, 'title', '上海总部'],
      ['pages', 'privacy', 'body', '<p>二</p>'],
      ['products', product.id, 'title', 'HEK293T 野生型'],
    ] as const) {
      const history = (await call('versions/history', { entity, entity_id: id })).data;
      expect(history.total, entity).toBe(2);
      expect(history.versions[0].changes.find((c: { field: string }) => c.field === field), entity).toMatchObject({ after: last });
      expect((await call('versions/restore', { entity, entity_id: id, version: 1 })).code, entity).toBe(200);
      expect((await call('versions/history', { entity, entity_id: id })).data.total, entity).toBe(3);
    }
    expect((await pub('/dsm/indexad?id=1')).data.map((a: { name: string }) => a.name)).toContain('首页一');
  });
});
