// The order list's export (issue 35 point 9): every order the list's filters match (not one page), as
// CSV and .xlsx with Chinese headers, for sales and lab staff as the list itself, each export audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, guideOrders, ampliconOrders, users } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';
import { captureMail, createUser, sampleOrder } from '../../../test/support/order-ops-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let editor: TestStaff;
let mail: ReturnType<typeof captureMail>;
const ordernos: Record<string, string> = {};
let email = '';

const HEADER = ['订单号', '类型', '项目', '状态', '样本数', '客户邮箱', '客户姓名', '单位', '报价（元）', '提交时间', '更新时间'];

beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
  sales = await createStaff(t.app, ['sales']);
  lab = await createStaff(t.app, ['lab']);
  editor = await createStaff(t.app, ['editor']);
  const wang = await createUser(t, 'wang');
  email = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, wang.uid)))[0]!.email;
  await t.database.db.update(users).set({ fname: '王', lname: '五', company: '北方大学' }).where(eq(users.id, wang.uid));
  // 25 GUIDE-seq orders (more than a page of 20) and one amplicon order.
  for (let i = 0; i < 25; i++) {
    const id = await sampleOrder(t, wang.token, 'guide', 1);
    const [row] = await t.database.db.update(guideOrders).set({ create_time: new Date(Date.UTC(2026, 2, 1, 1, i)) }).where(eq(guideOrders.id, id)).returning();
    ordernos[`guide-${i}`] = row!.orderno;
  }
  const amplicon = await sampleOrder(t, wang.token, 'amplicon', 1);
  const [row] = await t.database.db.update(ampliconOrders).set({ create_time: new Date('2026-03-05T01:00:00Z') }).where(eq(ampliconOrders.id, amplicon)).returning();
  ordernos.amplicon = row!.orderno;
});

afterAll(async () => {
  mail?.restore();
  await t?.close();
});

describe('the order export', () => {
  it('holds every order of the filter, not only the first page, as CSV', async () => {
    const { res, rows } = await exportCall(t.app, '/orders/export', sales.token, { kind: 'guide', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('25');
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(26);
    // Newest first.
    expect(rows[1]![0]).toBe(ordernos['guide-24']);
    expect(rows[25]![0]).toBe(ordernos['guide-0']);
    expect(rows[1]!.slice(1, 8)).toEqual(['GUIDE-seq脱靶检测', rows[1]![2], '待确认', rows[1]![4], email, '王五', '北方大学']);
    expect(rows.slice(1).every((row) => row[1] === 'GUIDE-seq脱靶检测')).toBe(true);
  });

  it('reads back as .xlsx with the same rows; a date filter narrows it; lab staff may export too', async () => {
    const { res, rows } = await exportCall(t.app, '/orders/export', lab.token, { from: '2026-03-05', to: '2026-03-05' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^订单-\d{8}\.xlsx$/);
    expect(rows).toEqual([HEADER, [ordernos.amplicon, '扩增子检测', expect.any(String), '待确认', expect.any(String), email, '王五', '北方大学', '', '2026-03-05 09:00:00', expect.any(String)]]);
  });

  it('records each export with its filter and row count', async () => {
    const records = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.export'));
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.staff_id === sales.id)).toMatchObject({ entity: 'orders', after: { filter: { kind: 'guide', format: 'csv' }, rows: 25, total: 25 } });
  });

  it('refuses a member without the sales or lab role, and no session', async () => {
    expect((await exportCall(t.app, '/orders/export', editor.token, {})).res.statusCode).toBe(403);
    expect((await exportCall(t.app, '/orders/export', '', {})).res.statusCode).toBe(401);
  });
});
