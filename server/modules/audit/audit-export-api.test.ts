// The audit log's and the staff list's exports (issue 35 point 9): admins only, the lists' filters,
// actions and roles in words, and each export itself recorded (after the read, so not in its own file).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let admin: TestStaff;
let sales: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t.app, ['admin']);
  sales = await createStaff(t.app, ['sales']);
  const actor = { id: sales.id, email: sales.email, name: sales.name, ip: '10.0.0.1' };
  await t.app.services.audit.record(actor, { action: 'customer.disable', entity: 'customer', entityId: 7, before: { status: 1 }, after: { status: 2 } });
  await t.app.services.audit.record(actor, { action: 'inbox.handle', entity: 'booking', entityId: 3 });
});
afterAll(async () => t?.close());

describe('the audit log export', () => {
  it('exports the filtered entries with actions in words, as CSV and .xlsx', async () => {
    const { res, rows } = await exportCall(t.app, '/audit/export', admin.token, { entity: 'customer', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(rows[0]).toEqual(['时间', '员工', '操作', '操作代码', '对象', '对象编号', 'IP', '修改前', '修改后']);
    expect(rows.slice(1).map((r) => r.slice(1, 7))).toEqual([[sales.email, '停用客户账号', 'customer.disable', '客户', '7', '10.0.0.1']]);
    expect(JSON.parse(rows[1]![8]!)).toEqual({ status: 2 });
    const xlsx = await exportCall(t.app, '/audit/export', admin.token, { staff_id: sales.id });
    expect(xlsx.rows.slice(1).map((r) => r[3]).toSorted()).toEqual(['customer.disable', 'inbox.handle']);
    const recorded = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.audit_export'));
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ staff_id: admin.id, entity: 'audit_log', after: { rows: 1, total: 1 } });
  });

  it('is for admins only', async () => {
    expect((await exportCall(t.app, '/audit/export', sales.token, {})).res.statusCode).toBe(403);
  });
});

describe('the staff export', () => {
  it('exports the members of a role with roles in Chinese, never a secret, and is recorded', async () => {
    const { res, rows } = await exportCall(t.app, '/staff/export', admin.token, { role: 'sales', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(rows[0]).toEqual(['编号', '邮箱', '姓名', '角色', '状态', '两步验证', '最近登录', '添加时间']);
    expect(rows.slice(1).map((r) => r.slice(1, 6))).toEqual([[sales.email, sales.name, '销售', '启用', '未开启']]);
    expect(res.rawPayload.toString('utf8')).not.toMatch(/argon2|password/i);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.export'))).toHaveLength(1);
    expect((await exportCall(t.app, '/staff/export', sales.token, {})).res.statusCode).toBe(403);
  });
});
