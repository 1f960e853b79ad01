// What the customer sees of an order's life (timeline without internal notes, the quote once
// confirmed, files) and the message thread both ways, with the e-mails each message sends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { call, captureMail, cellOrder, createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let owner: { uid: number; token: string };
let stranger: { uid: number; token: string };
let mail: ReturnType<typeof captureMail>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.cn', MAIL_COMPANY_TO: 'orders@example.cn' });
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  lab = await createStaff(t.app, ['lab'], { name: '实验员小李' });
  owner = await createUser(t, 'owner');
  stranger = await createUser(t, 'stranger');
  await t.database.db.update(users).set({ fname: '李', lname: '四', company: '示例大学' }).where(eq(users.id, owner.uid));
  mail = captureMail(t);
});

afterAll(async () => {
  mail?.restore();
  await t?.close();
});

describe('order progress', () => {
  it('shows the owner the timeline from the submission, without internal notes or staff, and the quote once confirmed', async () => {
    const oid = await sampleOrder(t, owner.token, 'amplicon', 1);
    const fresh = await call(t, '/order/progress', owner.token, { kind: 'amplicon', id: oid });
    expect(fresh).toMatchObject({ code: 200, data: { status: 0, quote: null, files: [] } });
    expect(fresh.data.events).toEqual([{ id: 0, type: 'submitted', sample_id: null, from_status: null, to_status: 0, note: null, no_file_reason: null, create_time: expect.any(String) }]);

    await staffCall(t, sales, '/orders/move', { kind: 'amplicon', id: oid, to: 1, note: '订单已确认', internal_note: '客户是老客户，九折', quote_amount: 900 });
    await staffCall(t, lab, '/orders/move', { kind: 'amplicon', id: oid, to: 2, internal_note: '样本浓度偏低' });
    const res = await call(t, '/order/progress', owner.token, { kind: 'amplicon', id: oid });
    expect(res.data.status).toBe(2);
    expect(res.data.quote).toMatchObject({ amount: 900, currency: 'CNY', note: null });
    expect(res.data.events.map((e: { type: string }) => e.type)).toEqual(['submitted', 'status', 'quote', 'status']);
    expect(res.data.events[1]).toEqual({ id: expect.any(Number), type: 'status', sample_id: null, from_status: 0, to_status: 1, note: '订单已确认', no_file_reason: null, create_time: expect.any(String) });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('九折');
    expect(text).not.toContain('样本浓度偏低');
    expect(text).not.toContain('销售小王');
  });

  it('answers another customer\'s order exactly like a missing one', async () => {
    const oid = await sampleOrder(t, owner.token, 'guide', 1);
    const cell = await cellOrder(t, owner.token);
    for (const [kind, id] of [['guide', oid], ['cell', cell]] as const) {
      const foreign = await call(t, '/order/progress', stranger.token, { kind, id });
      const missing = await call(t, '/order/progress', stranger.token, { kind, id: 999999 });
      expect(foreign).toEqual({ status: 404, code: 404, msg: '订单不存在', data: null });
      expect(missing).toEqual(foreign);
      expect(await call(t, '/order/messages', stranger.token, { kind, id })).toEqual(foreign);
      expect(await call(t, '/order/sendMessage', stranger.token, { kind, id, body: '你好' })).toEqual(foreign);
    }
    expect((await call(t, '/order/progress', null, { kind: 'guide', id: oid })).status).toBe(401);
    expect(await call(t, '/order/progress', owner.token, { kind: 'plasmid', id: oid })).toMatchObject({ code: 201, msg: '订单类型不正确' });
  });
});

describe('the message thread', () => {
  it('carries messages both ways: the company is e-mailed of the customer\'s, the customer of staff\'s', async () => {
    const oid = await sampleOrder(t, owner.token, 'guide', 1);
    const orderno = (await call(t, '/guide/myGuideInfo', owner.token, { id: oid })).data.orderno;
    mail.clear();

    expect(await call(t, '/order/sendMessage', owner.token, { kind: 'guide', id: oid, body: '  ' })).toMatchObject({ code: 201, msg: '请输入留言内容' });
    expect(await call(t, '/order/sendMessage', owner.token, { kind: 'guide', id: oid, body: 'x'.repeat(2001) })).toMatchObject({ code: 201, msg: '留言最多 2000 个字符' });
    const asked = await call(t, '/order/sendMessage', owner.token, { kind: 'guide', id: oid, body: '请问样本何时寄出？' });
    expect(asked).toMatchObject({ code: 200, msg: '留言已发送', data: { author: 'customer', staff_name: null, body: '请问样本何时寄出？' } });
    const [toCompany] = mail.to('orders@example.cn');
    expect(toCompany.subject).toBe(`【订单留言】${orderno} - 李四`);
    expect(toCompany.text).toContain(`客户留言：GUIDE-seq脱靶检测订单 ${orderno}`);
    expect(toCompany.text).toContain('客户：李四，示例大学，');
    expect(toCompany.text).toContain('请问样本何时寄出？');
    expect(toCompany.text).toContain(`https://www.example.cn/admin/orders/guide/${oid}`);

    const answered = await staffCall(t, sales, '/orders/sendMessage', { kind: 'guide', id: oid, body: '请于本周内寄出。' });
    expect(answered).toMatchObject({ code: 200, msg: '留言已发送', data: { author: 'staff', staff_name: '销售小王', body: '请于本周内寄出。' } });
    const customerEmail = (await staffCall(t, sales, '/orders/detail', { kind: 'guide', id: oid })).data.customer.email;
    const [toCustomer] = mail.to(customerEmail);
    expect(toCustomer.subject).toBe(`【澄源基因】订单 ${orderno} 有新留言`);
    expect(toCustomer.text).toContain('请于本周内寄出。');
    expect(toCustomer.text).toContain(`https://www.example.cn/orderSeqList?oid=${oid}&orderno=${orderno}`);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.message'));
    expect(audit).toMatchObject({ staff_id: sales.id, entity: 'guide_order', entity_id: String(oid) });

    const thread = await call(t, '/order/messages', owner.token, { kind: 'guide', id: oid });
    expect(thread.data.map((m: { author: string; staff_name: string | null }) => [m.author, m.staff_name])).toEqual([
      ['customer', null],
      ['staff', null],
    ]);
    const console = await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: oid });
    expect(console.data.messages.map((m: { staff_name: string | null }) => m.staff_name)).toEqual([null, '销售小王']);
  });

  it('delivers a staff message e-mail through the send-mail job to the outbox', async () => {
    const oid = await sampleOrder(t, owner.token, 'guide', 1);
    mail.clear();
    await staffCall(t, sales, '/orders/sendMessage', { kind: 'guide', id: oid, body: '报告已出，请查收。' });
    const [queued] = mail.messages();
    await t.app.services.mail.deliverNow(queued);
    const { readOutbox } = await import('../mail/outbox.ts');
    const delivered = (await readOutbox(t.config.paths.mailOutbox)).find((m) => m.subject === queued.subject);
    expect(delivered?.text).toContain('报告已出，请查收。');
  });
});
