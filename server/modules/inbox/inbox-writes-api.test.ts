// Writes on one inbox item: assign (to me, to someone, to nobody), internal notes, mark handled and
// reopen, each with its audit row; who may be assigned; and the forms still e-mail the company as
// before while their items reach the inbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { staff } from '../../db/schema/index.ts';
import { captureMail } from '../../../test/support/order-ops-test-kit.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { randomIp } from '../../../test/support/user-test-kit.ts';
import { auditRowsOf, insertEnquiry, insertMailEnquiry } from '../../../test/support/inbox-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let colleague: TestStaff;
let admin: TestStaff;
let lab: TestStaff;
let enquiry: number;
let mailItem: number;

const call = (member: TestStaff, path: string, body: Record<string, unknown> = {}) => adminCall(t.app, path, body, { token: member.token, ip: '10.1.2.3' });

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales'], { name: '甲销售' });
  colleague = await createStaff(t.app, ['sales', 'lab'], { name: '乙销售' });
  admin = await createStaff(t.app, ['admin'], { name: '丙管理员' });
  lab = await createStaff(t.app, ['lab'], { name: '丁实验' });
  const gone = await createStaff(t.app, ['sales'], { name: '戊离职' });
  await t.database.db.update(staff).set({ status: 0 }).where(eq(staff.id, gone.id));
  enquiry = await insertEnquiry(t, { create_time: new Date('2026-05-01T01:00:00Z'), title: 'HEK293T 细胞' });
  mailItem = await insertMailEnquiry(t, { create_time: new Date('2026-05-02T01:00:00Z') });
});

afterAll(async () => {
  await t?.close();
});

describe('assigning', () => {
  it('lists the active sales staff and admins as assignees, by name', async () => {
    const res = await call(sales, '/inbox/assignees');
    expect(res.code).toBe(200);
    expect(res.data.map((s: { name: string }) => s.name).toSorted()).toEqual(['丙管理员', '乙销售', '甲销售'].toSorted());
    expect(res.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), email: expect.stringMatching(/@example\.com$/) });
  });

  it('assigns to me, to a colleague and to nobody, each with an audit row; the same assignee again writes nothing', async () => {
    const mine = await call(sales, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: sales.id });
    expect(mine).toMatchObject({ code: 200, msg: '负责人已更新' });
    expect(mine.data.item).toMatchObject({ kind: 'enquiry', id: enquiry, assignee_id: sales.id, assignee_name: '甲销售' });

    expect((await call(sales, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: String(sales.id) })).code).toBe(200);
    const theirs = await call(sales, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: colleague.id });
    expect(theirs.data.item).toMatchObject({ assignee_id: colleague.id, assignee_name: '乙销售' });
    const nobody = await call(admin, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: '' });
    expect(nobody.data.item).toMatchObject({ assignee_id: null, assignee_name: null });

    const rows = await auditRowsOf(t, 'purchase_enquiry', enquiry);
    expect(rows.map((r) => [r.action, r.staff_id, r.before, r.after])).toEqual([
      ['inbox.assign', sales.id, { assignee_id: null }, { assignee_id: sales.id, assignee_name: '甲销售' }],
      ['inbox.assign', sales.id, { assignee_id: sales.id }, { assignee_id: colleague.id, assignee_name: '乙销售' }],
      ['inbox.assign', admin.id, { assignee_id: colleague.id }, { assignee_id: null, assignee_name: null }],
    ]);
    expect(rows[0]).toMatchObject({ staff_email: sales.email, ip: '10.1.2.3' });
  });

  it('refuses a member who is not active sales or admin, and a missing item', async () => {
    for (const who of [lab.id, 99999, 'x', -1]) {
      expect(await call(sales, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: who })).toMatchObject({ code: 201, msg: '只能指派给启用的销售或管理员' });
    }
    const [gone] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.name, '戊离职'));
    expect(await call(sales, '/inbox/assign', { kind: 'enquiry', id: enquiry, assignee_id: gone!.id })).toMatchObject({ code: 201, msg: '只能指派给启用的销售或管理员' });
    expect(await call(sales, '/inbox/assign', { kind: 'booking', id: 99999, assignee_id: sales.id })).toMatchObject({ status: 404, msg: '记录不存在' });
    expect(await auditRowsOf(t, 'purchase_enquiry', enquiry)).toHaveLength(3);
  });
});

describe('notes', () => {
  it('adds internal notes, listed oldest first with author and time, each audited', async () => {
    const first = await call(sales, '/inbox/addNote', { kind: 'mail', id: mailItem, body: '  已电话联系，客户下周回复  ' });
    expect(first).toMatchObject({ code: 200, msg: '备注已添加' });
    const second = await call(colleague, '/inbox/addNote', { kind: 'mail', id: mailItem, body: '报价已发' });
    expect(second.data.notes).toEqual([
      { id: expect.any(Number), body: '已电话联系，客户下周回复', staff_id: sales.id, staff_name: '甲销售', create_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      { id: expect.any(Number), body: '报价已发', staff_id: colleague.id, staff_name: '乙销售', create_time: expect.any(String) },
    ]);
    const rows = await auditRowsOf(t, 'mail_enquiry', mailItem);
    expect(rows.map((r) => [r.action, r.staff_id, r.after])).toEqual([
      ['inbox.note', sales.id, { note_id: second.data.notes[0].id, body: '已电话联系，客户下周回复' }],
      ['inbox.note', colleague.id, { note_id: second.data.notes[1].id, body: '报价已发' }],
    ]);
  });

  it('refuses an empty or too long note and a missing item', async () => {
    for (const body of [undefined, '', '   ']) {
      expect(await call(sales, '/inbox/addNote', { kind: 'mail', id: mailItem, body })).toMatchObject({ code: 201, msg: '请输入备注内容' });
    }
    expect(await call(sales, '/inbox/addNote', { kind: 'mail', id: mailItem, body: 'x'.repeat(2001) })).toMatchObject({ code: 201, msg: '备注最多 2000 个字符' });
    expect((await call(sales, '/inbox/addNote', { kind: 'mail', id: mailItem, body: 'x'.repeat(2000) })).code).toBe(200);
    expect(await call(sales, '/inbox/addNote', { kind: 'enquiry', id: 99999, body: '无' })).toMatchObject({ status: 404, msg: '记录不存在' });
  });
});

describe('handled and reopened', () => {
  it('marks handled once, reopens once, each audited with before and after', async () => {
    const handled = await call(sales, '/inbox/handle', { kind: 'mail', id: mailItem });
    expect(handled).toMatchObject({ code: 200, msg: '已标记为已处理' });
    expect(handled.data.item.handled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(handled.data).toMatchObject({ handled_by: sales.id, handled_by_name: '甲销售' });
    expect(await call(colleague, '/inbox/handle', { kind: 'mail', id: mailItem })).toMatchObject({ code: 201, msg: '该记录已标记为已处理' });

    const reopened = await call(colleague, '/inbox/reopen', { kind: 'mail', id: mailItem });
    expect(reopened).toMatchObject({ code: 200, msg: '已重新打开' });
    expect(reopened.data).toMatchObject({ item: { handled_at: null }, handled_by: null, handled_by_name: null });
    expect(await call(colleague, '/inbox/reopen', { kind: 'mail', id: mailItem })).toMatchObject({ code: 201, msg: '该记录尚未处理' });
    expect(await call(sales, '/inbox/reopen', { kind: 'enquiry', id: 99999 })).toMatchObject({ status: 404, msg: '记录不存在' });

    const rows = (await auditRowsOf(t, 'mail_enquiry', mailItem)).filter((r) => r.action !== 'inbox.note');
    expect(rows.map((r) => [r.action, r.staff_id])).toEqual([
      ['inbox.handle', sales.id],
      ['inbox.reopen', colleague.id],
    ]);
    expect(rows[0]!.before).toEqual({ handled_at: null });
    expect(rows[0]!.after).toEqual({ handled_at: handled.data.item.handled_at, handled_by: sales.id });
    expect(rows[1]!.before).toEqual({ handled_at: handled.data.item.handled_at, handled_by: sales.id });
    expect(rows[1]!.after).toEqual({ handled_at: null, handled_by: null });
  });

  it('gives one success and one refusal when two members mark an item handled at once', async () => {
    const results = await Promise.all([call(sales, '/inbox/handle', { kind: 'enquiry', id: enquiry }), call(colleague, '/inbox/handle', { kind: 'enquiry', id: enquiry })]);
    expect(results.map((r) => r.code).toSorted()).toEqual([200, 201]);
    expect((await auditRowsOf(t, 'purchase_enquiry', enquiry)).filter((r) => r.action === 'inbox.handle')).toHaveLength(1);
  });
});

describe('the forms', () => {
  it('still e-mail the company as before, and their items arrive in the inbox unhandled', async () => {
    const mail = captureMail(t);
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
    const yuding = await post('/api/v1/onlinebook/addYuding', { name: '表单客户', phone: '13612345678', company: '表单大学', email: 'form@example.com', title: '定制细胞株' });
    expect(yuding.json()).toMatchObject({ code: 200, msg: '订购成功' });
    const sent = await post('/messages/send-mail', { productName: 'Cas9 蛋白', name: '邮件客户', phone: '13612345679', email: 'mailform@example.com' });
    expect(sent.json()).toMatchObject({ code: 200 });
    expect(mail.to(t.config.MAIL_COMPANY_TO)).toHaveLength(2);
    mail.restore();

    const list = await call(sales, '/inbox/list', { handled: 0, keyword: '表单客户' });
    expect(list.data.data).toEqual([expect.objectContaining({ kind: 'enquiry', name: '表单客户', company: '表单大学', product: '定制细胞株', handled_at: null, assignee_id: null })]);
    const byMail = await call(sales, '/inbox/list', { kind: 'mail', product: 'cas9' });
    expect(byMail.data.data).toEqual([expect.objectContaining({ kind: 'mail', name: '邮件客户', product: 'Cas9 蛋白' })]);
  });
});
