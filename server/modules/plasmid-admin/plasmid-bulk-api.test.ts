// Bulk 显示 / 隐藏 / 删除 of plasmids and the CSV export (issue 35 point 9) through the real app: editor
// role, at most 200 ids, one transaction, one audit row per plasmid, and every export audited.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, plasmids } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let sales: TestStaff;
const ids: number[] = [];

const call = (path: string, body: Record<string, unknown> = {}, member: TestStaff = editor) => adminCall(t.app, `/content/plasmids/${path}`, body, { token: member.token });
const statuses = async () => (await t.database.db.select().from(plasmids).where(inArray(plasmids.id, ids))).toSorted((a, b) => a.id - b.id).map((r) => r.status);
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  sales = await createStaff(t.app, ['sales']);
  for (const n of [1, 2, 3]) {
    const res = await call('create', { item_no: `BK-${n}`, name: `pBulk-${n}`, plasmid_host: 'e_coli' });
    expect(res.code, res.msg).toBe(200);
    ids.push(res.data.id);
  }
});
afterAll(async () => t?.close());

describe('plasmid bulk actions and export', () => {
  it('refuses another role, over 200 ids, and rolls back when one plasmid is missing', async () => {
    expect(await call('bulk', { action: 'hide', ids }, sales)).toMatchObject({ status: 403 });
    expect(await call('bulk', { action: 'hide', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await call('bulk', { action: 'delete', ids: [ids[0], 999_999] })).toMatchObject({ code: 404 });
    expect(await statuses()).toEqual([1, 1, 1]);
    expect(await auditCount('content.plasmid.delete')).toBe(0);
  });

  it('hides and deletes with one audit row each', async () => {
    expect(await call('bulk', { action: 'hide', ids: [ids[0], ids[1]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await statuses()).toEqual([0, 0, 1]);
    expect(await auditCount('content.plasmid.hide')).toBe(2);
    expect(await call('bulk', { action: 'delete', ids: [ids[1]] })).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await auditCount('content.plasmid.delete')).toBe(1);
  });

  it('exports the filtered list as CSV with the sheet columns, and records each export', async () => {
    const { res, rows } = await exportCall(t.app, '/content/plasmids/export', editor.token, { keyword: 'BK-', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^质粒-\d{8}\.csv$/);
    expect(rows[0]!.slice(0, 2)).toEqual(['货号', '产品名称']);
    expect(rows.slice(1).map((r) => r[0]).toSorted()).toEqual(['BK-1', 'BK-3']);
    const xlsx = await exportCall(t.app, '/content/plasmids/export', editor.token, { keyword: 'BK-', status: 0 });
    expect(xlsx.rows.map((r) => r[0])).toEqual(['货号', 'BK-1']);
    expect(await auditCount('content.plasmid.export')).toBe(2);
  });
});
