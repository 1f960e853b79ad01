// Bulk 停用 / 启用 of customers and the customer export (issue 35 point 9) through the real app: the
// sales role as the single actions require, at most 200 ids, one transaction (one refused account
// leaves them all as they were), one audit row per account, sessions ended after a bulk disable, and
// exports of every customer the filters match as CSV and .xlsx.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let editor: TestStaff;
const ids: number[] = [];
const tokens: string[] = [];

const bulk = (body: Record<string, unknown>, member: TestStaff = sales) => adminCall(t.app, '/customers/bulk', body, { token: member.token });
const statuses = async () => (await t.database.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids))).toSorted((a, b) => a.id - b.id).map((r) => r.status);
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales']);
  editor = await createStaff(t.app, ['editor']);
  const people = [
    { email: 'bulk-a@example.com', fname: '甲', company: '北方大学', status: 1, create_time: new Date('2026-01-01T01:00:00Z') },
    { email: 'bulk-b@example.com', fname: '乙', company: '北方大学', status: 1, create_time: new Date('2026-01-02T01:00:00Z') },
    { email: 'bulk-c@example.com', fname: '丙', company: '南方研究所', status: 0, create_time: new Date('2026-01-03T01:00:00Z') },
  ];
  for (const person of people) {
    const [row] = await t.database.db.insert(users).values({ ...person, password_hash: 'x' }).returning({ id: users.id });
    ids.push(row!.id);
    tokens.push((await t.app.services.sessions.createSession(row!.id, { ip: '127.0.0.1', userAgent: 'vitest' })).token);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('customer bulk actions', () => {
  it('refuses a member without the sales role, over 200 ids, and an unknown action', async () => {
    expect(await bulk({ action: 'disable', ids: [ids[0]] }, editor)).toMatchObject({ status: 403 });
    expect(await bulk({ action: 'disable', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await bulk({ action: 'delete', ids: [ids[0]] })).toMatchObject({ code: 201, msg: '请选择批量操作' });
    expect(await statuses()).toEqual([1, 1, 0]);
  });

  it('is one transaction: one missing account leaves every account as it was', async () => {
    expect(await bulk({ action: 'disable', ids: [ids[0], ids[1], 999_999] })).toMatchObject({ code: 404, msg: '客户不存在' });
    expect(await statuses()).toEqual([1, 1, 0]);
    expect(await auditCount('customer.disable')).toBe(0);
  });

  it('disables the ticked accounts, one audit row each, and ends their sessions', async () => {
    expect(await bulk({ action: 'disable', ids: [ids[0], ids[2]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await statuses()).toEqual([2, 1, 3]);
    expect(await auditCount('customer.disable')).toBe(2);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.disable'), eq(auditLog.entity_id, String(ids[2]))));
    expect(row).toMatchObject({ staff_id: sales.id, before: { status: 0 }, after: { status: 3 } });
    expect(await t.app.services.sessions.resolve(tokens[0]!)).toBeNull();
    // The untouched customer's session lives on.
    expect(await t.app.services.sessions.resolve(tokens[1]!)).not.toBeNull();
  });

  it('refuses the lot when one is already so, then enables both back to what they were', async () => {
    expect(await bulk({ action: 'enable', ids: [ids[0], ids[1]] })).toMatchObject({ code: 201, msg: '该客户未停用' });
    expect(await statuses()).toEqual([2, 1, 3]);
    expect(await bulk({ action: 'enable', ids: [ids[0], ids[2]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await statuses()).toEqual([1, 1, 0]);
  });
});

describe('the customer export', () => {
  const HEADER = ['编号', '邮箱', '用户名', '姓名', '单位', '部门', '手机', '座机', '状态', '注册时间', '最近登录'];

  it('exports every customer the keyword matches, newest first, as CSV and .xlsx', async () => {
    const csv = await exportCall(t.app, '/customers/export', sales.token, { keyword: '北方大学', field: 'company', format: 'csv' });
    expect(csv.res.statusCode).toBe(200);
    expect(csv.rows[0]).toEqual(HEADER);
    expect(csv.rows.slice(1).map((r) => r[1])).toEqual(['bulk-b@example.com', 'bulk-a@example.com']);
    expect(csv.rows[1]!.slice(3, 5)).toEqual(['乙', '北方大学']);
    expect(csv.rows[1]![8]).toBe('正常');
    expect(csv.rows[1]![9]).toBe('2026-01-02 09:00:00');
    const xlsx = await exportCall(t.app, '/customers/export', sales.token, { state: 'inactive' });
    expect(xlsx.rows.map((r) => r[1])).toEqual(['邮箱', 'bulk-c@example.com']);
    expect(await auditCount('customer.export')).toBe(2);
  });

  it('refuses a member without the sales role', async () => {
    expect((await exportCall(t.app, '/customers/export', editor.token, {})).res.statusCode).toBe(403);
  });
});
