// The console's start page: orders per Shanghai day over the last 30 days and by kind and status,
// the unhandled enquiries/bookings/mail enquiries (an inbox state with handled_at makes one handled),
// today's CRISPR-Net jobs, this week's new customers, and each part only for the roles that see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  ampliconOrders,
  bookings,
  cellslineOrders,
  crisprJobs,
  guideOrders,
  inboxStates,
  mailEnquiries,
  purchaseEnquiries,
  users,
} from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { staffCall } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
const members: Record<'admin' | 'sales' | 'lab' | 'editor', TestStaff> = {} as never;

const DAY = 24 * 60 * 60 * 1000;
/** The app's clock, standing still: "today" is the same day for the test and for the app. */
const clock = createTestClock();
/** The Shanghai date `offset` days from today (YYYY-MM-DD). */
const day = (offset = 0) => new Date(clock.ms() + 8 * 60 * 60 * 1000 + offset * DAY).toISOString().slice(0, 10);
/** An instant of a Shanghai day at a local time. */
const at = (offset: number, time: string) => new Date(`${day(offset)}T${time}+08:00`);
const weekday = new Date(`${day()}T00:00:00Z`).getUTCDay();
const monday = day(-((weekday + 6) % 7));

const overview = (member: TestStaff) => staffCall(t, member, '/dashboard/overview');

let handledEnquiry: number;
let assignedEnquiry: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  for (const role of ['admin', 'sales', 'lab', 'editor'] as const) members[role] = await createStaff(t.app, [role]);

  // Customers: two this week, one a second before Monday's midnight.
  const [wang, , old] = await db
    .insert(users)
    .values([
      { email: 'wang@example.com', password_hash: 'x', fname: '王', lname: '五', company: '北方大学', status: 1 },
      { email: 'li@example.com', password_hash: 'x', tel: '13900000001' },
      { email: 'old@example.com', password_hash: 'x', tel: '13900000002', create_time: new Date(new Date(`${monday}T00:00:00+08:00`).getTime() - 1000) },
    ])
    .returning({ id: users.id });

  // Orders: today, 3 days ago, 29 days ago (the chart's first day) and 30 days ago (outside it).
  await db.insert(guideOrders).values([
    { uid: wang.id, orderno: 'G-TODAY', leixing: 'GUIDE-seq', create_time: at(0, '00:00:01') },
    { uid: wang.id, orderno: 'G-TODAY-2', leixing: 'GUIDE-seq', create_time: at(0, '00:00:02'), status: 2 },
    { uid: wang.id, orderno: 'G-3', leixing: 'GUIDE-seq', create_time: at(-3, '23:59:59') },
  ]);
  await db.insert(ampliconOrders).values({ uid: wang.id, orderno: 'A-29', leixing: '扩增子检测', create_time: at(-29, '00:00:00') });
  await db.insert(cellslineOrders).values({ uid: old.id, orderno: 'C-30', leixing: '单基因敲除', create_time: at(-30, '23:59:59'), status: 6 });

  // CRISPR-Net: three jobs today (running, finished, finished), one failed late yesterday.
  await db.insert(crisprJobs).values([
    { uid: wang.id, title: 'today-1', status: 1, create_time: at(0, '00:00:00') },
    { uid: wang.id, title: 'today-2', status: 3, create_time: at(0, '00:00:01') },
    { uid: wang.id, title: 'today-3', status: 3, create_time: at(0, '00:00:02') },
    { uid: wang.id, title: 'yesterday', status: 2, create_time: at(-1, '23:59:59') },
  ]);

  // The inbox: 3 purchase enquiries (one handled, one only assigned), 1 booking, 4 mail enquiries.
  const enquiries = await db
    .insert(purchaseEnquiries)
    .values([
      { name: '甲', phone: '13800000001', company: '甲公司', email: 'a@example.com', title: 'Cas9 蛋白', create_time: at(-5, '09:00:00') },
      { name: '乙', phone: '13800000002', company: '乙公司', email: 'b@example.com', title: 'sgRNA', create_time: at(-4, '09:00:00') },
      { name: '丙', phone: '13800000003', company: '丙公司', email: 'c@example.com', title: '质粒', create_time: at(-1, '09:00:00') },
    ])
    .returning({ id: purchaseEnquiries.id });
  handledEnquiry = enquiries[2].id;
  assignedEnquiry = enquiries[1].id;
  await db.insert(inboxStates).values([
    { kind: 'enquiry', item_id: handledEnquiry, handled_at: clock() },
    { kind: 'enquiry', item_id: assignedEnquiry, assignee_id: members.sales.id },
    // The same id under another kind (no booking has it) says nothing about the enquiry.
    { kind: 'booking', item_id: enquiries[0].id, handled_at: clock() },
  ]);
  await db.insert(bookings).values({ id: 500, name: '丁', phone: '13800000004', email: 'd@example.com', company: '丁研究所', title: 'GUIDE-seq 服务', create_time: at(-2, '09:00:00') });
  await db.insert(mailEnquiries).values(
    [-6, -3, 0, -7].map((offset, i) => ({
      product_name: `产品${i + 1}`,
      name: `邮件${i + 1}`,
      unit: `单位${i + 1}`,
      phone: '13800000010',
      email: `m${i + 1}@example.com`,
      create_time: at(offset, '08:00:00'),
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the dashboard overview', () => {
  it('counts orders per Shanghai day over the last 30 days, and by kind and status', async () => {
    const res = await overview(members.sales);
    expect(res.code).toBe(200);
    const { daily, summary } = res.data.orders;
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: day(-29), guide: 0, amplicon: 1, cell: 0 });
    expect(daily[29]).toEqual({ day: day(0), guide: 2, amplicon: 0, cell: 0 });
    expect(daily[26]).toEqual({ day: day(-3), guide: 1, amplicon: 0, cell: 0 });
    const total = daily.reduce((sum: number, d: { guide: number; amplicon: number; cell: number }) => sum + d.guide + d.amplicon + d.cell, 0);
    expect(total).toBe(4);
    expect(summary).toEqual([
      { kind: 'amplicon', status: 0, count: 1 },
      { kind: 'cell', status: 6, count: 1 },
      { kind: 'guide', status: 0, count: 2 },
      { kind: 'guide', status: 2, count: 1 },
    ]);
  });

  it('counts the unhandled items of each kind and lists the newest six', async () => {
    const { inbox } = (await overview(members.sales)).data;
    expect(inbox.unhandled).toEqual([
      { kind: 'enquiry', count: 2 },
      { kind: 'booking', count: 1 },
      { kind: 'mail', count: 4 },
    ]);
    expect(inbox.latest.map((item: { kind: string; name: string }) => `${item.kind}:${item.name}`)).toEqual([
      'mail:邮件3',
      'booking:丁',
      'mail:邮件2',
      'enquiry:乙',
      'enquiry:甲',
      'mail:邮件1',
    ]);
    expect(inbox.latest[1]).toMatchObject({ subject: 'GUIDE-seq 服务', company: '丁研究所', create_time: at(-2, '09:00:00').toISOString() });
    expect(inbox.latest[3]).toMatchObject({ id: assignedEnquiry, subject: 'sgRNA', company: '乙公司' });
    expect(inbox.latest[0]).toMatchObject({ subject: '产品3', company: '单位3' });
  });

  it('counts today’s CRISPR-Net jobs by status (Shanghai day)', async () => {
    const { crispr } = (await overview(members.sales)).data;
    expect(crispr).toEqual({
      day: day(0),
      total: 3,
      byStatus: [
        { status: 1, count: 1 },
        { status: 3, count: 2 },
      ],
    });
  });

  it('counts this week’s new customers from Monday and lists the newest', async () => {
    const { customers } = (await overview(members.sales)).data;
    expect(customers.weekStart).toBe(monday);
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(customers.thisWeek).toBe(2);
    expect(customers.total).toBe(3);
    expect(customers.latest.map((u: { email: string }) => u.email)).toEqual(['old@example.com', 'li@example.com', 'wang@example.com']);
    expect(customers.latest[2]).toMatchObject({ name: '王五', company: '北方大学', status: 1 });
  });

  it('answers only the parts each role may see', async () => {
    const parts = async (member: TestStaff) => {
      const res = await overview(member);
      expect(res.code).toBe(200);
      return Object.entries(res.data)
        .filter(([, value]) => value !== null)
        .map(([name]) => name);
    };
    expect(await parts(members.admin)).toEqual(['orders', 'inbox', 'crispr', 'customers']);
    expect(await parts(members.sales)).toEqual(['orders', 'inbox', 'crispr', 'customers']);
    expect(await parts(members.lab)).toEqual(['orders']);
    expect(await parts(members.editor)).toEqual([]);
  });
});
