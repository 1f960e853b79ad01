// The price table and dates per sample through the API (issue 34 points 1 and 3): staff price items
// (audited, with history), the customer's order answers the server's estimate per kind and option
// until the confirmation's quote wins, and expected dates turn orange and red at their boundaries
// by the app's injected clock, in the customer's answer, the console's and the dashboard's late list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, orderEvents } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { ampliconSample, call, cellForm, createUser, guideSample } from '../../../test/support/order-test-kit.ts';
import { staffCall } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let owner: { uid: number; token: string };
let stranger: { uid: number; token: string };
/** A second before a Shanghai midnight: the tests step over it by moving the clock one second. */
const clock = createTestClock(new Date('2026-03-01T15:59:59Z'));

const DAY = 24 * 3600_000;
/** The Shanghai day `offset` days after the day of `from`, at a Shanghai time. */
const shanghai = (from: Date, offset: number, time: string) => {
  const day = new Date(from.getTime() + 8 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${time}+08:00`);
};

const save = (member: TestStaff, kind: string, item: string, price: unknown, days: unknown) => staffCall(t, member, '/prices/save', { kind, item, price, days });

async function guideOrder(samples: Array<Record<string, unknown>>) {
  const first = await call(t, '/guide/addGuideOrder', owner.token, guideSample({ name: 'G-1', ...samples[0] }));
  expect(first.code, first.msg).toBe(200);
  const oid = first.data.info as number;
  for (const [i, extra] of samples.slice(1).entries()) {
    const added = await call(t, '/guide/addGuideYangben', owner.token, { ...guideSample({ name: `G-${i + 2}`, ...extra }), oid });
    expect(added.code, added.msg).toBe(200);
  }
  return oid;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  lab = await createStaff(t.app, ['lab'], { name: '实验员小李' });
  owner = await createUser(t, 'owner');
  stranger = await createUser(t, 'stranger');
});

afterAll(async () => {
  await t?.close();
});

describe('the price table', () => {
  it('is set by sales (checked, audited, kept in history), read by the lab, and public for the forms', async () => {
    expect(await save(sales, 'guide', 'nothing', 1, 1)).toMatchObject({ code: 201, msg: '计价项目不存在' });
    expect(await save(sales, 'guide', 'sample', -1, 1)).toMatchObject({ code: 201, msg: '请输入 0-10000000 之间、最多两位小数的价格' });
    expect(await save(sales, 'guide', 'sample', 1.005, 1)).toMatchObject({ code: 201 });
    expect(await save(sales, 'guide', 'sample', 100, 1.5)).toMatchObject({ code: 201, msg: '周期请输入 0-365 之间的整数天数' });
    expect(await save(sales, 'guide', 'sample', 100, 366)).toMatchObject({ code: 201 });
    expect((await save(lab, 'guide', 'sample', 100, 5)).status).toBe(403);

    const unpriced = await call(t, '/order/prices', null);
    expect(unpriced.data.find((r: { kind: string; item: string }) => r.kind === 'guide' && r.item === 'odn')).toEqual({
      kind: 'guide', item: 'odn', unit: 'sample', label: 'ODN插入检测（每个样本）', price: null, days: null,
    });

    expect(await save(sales, 'guide', 'sample', 2000, 18)).toMatchObject({ code: 200, msg: '价格已保存', data: { price: 2000, days: 18, staff_name: '销售小王' } });
    for (const [kind, item, price, days] of [
      ['guide', 'base', 3000, 5], ['guide', 'sample', 2500, 20], ['guide', 'odn', 800.5, 5],
      ['amplicon', 'base', 500, 2], ['amplicon', 'sample', 300, 10], ['amplicon', 'primer_design', 200, 3],
      ['cell', 'single_knockout', 18000, 60], ['cell', 'knock_in', 28000, 80], ['cell', 'purchased_host', 1500, 7], ['cell', 'monoclonal', 6000, 20],
    ] as const) {
      expect((await save(sales, kind, item, price, days)).code).toBe(200);
    }

    const table = await staffCall(t, lab, '/prices/list');
    expect(table.data.find((r: { item: string; kind: string }) => r.kind === 'guide' && r.item === 'sample')).toMatchObject({ price: 2500, days: 20, staff_name: '销售小王' });
    const history = await staffCall(t, lab, '/prices/history', { kind: 'guide', item: 'sample' });
    expect(history.data.map((h: { old_price: number | null; price: number; old_days: number | null; days: number }) => [h.old_price, h.old_days, h.price, h.days])).toEqual([
      [2000, 18, 2500, 20],
      [null, null, 2000, 18],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'price.save'));
    expect(audits.find((a) => a.entity_id === 'guide:sample' && (a.after as { price: number }).price === 2500)).toMatchObject({
      staff_id: sales.id, entity: 'price_item', before: { price: 2000, days: 18 },
    });
    const open = await call(t, '/order/prices', null);
    expect(open.data.find((r: { kind: string; item: string }) => r.kind === 'guide' && r.item === 'odn')).toMatchObject({ price: 800.5, days: 5 });
  });
});

describe('an order\'s price', () => {
  it('is the server\'s estimate per kind and option until the confirmation\'s quote wins', async () => {
    const guide = await guideOrder([{ is_odn: 0 }, { is_odn: 1, odn_xulie: 'ACGTACGTAC' }, { is_odn: 0 }]);
    const before = await call(t, '/order/estimate', owner.token, { kind: 'guide', id: guide });
    expect(before.data).toMatchObject({ shown: 'estimate', amount: 3000 + 3 * 2500 + 800.5, quote: null });
    expect(before.data.estimate.lines.map((l: { item: string; quantity: number; amount: number }) => [l.item, l.quantity, l.amount])).toEqual([
      ['base', 1, 3000], ['sample', 3, 7500], ['odn', 1, 800.5],
    ]);
    expect(before.data.estimate).toMatchObject({ days: 30, sample_days: [25, 30, 25] });
    expect(before.data.schedule.order).toEqual({ due: null, state: 'waiting', days_left: null, finished: null });

    const amplicon = (await call(t, '/amplicon/addAmpliconOrder', owner.token, ampliconSample({ name: 'A-1', is_yinwu: 1, yinwu_xulie: 'ACGT'.repeat(30) }))).data.info;
    expect((await call(t, '/order/estimate', owner.token, { kind: 'amplicon', id: amplicon })).data).toMatchObject({
      shown: 'estimate', amount: 1000, estimate: { days: 15, lines: [{ item: 'base' }, { item: 'sample' }, { item: 'primer_design' }] },
    });

    const cell = (await call(t, '/cellsline/addCellslineOrder', owner.token, cellForm({ leixing: '基因敲入', is_dingdian: 0, shuzhu_tigong: '代购' }))).data.info;
    const cellPrice = await call(t, '/order/estimate', owner.token, { kind: 'cell', id: cell });
    expect(cellPrice.data).toMatchObject({ shown: 'estimate', amount: 28000 + 1500 + 6000, estimate: { days: 107 } });
    // A service type staff have not priced: no estimate, said so.
    const unpriced = (await call(t, '/cellsline/addCellslineOrder', owner.token, cellForm({ leixing: '基因敲低' }))).data.info;
    expect((await call(t, '/order/estimate', owner.token, { kind: 'cell', id: unpriced })).data).toMatchObject({ shown: 'none', amount: null, estimate: null });

    await staffCall(t, sales, '/orders/move', { kind: 'guide', id: guide, to: 1, quote_amount: 9999.5 });
    const after = await call(t, '/order/estimate', owner.token, { kind: 'guide', id: guide });
    expect(after.data).toMatchObject({ shown: 'quote', amount: 9999.5, quote: { amount: 9999.5 }, estimate: { total: 11300.5 } });
    expect((await staffCall(t, lab, '/orders/pricing', { kind: 'guide', id: guide })).data).toMatchObject({ shown: 'quote', amount: 9999.5 });
    // Confirmed without a quote: the estimate stays the shown price.
    await staffCall(t, sales, '/orders/move', { kind: 'amplicon', id: amplicon, to: 1 });
    expect((await call(t, '/order/estimate', owner.token, { kind: 'amplicon', id: amplicon })).data).toMatchObject({ shown: 'estimate', amount: 1000 });
  });

  it('answers another customer\'s order like a missing one', async () => {
    const oid = await guideOrder([{}]);
    const foreign = await call(t, '/order/estimate', stranger.token, { kind: 'guide', id: oid });
    expect(foreign).toEqual({ status: 404, code: 404, msg: '订单不存在', data: null });
    expect(await call(t, '/order/estimate', stranger.token, { kind: 'guide', id: 999999 })).toEqual(foreign);
    expect((await call(t, '/order/estimate', null, { kind: 'guide', id: oid })).status).toBe(401);
  });
});

describe('dates per sample', () => {
  // The status history is the order's events: the confirmation is set back a number of days instead
  // of moving the clock by weeks (sessions would expire); the day boundary is crossed by one second.
  const confirmOn = (eventId: number, at: Date) => t.database.db.update(orderEvents).set({ create_time: at }).where(eq(orderEvents.id, eventId));
  const dayOf = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

  it('count from the confirmation; orange from 2 days before the date, red after it, in every view', async () => {
    const oid = await guideOrder([{ is_odn: 0 }, { is_odn: 1, odn_xulie: 'ACGTACGTAC' }]);
    await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1 });
    const [confirmation] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, oid));
    const read = async () => (await call(t, '/order/estimate', owner.token, { kind: 'guide', id: oid })).data.schedule;
    const lateList = async () => (await staffCall(t, lab, '/orders/late')).data.filter((r: { id: number; kind: string }) => r.kind === 'guide' && r.id === oid);

    // 23:59:59 in Shanghai, confirmed 27 days ago. Samples take 25 and 30 days; the order 30.
    expect(dayOf(clock())).toBe('2026-03-01');
    await confirmOn(confirmation.id, shanghai(clock(), -27, '08:00:00'));
    let schedule = await read();
    expect(schedule.order).toEqual({ due: '2026-03-04', state: 'on_time', days_left: 3, finished: null });
    expect(schedule.samples.map((s: { state: string; due: string; days_left: number }) => [s.state, s.due, s.days_left])).toEqual([
      ['late', '2026-02-27', -2],
      ['on_time', '2026-03-04', 3],
    ]);
    expect(await lateList()).toEqual([]);

    // One second later it is the next day: two days left, orange.
    clock.advance(1000);
    schedule = await read();
    expect(schedule.order).toEqual({ due: '2026-03-04', state: 'soon', days_left: 2, finished: null });
    expect(await lateList()).toEqual([expect.objectContaining({ orderno: expect.any(String), state: 'soon', days_left: 2, due: '2026-03-04', status: 1 })]);

    // The date itself is still orange; the day after it, red.
    await confirmOn(confirmation.id, shanghai(clock(), -30, '23:59:59'));
    expect((await read()).order).toMatchObject({ state: 'soon', days_left: 0 });
    await confirmOn(confirmation.id, shanghai(clock(), -31, '23:59:59'));
    schedule = await read();
    expect(schedule.order).toMatchObject({ state: 'late', days_left: -1 });
    expect(schedule.samples.map((s: { state: string }) => s.state)).toEqual(['late', 'late']);
    expect((await staffCall(t, sales, '/orders/pricing', { kind: 'guide', id: oid })).data.schedule.order).toMatchObject({ state: 'late' });
    expect(await lateList()).toEqual([expect.objectContaining({ state: 'late', days_left: -1 })]);

    // The lists' dates: the customer's own orders only (a pending one has none yet), every order for staff.
    const pending = await guideOrder([{}]);
    const strangers = (await call(t, '/guide/addGuideOrder', stranger.token, guideSample({ name: 'X-1' }))).data.info;
    const own = await call(t, '/order/schedules', owner.token, { kind: 'guide', ids: `${oid},${pending},${strangers}` });
    expect(own.data).toEqual([
      { id: oid, due: '2026-03-01', state: 'late', days_left: -1, finished: null },
      { id: pending, due: null, state: 'waiting', days_left: null, finished: null },
    ]);
    const staffView = await staffCall(t, lab, '/orders/schedules', { kind: 'guide', ids: [oid, strangers] });
    expect(staffView.data.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([[oid, 'late'], [strangers, 'waiting']]);
    expect(await call(t, '/order/schedules', owner.token, { kind: 'guide', ids: 'x' })).toMatchObject({ code: 201, msg: '请选择订单' });
  });

  it('tell a finish on the date from one after it, and leave done orders off the late list', async () => {
    const oid = await guideOrder([{ is_odn: 0 }]);
    await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1 });
    for (const to of [2, 3, 4, 5, 6]) expect((await staffCall(t, lab, '/orders/move', { kind: 'guide', id: oid, to, ...(to === 6 ? { no_file_reason: '结果随样本寄回' } : {}) })).code).toBe(200);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, oid)).orderBy(orderEvents.id);
    const confirmed = events.find((e) => e.to_status === 1)!;
    const done = events.find((e) => e.to_status === 6)!;
    await confirmOn(confirmed.id, new Date('2026-01-01T02:00:00Z'));
    await confirmOn(done.id, new Date('2026-01-26T15:59:59Z'));
    let schedule = (await call(t, '/order/estimate', owner.token, { kind: 'guide', id: oid })).data.schedule;
    expect(schedule.order).toEqual({ due: '2026-01-26', state: 'done', days_left: null, finished: '2026-01-26' });
    expect(schedule.samples[0]).toMatchObject({ state: 'done', finished: '2026-01-26' });
    await confirmOn(done.id, new Date('2026-01-26T16:00:00Z'));
    schedule = (await call(t, '/order/estimate', owner.token, { kind: 'guide', id: oid })).data.schedule;
    expect(schedule.order).toMatchObject({ state: 'done_late', finished: '2026-01-27' });
    expect((await staffCall(t, lab, '/orders/late')).data.some((r: { id: number; kind: string }) => r.kind === 'guide' && r.id === oid)).toBe(false);
  });
});
