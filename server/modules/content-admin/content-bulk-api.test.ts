// Bulk actions and exports of the console's news and articles (issue 35 point 9) through the real app:
// the editor role as the single actions require it, at most 200 ids, one transaction (a missing row
// leaves every row as it was), one audit row per changed row, one cache drop per request, and exports
// of every row the filters match as CSV and .xlsx.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, categories, news } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let sales: TestStaff;
const ids: number[] = [];

const call = (url: string, body: Record<string, unknown> = {}, token = editor.token) => adminCall(t.app, url, body, { token });
const statuses = async () => (await t.database.db.select({ id: news.id, status: news.status, tid: news.tid }).from(news).where(inArray(news.id, ids))).toSorted((a, b) => a.id - b.id);
const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values([
    { id: 60, pid: 0, catname: '新闻中心', type: 6 },
    { id: 70, pid: 0, catname: '技术资料', type: 7 },
    { id: 80, pid: 0, catname: '试剂产品', type: 8 },
  ]);
  editor = await createStaff(t.app, ['editor']);
  sales = await createStaff(t.app, ['sales']);
  for (const [i, title] of ['第一条', '第二条', '第三条', '=HYPERLINK("x") 公式'].entries()) {
    const res = await call('/content/news/add', { tid: 60, title, status: 1, is_index: 0, create_time: `2026-03-0${i + 1} 10:00:00` });
    expect(res.code).toBe(200);
    ids.push(res.data.id);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('news bulk actions', () => {
  it('refuses a member without the editor role, and a request over 200 ids or with none', async () => {
    expect(await call('/content/news/bulk', { action: 'hide', ids: [ids[0]] }, sales.token)).toMatchObject({ status: 403, code: 403 });
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(await call('/content/news/bulk', { action: 'hide', ids: tooMany })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await call('/content/news/bulk', { action: 'hide', ids: [] })).toMatchObject({ code: 201, msg: '请选择要操作的记录' });
    expect(await call('/content/news/bulk', { action: 'explode', ids: [ids[0]] })).toMatchObject({ code: 201, msg: '请选择批量操作' });
    expect((await statuses()).every((row) => row.status === 1)).toBe(true);
  });

  it('runs in one transaction: one missing row leaves every row as it was, with no audit row', async () => {
    const before = (await auditRows('content.news.status')).length;
    expect(await call('/content/news/bulk', { action: 'hide', ids: [ids[0], ids[1], 999_999] })).toMatchObject({ code: 201, msg: '新闻不存在' });
    expect((await statuses()).map((row) => row.status)).toEqual([1, 1, 1, 1]);
    expect((await auditRows('content.news.status')).length).toBe(before);
  });

  it('hides two rows with one audit row each and one cache drop', async () => {
    const dropped = vi.spyOn(t.app.services, 'contentChanged');
    const res = await call('/content/news/bulk', { action: 'hide', ids: [ids[0], ids[1], ids[1]] });
    expect(res).toMatchObject({ code: 200, data: { count: 2 } });
    expect(dropped).toHaveBeenCalledTimes(1);
    dropped.mockRestore();
    expect((await statuses()).map((row) => row.status)).toEqual([0, 0, 1, 1]);
    const audit = await auditRows('content.news.status');
    expect(audit.map((row) => Number(row.entity_id)).toSorted()).toEqual([ids[0], ids[1]].toSorted());
    expect(audit[0]).toMatchObject({ staff_id: editor.id, before: { status: 1 }, after: { status: 0 } });
  });

  it('moves rows only to a category news may go under', async () => {
    expect(await call('/content/news/bulk', { action: 'move', ids: [ids[2]] })).toMatchObject({ code: 201, msg: '请选择目标栏目' });
    expect(await call('/content/news/bulk', { action: 'move', ids: [ids[2]], tid: 80 })).toMatchObject({ code: 201, msg: '新闻只能放在新闻中心或技术资料栏目下' });
    expect(await call('/content/news/bulk', { action: 'move', ids: [ids[2]], tid: 70 })).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await statuses()).map((row) => row.tid)).toEqual([60, 60, 70, 60]);
    const [moved] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.news.update'), eq(auditLog.entity_id, String(ids[2]))));
    expect(moved).toMatchObject({ before: { tid: 60 }, after: { tid: 70 } });
  });

  it('deletes with the whole row kept in each audit row', async () => {
    const extra = await call('/content/news/add', { tid: 60, title: '待删除', status: 1, is_index: 0 });
    expect(await call('/content/news/bulk', { action: 'delete', ids: [extra.data.id] })).toMatchObject({ code: 200, data: { count: 1 } });
    const [deleted] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.news.delete'), eq(auditLog.entity_id, String(extra.data.id))));
    expect((deleted!.before as { title: string }).title).toBe('待删除');
    expect(await t.database.db.select().from(news).where(eq(news.id, extra.data.id))).toEqual([]);
  });
});

describe('news exports', () => {
  it('exports every row the filters match as CSV: Chinese headers, formulas defused, audited', async () => {
    const { res, rows } = await exportCall(t.app, '/content/news/export', editor.token, { status: 1, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^新闻与资料-\d{8}\.csv$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rows[0]).toEqual(['编号', '标题', '栏目', '首页显示', '状态', '发布时间', '更新时间']);
    // Newest first: the formula row (03-04) and 第三条 (03-03); the hidden two are filtered out.
    expect(rows.slice(1).map((row) => row[1])).toEqual([`'=HYPERLINK("x") 公式`, '第三条']);
    expect(rows[2]!.slice(2, 6)).toEqual(['技术资料', '否', '显示', '2026-03-03 10:00:00']);
    const [audit] = await auditRows('content.news.export');
    expect(audit).toMatchObject({ staff_id: editor.id, after: { rows: 2, total: 2 } });
  });

  it('exports the same filter as .xlsx, and a filter matching nothing as the header row only', async () => {
    const xlsx = await exportCall(t.app, '/content/news/export', editor.token, { tid: 60, status: 0 });
    expect(xlsx.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rows.map((row) => row[1])).toEqual(['标题', '第二条', '第一条']);
    const none = await exportCall(t.app, '/content/news/export', editor.token, { keyword: '没有这样的标题', format: 'xlsx' });
    expect(none.rows).toEqual([['编号', '标题', '栏目', '首页显示', '状态', '发布时间', '更新时间']]);
  });

  it('refuses a member without the editor role and a bad format', async () => {
    expect((await exportCall(t.app, '/content/news/export', sales.token, {})).res.statusCode).toBe(403);
    expect((await exportCall(t.app, '/content/news/export', editor.token, { format: 'pdf' })).res.json()).toMatchObject({ code: 201, msg: '导出格式只能是 CSV 或 Excel' });
  });
});

describe('article bulk actions and exports', () => {
  it('shows, hides and exports articles the same way', async () => {
    const a = await call('/content/articles/add', { tid: 80, title: '文章甲', status: 0, is_tuijian: 0, is_mingxing: 0, sort: 0 });
    const b = await call('/content/articles/add', { tid: 80, title: '文章乙', status: 0, is_tuijian: 1, is_mingxing: 0, sort: 0 });
    expect(await call('/content/articles/bulk', { action: 'show', ids: [a.data.id, b.data.id] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await auditRows('content.article.status')).length).toBe(2);
    const { rows } = await exportCall(t.app, '/content/articles/export', editor.token, { status: 1, format: 'csv' });
    expect(rows[0]).toEqual(['编号', '标题', '栏目', '推荐服务', '明星产品', '排序', '状态', '更新时间']);
    expect(rows.slice(1).map((row) => row[1]).toSorted()).toEqual(['文章乙', '文章甲'].toSorted());
    expect(await call('/content/articles/bulk', { action: 'delete', ids: [a.data.id] }, sales.token)).toMatchObject({ code: 403 });
  });
});
