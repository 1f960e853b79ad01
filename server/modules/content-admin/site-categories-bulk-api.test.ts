// Bulk 显示 / 隐藏 / 删除 of categories and the category export (issue 35 point 9): editor role, one
// transaction, a ticked branch deleted children first, a category with content refusing the lot.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, news } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let lab: TestStaff;

const call = (path: string, body: Record<string, unknown> = {}, member: TestStaff = editor) => adminCall(t.app, `/content/categories/${path}`, body, { token: member.token });
const present = async (ids: number[]) => (await t.database.db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((r) => r.id).toSorted();
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  lab = await createStaff(t.app, ['lab']);
  await t.database.db.insert(categories).values([
    { id: 500, pid: 0, catname: '旧栏目', type: 1 },
    { id: 501, pid: 500, catname: '旧子栏目', type: 1 },
    { id: 600, pid: 0, catname: '新闻中心', type: 6 },
  ]);
  await t.database.db.insert(news).values({ tid: 600, title: '一条新闻', status: 1 });
});
afterAll(async () => t?.close());

describe('category bulk actions and export', () => {
  it('refuses another role, and the lot when one category still has content', async () => {
    expect(await call('bulk', { action: 'delete', ids: [500, 501] }, lab)).toMatchObject({ status: 403 });
    expect(await call('bulk', { action: 'delete', ids: [500, 501, 600] })).toMatchObject({ code: 201 });
    expect(await present([500, 501, 600])).toEqual([500, 501, 600]);
    expect(await auditCount('content.category.delete')).toBe(0);
  });

  it('hides two, then deletes a ticked branch children first, one audit row each', async () => {
    expect(await call('bulk', { action: 'hide', ids: [500, 600] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await auditCount('content.category.hide')).toBe(2);
    expect(await call('bulk', { action: 'delete', ids: [500, 501] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await present([500, 501, 600])).toEqual([600]);
    expect(await auditCount('content.category.delete')).toBe(2);
  });

  it('exports every category with its path', async () => {
    const { rows } = await exportCall(t.app, '/content/categories/export', editor.token, { format: 'csv' });
    expect(rows[0]).toEqual(['编号', '名称', '路径', '上级编号', '类型', '产品类别', '排序', '状态', '内容数']);
    const newsRow = rows.find((r) => r[0] === '600')!;
    expect([newsRow[1], newsRow[2], newsRow[7], newsRow[8]]).toEqual(['新闻中心', '新闻中心', '隐藏', '1']);
    expect(await auditCount('content.category.export')).toBe(1);
  });
});
