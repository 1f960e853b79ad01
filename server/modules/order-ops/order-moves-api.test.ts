// The order status machine through the console's API: who may make which move, one step at a time,
// atomically; the sample rule (docs/decisions/0015-sample-status-rule.md); the events, audit rows and
// e-mails each move leaves.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, guideSamples, orderEvents } from '../../db/schema/index.ts';
import { readOutbox } from '../mail/outbox.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { captureMail, cellOrder, createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let admin: TestStaff;
let customer: { uid: number; token: string };
let customerEmail: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.cn' });
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  lab = await createStaff(t.app, ['lab'], { name: '实验员小李' });
  admin = await createStaff(t.app, ['admin'], { name: '管理员老张' });
  customer = await createUser(t, 'buyer');
  customerEmail = (await t.app.services.orderOps.detail(sales, 'guide', await sampleOrder(t, customer.token, 'guide', 1))).customer.email;
});

afterAll(async () => {
  await t?.close();
});

const move = (member: TestStaff, body: Record<string, unknown>) => staffCall(t, member, '/orders/move', body);

describe('order moves', () => {
  it('lets sales confirm 0 → 1 with a quote; refuses the lab; then the lab runs 1 → 6 one step at a time', async () => {
    const oid = await sampleOrder(t, customer.token);
    const mail = captureMail(t);
    try {
      const byLab = await move(lab, { kind: 'guide', id: oid, to: 1 });
      expect(byLab).toMatchObject({ status: 200, code: 201, msg: '确认订单（待确认 → 已确认）由销售或管理员操作' });

      const confirmed = await move(sales, { kind: 'guide', id: oid, to: 1, note: '已收到样本', internal_note: '优先处理', quote_amount: '1234.5', quote_note: '含税' });
      expect(confirmed).toMatchObject({ code: 200, msg: '状态已更新' });
      expect(confirmed.data.order.status).toBe(1);
      expect(confirmed.data.quote).toMatchObject({ amount: 1234.5, currency: 'CNY', note: '含税' });
      expect(confirmed.data.events.map((e: { type: string }) => e.type)).toEqual(['submitted', 'status', 'quote']);
      expect(confirmed.data.events[1]).toMatchObject({ from_status: 0, to_status: 1, note: '已收到样本', internal_note: '优先处理', staff_name: '销售小王' });

      const [mailed] = mail.messages();
      expect(mail.messages()).toHaveLength(1);
      expect(mailed.to).toBe(customerEmail);
      expect(mailed.subject).toBe(`【澄源基因】订单 ${confirmed.data.order.orderno} 状态更新：已确认`);
      expect(mailed.text).toContain(`您的GUIDE-seq脱靶检测订单 ${confirmed.data.order.orderno} 的状态已更新为「已确认」。`);
      expect(mailed.text).toContain('订单报价：¥1234.50');
      expect(mailed.text).toContain('报价说明：含税');
      expect(mailed.text).toContain('备注：已收到样本');
      expect(mailed.text).not.toContain('优先处理');
      expect(mailed.text).toContain(`https://www.example.cn/orderSeqList?oid=${oid}&orderno=${confirmed.data.order.orderno}`);

      const salesOn = await move(sales, { kind: 'guide', id: oid, to: 2 });
      expect(salesOn).toMatchObject({ code: 201, msg: '订单进度（已确认之后）由实验室或管理员推进' });
      const skip = await move(lab, { kind: 'guide', id: oid, to: 3 });
      expect(skip).toMatchObject({ code: 201, msg: '状态只能向前推进一步' });
      const lateQuote = await move(lab, { kind: 'guide', id: oid, to: 2, quote_amount: 10 });
      expect(lateQuote).toMatchObject({ code: 201, msg: '订单确认后报价不能再修改' });

      for (const to of [2, 3, 4, 5, 6]) {
        // No result file here: 已完成 takes the reason staff confirm (order-results-api.test.ts).
        const res = await move(lab, { kind: 'guide', id: oid, to, note: `进入${to}`, ...(to === 6 ? { no_file_reason: '结果随样本寄回' } : {}) });
        expect(res.code, `to ${to}`).toBe(200);
        expect(res.data.order.status).toBe(to);
      }
      expect(mail.messages().map((m) => m.subject.split('：')[1])).toEqual(['已确认', '质检', '建库', '测序', '分析', '已完成']);

      const again = await move(lab, { kind: 'guide', id: oid, to: 6 });
      expect(again).toMatchObject({ code: 201, msg: '订单已完成' });
      const past = await move(admin, { kind: 'guide', id: oid, to: 7 });
      expect(past).toMatchObject({ code: 201, msg: '请选择状态' });
    } finally {
      mail.restore();
    }
  });

  it('moves back only by an admin, one step, with a reason, never below 0', async () => {
    const oid = await sampleOrder(t, customer.token);
    const mail = captureMail(t);
    try {
      expect(await move(admin, { kind: 'guide', id: oid, to: 0, note: '撤销' })).toMatchObject({ code: 201, msg: '订单尚未确认，不能退回' });
      expect((await move(admin, { kind: 'guide', id: oid, to: 1 })).code).toBe(200);
      expect((await move(admin, { kind: 'guide', id: oid, to: 2 })).code).toBe(200);

      expect(await move(lab, { kind: 'guide', id: oid, to: 1, note: '质检不合格' })).toMatchObject({ code: 201, msg: '只有管理员可以退回状态' });
      expect(await move(sales, { kind: 'guide', id: oid, to: 1, note: '质检不合格' })).toMatchObject({ code: 201, msg: '只有管理员可以退回状态' });
      expect(await move(admin, { kind: 'guide', id: oid, to: 1 })).toMatchObject({ code: 201, msg: '退回时请填写原因' });
      expect(await move(admin, { kind: 'guide', id: oid, to: 0, note: '两步' })).toMatchObject({ code: 201, msg: '只能退回上一步' });

      mail.clear();
      const back = await move(admin, { kind: 'guide', id: oid, to: 1, note: '质检需重做', internal_note: '管道污染' });
      expect(back).toMatchObject({ code: 200 });
      expect(back.data.order.status).toBe(1);
      expect(back.data.events.at(-1)).toMatchObject({ type: 'status_back', from_status: 2, to_status: 1, note: '质检需重做', internal_note: '管道污染', staff_name: '管理员老张' });
      // Samples stay where they were (still ≥ the order's status).
      expect(back.data.samples.map((s: { status: number }) => s.status)).toEqual([2, 2]);
      const [mailed] = mail.messages();
      expect(mailed.subject).toBe(`【澄源基因】订单 ${back.data.order.orderno} 状态更新：已确认`);
      expect(mailed.text).toContain('的状态已退回为「已确认」。');
      expect(mailed.text).toContain('退回原因：质检需重做');
      expect(mailed.text).not.toContain('管道污染');

      expect((await move(admin, { kind: 'guide', id: oid, to: 0, note: '客户修改样本' })).data.order.status).toBe(0);
      expect(await move(admin, { kind: 'guide', id: oid, to: 0, note: '再退' })).toMatchObject({ code: 201, msg: '订单尚未确认，不能退回' });
    } finally {
      mail.restore();
    }
  });

  it('lets exactly one of two simultaneous moves of one order succeed', async () => {
    const oid = await sampleOrder(t, customer.token);
    const mail = captureMail(t);
    try {
      const results = await Promise.all([move(sales, { kind: 'guide', id: oid, to: 1 }), move(admin, { kind: 'guide', id: oid, to: 1 })]);
      expect(results.map((r) => r.code).toSorted()).toEqual([200, 201]);
      expect(results.find((r) => r.code === 201)?.msg).toBe('状态只能向前推进一步');
      const events = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.kind, 'guide'), eq(orderEvents.order_id, oid)));
      expect(events).toHaveLength(1);
      expect(mail.messages()).toHaveLength(1);
    } finally {
      mail.restore();
    }
  });

  it('answers 404 for a missing order and 403 to roles without the call', async () => {
    expect(await move(admin, { kind: 'guide', id: 999999, to: 1 })).toMatchObject({ status: 404, code: 404, msg: '订单不存在' });
    // Past PostgreSQL's integer no order can exist: the contract refuses the id before any query.
    expect(await move(admin, { kind: 'cell', id: 3_000_000_000, to: 1 })).toMatchObject({ status: 200, code: 201, msg: '请选择订单' });
    const editor = await createStaff(t.app, ['editor']);
    expect((await move(editor, { kind: 'guide', id: 1, to: 1 })).status).toBe(403);
    expect((await staffCall(t, sales, '/orders/moveSample', { kind: 'guide', id: 1, to: 1 })).status).toBe(403);
  });

  it('records an audit row with the move, in the same transaction', async () => {
    const oid = await sampleOrder(t, customer.token);
    const mail = captureMail(t);
    try {
      await move(sales, { kind: 'guide', id: oid, to: 1, internal_note: '加急', quote_amount: 800 });
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'guide_order'), eq(auditLog.entity_id, String(oid))));
      expect(row).toMatchObject({ staff_id: sales.id, staff_email: sales.email, action: 'order.move', before: { status: 0 } });
      expect(row.after).toMatchObject({ status: 1, internal_note: '加急', quote: { amount: 800, note: null } });
      expect(row.ip).toBeTruthy();
    } finally {
      mail.restore();
    }
  });

  it('moves cell-line orders, which have no samples, and links their e-mail to the cell detail page', async () => {
    const id = await cellOrder(t, customer.token);
    const mail = captureMail(t);
    try {
      const res = await move(sales, { kind: 'cell', id, to: 1 });
      expect(res.code).toBe(200);
      expect(res.data.samples).toEqual([]);
      expect(res.data.order.yangben_nums).toBeNull();
      expect(mail.messages()[0].text).toContain(`https://www.example.cn/orderCellDetail?id=${id}`);
      expect(mail.messages()[0].text).toContain('细胞株构建订单');
    } finally {
      mail.restore();
    }
  });

  it('delivers the status e-mail through the send-mail job to the outbox', async () => {
    const oid = await sampleOrder(t, customer.token);
    const mail = captureMail(t);
    let queued;
    try {
      const res = await move(sales, { kind: 'guide', id: oid, to: 1 });
      [queued] = mail.messages();
      expect(res.code).toBe(200);
    } finally {
      mail.restore();
    }
    // The send-mail job's work: what the worker does with the queued payload.
    await t.app.services.mail.deliverNow(queued!);
    const outbox = await readOutbox(t.config.paths.mailOutbox);
    expect(outbox.find((m) => m.to === customerEmail && m.subject === queued!.subject)?.text).toContain('状态已更新为「已确认」');
  });
});

describe('the sample rule', () => {
  it('lifts every sample below the order when it moves forward, lets the lab move a sample ahead, and keeps samples at or above their order', async () => {
    const oid = await sampleOrder(t, customer.token, 'guide', 3);
    const mail = captureMail(t);
    try {
      const detail = await staffCall(t, admin, '/orders/detail', { kind: 'guide', id: oid });
      const [s1, s2, s3] = detail.data.samples.map((s: { id: number }) => s.id);
      const sampleMove = (member: TestStaff, body: Record<string, unknown>) => staffCall(t, member, '/orders/moveSample', { kind: 'guide', ...body });

      expect(await sampleMove(lab, { id: s1, to: 1 })).toMatchObject({ code: 201, msg: '订单确认后才能推进样本' });
      await move(sales, { kind: 'guide', id: oid, to: 1 });

      const ahead = await sampleMove(lab, { id: s1, to: 2, note: '先行质检' });
      expect(ahead).toMatchObject({ code: 200, data: { id: s1, status: 2 } });
      expect(ahead.data.fields.find((f: { key: string }) => f.key === 'status')).toEqual({ key: 'status', label: '样本状态', value: '质检' });
      expect((await sampleMove(lab, { id: s1, to: 3 })).data.status).toBe(3);
      expect(await sampleMove(lab, { id: s1, to: 5 })).toMatchObject({ code: 201, msg: '状态只能向前推进一步' });
      expect(await sampleMove(lab, { id: s1, to: 2, note: 'x' })).toMatchObject({ code: 201, msg: '只有管理员可以退回状态' });

      // The order moves to 2: samples below are lifted, the one ahead stays ahead.
      await move(lab, { kind: 'guide', id: oid, to: 2 });
      const statuses = async () =>
        Object.fromEntries((await t.database.db.select().from(guideSamples).where(eq(guideSamples.oid, oid))).map((s) => [s.id, s.status]));
      expect(await statuses()).toEqual({ [s1]: 3, [s2]: 2, [s3]: 2 });

      expect(await sampleMove(admin, { id: s2, to: 1, note: '退回' })).toMatchObject({ code: 201, msg: '样本状态不能低于订单状态' });
      expect(await sampleMove(admin, { id: s1, to: 2 })).toMatchObject({ code: 201, msg: '退回时请填写原因' });
      expect(await sampleMove(admin, { id: s1, to: 2, note: '重新测序' })).toMatchObject({ code: 200, data: { status: 2 } });

      const events = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.kind, 'guide'), eq(orderEvents.order_id, oid)));
      const sampleEvents = events.filter((e) => e.sample_id !== null);
      expect(sampleEvents.map((e) => [e.sample_id, e.type, e.from_status, e.to_status, e.staff_id])).toEqual([
        [s1, 'status', 1, 2, lab.id],
        [s1, 'status', 2, 3, lab.id],
        [s1, 'status_back', 3, 2, admin.id],
      ]);
      expect(sampleEvents[0].note).toBe('先行质检');
      const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'guide_sample'), eq(auditLog.entity_id, String(s1))));
      expect(audits.map((a) => a.action)).toEqual(['sample.move', 'sample.move', 'sample.move_back']);

      for (const to of [3, 4, 5, 6]) await move(lab, { kind: 'guide', id: oid, to, ...(to === 6 ? { no_file_reason: '结果随样本寄回' } : {}) });
      expect(Object.values(await statuses())).toEqual([6, 6, 6]);
      expect(await sampleMove(lab, { id: s2, to: 6 })).toMatchObject({ code: 201, msg: '订单已完成' });
      // Samples do not e-mail the customer; order moves do.
      expect(mail.messages()).toHaveLength(6);
    } finally {
      mail.restore();
    }
  });

  it('refuses sample moves on a cell-line order kind and an unknown sample', async () => {
    expect(await staffCall(t, lab, '/orders/moveSample', { kind: 'cell', id: 1, to: 1 })).toMatchObject({ code: 201, msg: '订单类型不正确' });
    expect(await staffCall(t, lab, '/orders/moveSample', { kind: 'amplicon', id: 999999, to: 1 })).toMatchObject({ status: 404, msg: '样本不存在' });
  });
});
