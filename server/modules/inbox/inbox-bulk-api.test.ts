// Bulk 指派 / 标记已处理 / 重新打开 in the inbox and its CSV export (issue 35 point 9) through the real
// app: the sales role as the single actions require, at most 200 items, one transaction (one refused
// item leaves them all as they were), one audit row per item, and the export's filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, inboxStates } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';
import { insertBooking, insertEnquiry } from '../../../test/support/inbox-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let e1: number;
let e2: number;
let b1: number;

const bulk = (body: Record<string, unknown>, member: TestStaff = sales) => adminCall(t.app, '/inbox/bulk', body, { token: member.token });
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
const states = async () => (await t.database.db.select().from(inboxStates)).map((s) => ({ key: `${s.kind}:${s.item_id}`, assignee: s.assignee_id, handled: s.handled_at !== null })).toSorted((a, b) => a.key.localeCompare(b.key));

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales'], { name: '销售小李' });
  lab = await createStaff(t.app, ['lab']);
  e1 = await insertEnquiry(t, { create_time: new Date('2026-04-01T02:00:00Z'), name: '张三' });
  e2 = await insertEnquiry(t, { create_time: new Date('2026-04-02T02:00:00Z'), name: '李四' });
  b1 = await insertBooking(t, { create_time: new Date('2026-04-03T02:00:00Z'), name: '王五' });
});

afterAll(async () => {
  await t?.close();
});

describe('inbox bulk actions', () => {
  it('refuses a member without the sales role and more than 200 items', async () => {
    expect(await bulk({ action: 'handle', items: [{ kind: 'enquiry', id: e1 }] }, lab)).toMatchObject({ status: 403 });
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ kind: 'enquiry', id: i + 1 }));
    expect(await bulk({ action: 'handle', items: tooMany })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await bulk({ action: 'handle', items: [] })).toMatchObject({ code: 201, msg: '请选择要操作的记录' });
    expect(await bulk({ action: 'assign', items: [{ kind: 'enquiry', id: e1 }] })).toMatchObject({ code: 201, msg: '请选择负责人' });
  });

  it('assigns in one transaction: a missing item leaves every item unassigned', async () => {
    const items = [{ kind: 'enquiry', id: e1 }, { kind: 'booking', id: b1 }, { kind: 'mail', id: 999_999 }];
    expect(await bulk({ action: 'assign', items, assignee_id: sales.id })).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await states()).every((s) => s.assignee === null)).toBe(true);
    expect(await auditCount('inbox.assign')).toBe(0);
    expect(await bulk({ action: 'assign', items: items.slice(0, 2), assignee_id: lab.id })).toMatchObject({ code: 201, msg: '只能指派给启用的销售或管理员' });
    expect(await bulk({ action: 'assign', items: items.slice(0, 2), assignee_id: sales.id })).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await states()).filter((s) => s.assignee === sales.id).map((s) => s.key)).toEqual([`booking:${b1}`, `enquiry:${e1}`]);
    expect(await auditCount('inbox.assign')).toBe(2);
  });

  it('marks handled together; one already handled refuses the lot', async () => {
    expect(await bulk({ action: 'handle', items: [{ kind: 'enquiry', id: e1 }] })).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await bulk({ action: 'handle', items: [{ kind: 'enquiry', id: e2 }, { kind: 'enquiry', id: e1 }] })).toMatchObject({ code: 201, msg: '该记录已标记为已处理' });
    expect((await states()).find((s) => s.key === `enquiry:${e2}`)?.handled ?? false).toBe(false);
    expect(await bulk({ action: 'handle', items: [{ kind: 'enquiry', id: e2 }, { kind: 'booking', id: b1 }] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await auditCount('inbox.handle')).toBe(3);
    expect(await bulk({ action: 'reopen', items: [{ kind: 'booking', id: b1 }] })).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await auditCount('inbox.reopen')).toBe(1);
  });
});

describe('the inbox export as CSV', () => {
  it('holds the filtered items under Chinese headers and is recorded', async () => {
    const { res, rows } = await exportCall(t.app, '/inbox/export', sales.token, { handled: 1, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^询价与预约-\d{8}\.csv$/);
    expect(rows[0]).toEqual(['类型', '编号', '提交时间', '姓名', '邮箱', '电话', '单位', '产品/服务', '负责人', '状态', '处理时间']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[8], r[9]])).toEqual([
      [String(e2), '李四', '', '已处理'],
      [String(e1), '张三', '销售小李', '已处理'],
    ]);
    const [record] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'inbox.export'));
    expect(record).toMatchObject({ staff_id: sales.id, after: { rows: 2, total: 2 } });
  });
});
