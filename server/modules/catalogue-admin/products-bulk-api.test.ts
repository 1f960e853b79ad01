// Bulk actions and the export of technical products (issue 35 point 9) through the real app: editor
// role, at most 200 ids, one transaction, one audit row per product, a move taking the category's
// molds, and the export of every product the filters match.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, products } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let sales: TestStaff;
const ids: number[] = [];

const call = (path: string, body: Record<string, unknown> = {}, member: TestStaff = editor) => adminCall(t.app, `/content/products/${path}`, body, { token: member.token });
const rows = async () => (await t.database.db.select().from(products).where(inArray(products.id, ids))).toSorted((a, b) => a.id - b.id);
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  sales = await createStaff(t.app, ['sales']);
  await t.database.db.insert(categories).values([
    { id: 2, pid: 0, catname: '技术服务', type: 10, molds: 'cell_yesheng' },
    { id: 21, pid: 2, catname: '野生型细胞株', type: 10, molds: 'cell_yesheng' },
    { id: 23, pid: 2, catname: 'Cas9 细胞株', type: 10, molds: 'cell_cas9' },
    { id: 4, pid: 0, catname: '产品中心', type: 8 },
  ]);
  for (const title of ['细胞甲', '细胞乙', '细胞丙']) {
    const res = await call('add', { tid: 21, title, article_number: `CY-${title}`, status: 1 });
    expect(res.code).toBe(200);
    ids.push(res.data.id);
  }
});
afterAll(async () => t?.close());

describe('product bulk actions', () => {
  it('refuses another role, over 200 ids, and a move without a technical category', async () => {
    expect(await call('bulk', { action: 'hide', ids }, sales)).toMatchObject({ status: 403 });
    expect(await call('bulk', { action: 'hide', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await call('bulk', { action: 'move', ids })).toMatchObject({ code: 201, msg: '请选择目标栏目' });
    expect(await call('bulk', { action: 'move', ids, tid: 4 })).toMatchObject({ code: 201, msg: '请选择技术服务分类' });
  });

  it('rolls back every product when one is missing', async () => {
    expect(await call('bulk', { action: 'delete', ids: [ids[0], 999_999] })).toMatchObject({ code: 201, msg: '产品不存在' });
    expect(await rows()).toHaveLength(3);
    expect(await auditCount('content.product.delete')).toBe(0);
  });

  it('hides and moves with one audit row each; the move takes the molds', async () => {
    expect(await call('bulk', { action: 'hide', ids: [ids[0], ids[1]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await auditCount('content.product.hide')).toBe(2);
    expect(await call('bulk', { action: 'move', ids: [ids[1], ids[2]], tid: 23 })).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await rows()).map((r) => [r.status, r.tid, r.molds])).toEqual([
      [0, 21, 'cell_yesheng'],
      [0, 23, 'cell_cas9'],
      [1, 23, 'cell_cas9'],
    ]);
    expect(await auditCount('content.product.update')).toBe(2);
  });

  it('exports every product the filters match with the category path', async () => {
    const { res, rows: sheet } = await exportCall(t.app, '/content/products/export', editor.token, { tid: 23, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(sheet[0]).toEqual(['编号', '名称', '分类', '货号', '种属', '基因名', '规格', '价格', '排序', '状态', '更新时间']);
    expect(sheet.slice(1).map((r) => [r[1], r[2], r[9]]).toSorted()).toEqual([
      ['细胞丙', '技术服务 / Cas9 细胞株', '显示'],
      ['细胞乙', '技术服务 / Cas9 细胞株', '隐藏'],
    ]);
    const xlsx = await exportCall(t.app, '/content/products/export', editor.token, { status: 1 });
    expect(xlsx.rows.map((r) => r[1])).toEqual(['名称', '细胞丙']);
    expect(await auditCount('content.product.export')).toBe(2);
    expect((await exportCall(t.app, '/content/products/export', sales.token, {})).res.statusCode).toBe(403);
  });
});
