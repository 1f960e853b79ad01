// Bulk 显示 / 隐藏 / 删除 of carousel slides and their export (issue 35 point 9) through the real app.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ads, auditLog } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let sales: TestStaff;
const ids: number[] = [];

const call = (path: string, body: Record<string, unknown> = {}, member: TestStaff = editor) => adminCall(t.app, `/content/carousels/${path}`, body, { token: member.token });
const slide = (name: string, position: number) => ({ position, name, adfile: `/uploads/2026/11/${'b'.repeat(32)}.webp`, body: '', is_showbody: 1, gourl: '', status: 1 });
const statuses = async () => (await t.database.db.select().from(ads).where(inArray(ads.id, ids))).toSorted((a, b) => a.id - b.id).map((r) => r.status);
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  sales = await createStaff(t.app, ['sales']);
  for (const [name, position] of [['桌面一', 1], ['桌面二', 1], ['手机一', 2]] as const) {
    const res = await call('add', slide(name, position));
    expect(res.code, res.msg).toBe(200);
    ids.push(res.data.id);
  }
});
afterAll(async () => t?.close());

describe('carousel bulk actions and export', () => {
  it('refuses another role and rolls back when one slide is missing', async () => {
    expect(await call('bulk', { action: 'hide', ids }, sales)).toMatchObject({ status: 403 });
    expect(await call('bulk', { action: 'hide', ids: [ids[0], 999_999] })).toMatchObject({ code: 201 });
    expect(await statuses()).toEqual([1, 1, 1]);
  });

  it('hides two slides with one audit row each, then exports one position', async () => {
    expect(await call('bulk', { action: 'hide', ids: [ids[0], ids[2]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await statuses()).toEqual([0, 1, 0]);
    expect(await auditCount('content.carousel.hide')).toBe(2);
    const { rows } = await exportCall(t.app, '/content/carousels/export', editor.token, { position: 1, format: 'csv' });
    expect(rows[0]).toEqual(['编号', '位置', '顺序', '标题', '图片', '链接', '状态', '定时发布', '定时下线', '添加时间']);
    expect(rows.slice(1).map((r) => [r[3], r[6]])).toEqual([
      ['桌面一', '隐藏'],
      ['桌面二', '显示'],
    ]);
    expect(await auditCount('content.carousel.export')).toBe(1);
  });
});
