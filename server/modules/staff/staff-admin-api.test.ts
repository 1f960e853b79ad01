// Staff management by admins (list, add, update: roles, disable, password, TOTP reset) with its rules
// (one active admin stays; nobody disables or un-admins themselves), the sessions that end with a
// change, and the audit log every write leaves (read and filtered by admins).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { adminCall, createStaff, STAFF_PASSWORD, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let admin: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  admin = await createStaff(t.app, ['admin'], { email: 'boss@example.com', name: '老板' });
});

afterAll(async () => {
  await t?.close();
});

const asAdmin = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: admin.token });
const auditOf = async (id: number) => (await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, String(id)))).filter((r) => r.entity === 'staff');
const alive = async (token: string) => (await adminCall(t.app, '/auth/me', {}, { token })).code === 200;

describe('adding staff', () => {
  it('adds a member who can then sign in, and records who added them', async () => {
    const res = await asAdmin('/staff/add', { email: 'New.Lab@Example.com', name: '王实验', roles: ['lab', 'sales'], password: 'Lab#2026new' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ email: 'new.lab@example.com', name: '王实验', roles: ['lab', 'sales'], status: 1, totp_enabled: false, last_login_at: null });
    const login = await adminCall(t.app, '/auth/login', { email: 'new.lab@example.com', password: 'Lab#2026new' });
    expect(login.data.step).toBe('done');

    const [row] = await auditOf(res.data.id);
    expect(row).toMatchObject({ staff_id: admin.id, staff_email: 'boss@example.com', action: 'staff.add', before: null });
    expect(row.after).toMatchObject({ email: 'new.lab@example.com', roles: ['lab', 'sales'] });
    expect(JSON.stringify(row.after)).not.toContain('argon2');
  });

  it('takes roles as comma-separated text too', async () => {
    const res = await asAdmin('/staff/add', { email: 'two@example.com', name: '双角色', roles: 'editor,sales', password: 'Lab#2026new' });
    expect(res.data.roles).toEqual(['editor', 'sales']);
  });

  it.each([
    [{ email: 'taken@example.com', name: '甲', roles: ['lab'], password: 'weak' }, '密码至少8位，且须包含字母、数字和特殊字符'],
    [{ email: 'taken@example.com', name: '', roles: ['lab'], password: 'Lab#2026new' }, '请输入姓名'],
    [{ email: 'taken@example.com', name: '甲', roles: [], password: 'Lab#2026new' }, '请至少选择一个角色'],
    [{ email: 'taken@example.com', name: '甲', roles: ['boss'], password: 'Lab#2026new' }, '角色不正确'],
    [{ email: 'taken', name: '甲', roles: ['lab'], password: 'Lab#2026new' }, '邮箱格式不正确'],
  ])('refuses %o: %s', async (body, message) => {
    expect((await asAdmin('/staff/add', body)).msg).toBe(message);
  });

  it('refuses an e-mail that is already a member', async () => {
    expect((await asAdmin('/staff/add', { email: 'dup@example.com', name: '甲', roles: ['lab'], password: 'Lab#2026new' })).code).toBe(200);
    const again = await asAdmin('/staff/add', { email: 'DUP@example.com', name: '乙', roles: ['sales'], password: 'Lab#2026new' });
    expect([again.code, again.msg]).toEqual([201, '该邮箱已是员工账号']);
  });
});

describe('the staff list', () => {
  it('filters by keyword (e-mail or name) and by role', async () => {
    await createStaff(t.app, ['editor'], { email: 'writer.zhou@example.com', name: '周编辑' });
    await createStaff(t.app, ['lab'], { email: 'bench@example.com', name: '赵实验' });
    const all = await asAdmin('/staff/list');
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    expect(all.data[0]).not.toHaveProperty('password_hash');
    expect((await asAdmin('/staff/list', { keyword: 'WRITER' })).data.map((m: { name: string }) => m.name)).toEqual(['周编辑']);
    expect((await asAdmin('/staff/list', { keyword: '赵' })).data.map((m: { email: string }) => m.email)).toEqual(['bench@example.com']);
    const editors = (await asAdmin('/staff/list', { role: 'editor' })).data as { roles: string[] }[];
    expect(editors.length).toBeGreaterThan(0);
    expect(editors.every((m) => m.roles.includes('editor'))).toBe(true);
    expect((await asAdmin('/staff/list', { keyword: '100%' })).data).toEqual([]);
  });
});

describe('updating staff', () => {
  it('re-roles a member: their sessions end and the audit row holds before and after', async () => {
    const member = await createStaff(t.app, ['sales']);
    const res = await asAdmin('/staff/update', { id: member.id, roles: ['sales', 'lab'] });
    expect(res.data.roles).toEqual(['sales', 'lab']);
    expect(await alive(member.token)).toBe(false);
    const [row] = (await auditOf(member.id)).filter((r) => r.action === 'staff.update');
    expect(row).toMatchObject({ staff_id: admin.id, staff_email: 'boss@example.com' });
    expect(row.before).toMatchObject({ roles: ['sales'] });
    expect(row.after).toMatchObject({ roles: ['sales', 'lab'] });
    expect(row.ip).toMatch(/^10\./);
  });

  it('renames without ending sessions', async () => {
    const member = await createStaff(t.app, ['lab']);
    expect((await asAdmin('/staff/update', { id: member.id, name: '新名字' })).data.name).toBe('新名字');
    expect(await alive(member.token)).toBe(true);
  });

  it('disables and enables a member; disabling ends their sessions', async () => {
    const member = await createStaff(t.app, ['lab']);
    expect((await asAdmin('/staff/update', { id: member.id, status: 0 })).data.status).toBe(0);
    expect(await alive(member.token)).toBe(false);
    expect((await adminCall(t.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD })).msg).toBe('账号已停用');
    const [row] = (await auditOf(member.id)).filter((r) => r.action === 'staff.update');
    expect(row.before).toMatchObject({ status: 1 });
    expect(row.after).toMatchObject({ status: 0 });
    expect((await asAdmin('/staff/update', { id: member.id, status: 1 })).data.status).toBe(1);
    expect((await adminCall(t.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD })).code).toBe(200);
  });

  it('sets a new password (sessions end; the audit row shows no secret)', async () => {
    const member = await createStaff(t.app, ['editor']);
    expect((await asAdmin('/staff/update', { id: member.id, password: 'short' })).msg).toBe('密码至少8位，且须包含字母、数字和特殊字符');
    expect((await asAdmin('/staff/update', { id: member.id, password: 'Reset#2026' })).code).toBe(200);
    expect(await alive(member.token)).toBe(false);
    expect((await adminCall(t.app, '/auth/login', { email: member.email, password: 'Reset#2026' })).code).toBe(200);
    const rows = await auditOf(member.id);
    expect(JSON.stringify(rows)).not.toContain('Reset#2026');
    expect(rows.at(-1)?.after).toMatchObject({ password_changed: true });
  });

  it('resets TOTP: the member signs in with the password alone and enrols again', async () => {
    const member = await createStaff(t.app, ['lab']);
    const setup = await adminCall(t.app, '/auth/totpSetup', {}, { token: member.token });
    await adminCall(t.app, '/auth/totpConfirm', { totp: totpCode(setup.data.secret, t.clock()) }, { token: member.token });
    expect((await adminCall(t.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD })).data.step).toBe('totp');
    const res = await asAdmin('/staff/update', { id: member.id, reset_totp: true });
    expect(res.data.totp_enabled).toBe(false);
    expect(await alive(member.token)).toBe(false);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect([row.totp_secret, row.totp_enabled_at, row.totp_last_step]).toEqual([null, null, null]);
    expect((await adminCall(t.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD })).data.step).toBe('done');
  });

  it('refuses a missing member', async () => {
    expect((await asAdmin('/staff/update', { id: 999_999, name: '无' })).msg).toBe('员工不存在');
  });

  it('keeps an admin from disabling themselves or dropping their own admin role', async () => {
    const other = await createStaff(t.app, ['admin']);
    expect((await adminCall(t.app, '/staff/update', { id: other.id, status: 0 }, { token: other.token })).msg).toBe('不能停用自己或移除自己的管理员角色');
    expect((await adminCall(t.app, '/staff/update', { id: other.id, roles: ['lab'] }, { token: other.token })).msg).toBe('不能停用自己或移除自己的管理员角色');
    // Adding a role to oneself is fine, and keeps this session.
    const more = await adminCall(t.app, '/staff/update', { id: other.id, roles: ['admin', 'lab'] }, { token: other.token });
    expect(more.data.roles).toEqual(['admin', 'lab']);
    expect(await alive(other.token)).toBe(true);
  });

  it('lets one admin disable another', async () => {
    const other = await createStaff(t.app, ['admin']);
    expect((await asAdmin('/staff/update', { id: other.id, status: 0 })).data.status).toBe(0);
  });
});

describe('the last active admin', () => {
  it('stays: no change may leave the console without an active admin', async () => {
    // Alone in a fresh database, the command line (no member) tries to remove the only admin.
    const fresh = await createTestApp();
    try {
      const only = await createStaff(fresh.app, ['admin']);
      const cli = { id: null, email: 'cli', ip: null };
      const refusal = (work: Promise<unknown>) => work.then(() => 'done', (error: ApiError) => error.message);
      expect(await refusal(fresh.app.services.staff.update({ id: only.id, status: 0 }, cli))).toBe('至少保留一名启用的管理员');
      expect(await refusal(fresh.app.services.staff.update({ id: only.id, roles: ['lab'] }, cli))).toBe('至少保留一名启用的管理员');
      const second = await createStaff(fresh.app, ['admin']);
      await fresh.app.services.staff.update({ id: second.id, status: 0 }, cli);
      expect(await refusal(fresh.app.services.staff.update({ id: only.id, status: 0 }, cli))).toBe('至少保留一名启用的管理员');
      // Two admins removing each other at the same moment: one of the two is refused.
      await fresh.app.services.staff.update({ id: second.id, status: 1 }, cli);
      const outcomes = await Promise.all([
        refusal(fresh.app.services.staff.update({ id: only.id, status: 0 }, { id: second.id, email: 'x', ip: null })),
        refusal(fresh.app.services.staff.update({ id: second.id, status: 0 }, { id: only.id, email: 'y', ip: null })),
      ]);
      expect(outcomes.toSorted()).toEqual(['done', '至少保留一名启用的管理员']);
    } finally {
      await fresh.close();
    }
  });
});

describe('the audit log', () => {
  it('lists the newest first, pages, and filters by member, entity and Shanghai dates', async () => {
    const other = await createStaff(t.app, ['admin'], { email: 'auditor@example.com' });
    await adminCall(t.app, '/staff/add', { email: 'by-other@example.com', name: '丙', roles: ['lab'], password: 'Lab#2026new' }, { token: other.token });
    await t.app.services.audit.record({ id: null, email: 'cli', ip: null }, { action: 'order.move', entity: 'guide_order', entityId: 7, before: { status: 0 }, after: { status: 1 } });
    // A row of 2025-03-01 00:30 in Shanghai (still 2025-02-28 in UTC).
    await t.database.db.insert(auditLog).values({ staff_id: null, staff_email: 'cli', action: 'staff.add', entity: 'staff', entity_id: '1', create_time: new Date('2025-02-28T16:30:00Z') });

    const all = await asAdmin('/audit/list');
    expect(all.data.total).toBeGreaterThan(3);
    expect(all.data.data[0]).toMatchObject({ action: 'order.move', entity: 'guide_order', entity_id: '7', staff_id: null, staff_email: 'cli' });

    const byOther = await asAdmin('/audit/list', { staff_id: other.id });
    expect(byOther.data.total).toBe(1);
    expect(byOther.data.data[0]).toMatchObject({ action: 'staff.add', staff_email: 'auditor@example.com' });

    const orders = await asAdmin('/audit/list', { entity: 'guide_order' });
    expect(orders.data.data.map((r: { action: string }) => r.action)).toEqual(['order.move']);

    expect((await asAdmin('/audit/list', { from: '2025-03-01', to: '2025-03-01' })).data.total).toBe(1);
    expect((await asAdmin('/audit/list', { from: '2025-02-28', to: '2025-02-28' })).data.total).toBe(0);
    expect((await asAdmin('/audit/list', { to: '2025-03-01' })).data.total).toBe(1);
    expect((await asAdmin('/audit/list', { from: '2025-03-02' })).data.total).toBe(all.data.total - 1);
    expect((await asAdmin('/audit/list', { from: '2025/03/01' })).msg).toBe('日期格式不正确');

    const page = await asAdmin('/audit/list', { size: 2, page: 2 });
    expect(page.data.data.length).toBe(2);
    expect(page.data.total).toBe(all.data.total);
    expect(page.data.data[0].id).toBe(all.data.data[2].id);
  });

  it('is for admins only', async () => {
    const sales = await createStaff(t.app, ['sales', 'lab', 'editor']);
    expect((await adminCall(t.app, '/audit/list', {}, { token: sales.token })).status).toBe(403);
    expect((await adminCall(t.app, '/staff/list', {}, { token: sales.token })).status).toBe(403);
  });
});
