// The sales inbox's list (three forms as one list: filters, paging, newest first), the detail with
// every field labelled in Chinese, and the Excel export of the filtered list read back with exceljs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { randomIp } from '../../../test/support/user-test-kit.ts';
import { insertBooking, insertEnquiry, insertMailEnquiry } from '../../../test/support/inbox-test-kit.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let sales: TestStaff;
const ids: Record<string, number> = {};

const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, path, body, { token: sales.token });
const list = (body: Record<string, unknown> = {}) => call('/inbox/list', body);
const keys = (res: { data: { data: Array<{ kind: string; id: number }> } }) => res.data.data.map((r) => `${r.kind}:${r.id}`);
const key = (name: string) => `${{ e: 'enquiry', b: 'booking', m: 'mail' }[name[0]!]}:${ids[name]}`;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  const [customer] = await t.database.db.insert(users).values({ email: 'member@example.com', password_hash: 'x', status: 1 }).returning({ id: users.id });
  // Oldest first. m1 is 2026-04-02 17:00 UTC, i.e. 2026-04-03 01:00 in Shanghai.
  ids.e1 = await insertEnquiry(t, {
    create_time: new Date('2026-04-01T02:00:00Z'),
    title: 'A549-Luc 人肺癌荧光素酶细胞',
    article_number: 'CY-L002',
    aid: 50,
    molds: 'cell_luc',
    specifications: '1×10⁶ cells',
    company: '北方大学',
    address: '北京市海淀区',
    kz_date: '2026-12-01',
    how_liaojie: '社交媒体',
    ip: '10.9.9.9',
  });
  ids.b1 = await insertBooking(t, { create_time: new Date('2026-04-02T02:00:00Z'), title: 'GUIDE-seq 脱靶检测服务', aid: 7, tid: 3, company: '南方研究所', uid: customer!.id });
  ids.m1 = await insertMailEnquiry(t, { create_time: new Date('2026-04-02T17:00:00Z'), unit: '东方医院', location: '上海', mail_status: 1 });
  ids.e2 = await insertEnquiry(t, {
    create_time: new Date('2026-04-03T15:30:00Z'),
    title: 'HEK293T 细胞',
    aid: 51,
    name: '赵六',
    company: '100%_纯 公司',
    phone: '13511112222',
    email: 'zhao@example.com',
  });
  ids.b2 = await insertBooking(t, { create_time: new Date('2026-04-04T02:00:00Z'), title: '扩增子测序', aid: 8, tid: 3 });
  expect((await call('/inbox/handle', { kind: 'enquiry', id: ids.e1 })).code).toBe(200);
  expect((await call('/inbox/assign', { kind: 'booking', id: ids.b1, assignee_id: sales.id })).code).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('the inbox list', () => {
  it('lists the three kinds newest first, pages from 1, with the assignee and the handled time', async () => {
    const all = await list({ size: 2 });
    expect(all.data.total).toBe(5);
    expect(keys(all)).toEqual([key('b2'), key('e2')]);
    expect(keys(await list({ size: 2, page: 2 }))).toEqual([key('m1'), key('b1')]);
    expect(keys(await list({ size: 2, page: 3 }))).toEqual([key('e1')]);
    expect((await list({ size: 2, page: 4 })).data).toEqual({ data: [], total: 5 });

    const rows = (await list()).data.data;
    expect(rows.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`)).toEqual([key('b2'), key('e2'), key('m1'), key('b1'), key('e1')]);
    expect(rows[2]).toEqual({
      kind: 'mail',
      id: ids.m1,
      name: '王五',
      email: 'wang@example.com',
      phone: '13700137000',
      company: '东方医院',
      product: 'pX330 质粒',
      product_id: null,
      assignee_id: null,
      assignee_name: null,
      handled_at: null,
      create_time: '2026-04-02T17:00:00.000Z',
    });
    expect(rows[3]).toMatchObject({ kind: 'booking', product: 'GUIDE-seq 脱靶检测服务', product_id: 7, assignee_id: sales.id, assignee_name: '销售小王', handled_at: null });
    expect(rows[4]).toMatchObject({ kind: 'enquiry', product: 'A549-Luc 人肺癌荧光素酶细胞', product_id: 50, company: '北方大学' });
    expect(rows[4].handled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by kind, handled, assignee and Shanghai dates', async () => {
    expect(keys(await list({ kind: 'booking' }))).toEqual([key('b2'), key('b1')]);
    expect(keys(await list({ kind: 'mail' }))).toEqual([key('m1')]);
    expect(keys(await list({ handled: 1 }))).toEqual([key('e1')]);
    expect(keys(await list({ handled: '0' }))).toEqual([key('b2'), key('e2'), key('m1'), key('b1')]);
    expect(keys(await list({ assignee_id: sales.id }))).toEqual([key('b1')]);
    expect(keys(await list({ from: '2026-04-03', to: '2026-04-03' }))).toEqual([key('e2'), key('m1')]);
    expect(keys(await list({ from: '2026-04-02' }))).toEqual([key('b2'), key('e2'), key('m1'), key('b1')]);
    expect(keys(await list({ to: '2026-04-01' }))).toEqual([key('e1')]);
    expect((await list({ from: '2026-04-05' })).data).toEqual({ data: [], total: 0 });
    expect(keys(await list({ kind: 'enquiry', handled: 0, from: '2026-04-01' }))).toEqual([key('e2')]);
    // A blank filter is no filter.
    expect((await list({ kind: '', handled: '', from: '', to: '', product: '', keyword: '' })).data.total).toBe(5);
  });

  it('filters by product name, item number or id, and by keyword on name, e-mail, phone and company', async () => {
    expect(keys(await list({ product: 'luc' }))).toEqual([key('e1')]);
    expect(keys(await list({ product: 'CY-L002' }))).toEqual([key('e1')]);
    expect(keys(await list({ product: '50' }))).toEqual([key('e1')]);
    expect(keys(await list({ product: '7' }))).toEqual([key('b1')]);
    expect(keys(await list({ product: 'px330' }))).toEqual([key('m1')]);
    expect(keys(await list({ product: '细胞' }))).toEqual([key('e2'), key('e1')]);
    expect(keys(await list({ keyword: '赵六' }))).toEqual([key('e2')]);
    expect(keys(await list({ keyword: 'zhao@' }))).toEqual([key('e2')]);
    expect(keys(await list({ keyword: '1351111' }))).toEqual([key('e2')]);
    expect(keys(await list({ keyword: '东方' }))).toEqual([key('m1')]);
    expect(keys(await list({ keyword: '100%_纯' }))).toEqual([key('e2')]);
    expect((await list({ keyword: '100%_x' })).data.total).toBe(0);
    // Every term must match one of the fields.
    expect(keys(await list({ keyword: '李四 南方' }))).toEqual([key('b1')]);
    expect(keys(await list({ keyword: 'li@example.com', product: '扩增子' }))).toEqual([key('b2')]);
  });

  it('refuses a malformed kind or date', async () => {
    expect(await list({ kind: 'order' })).toMatchObject({ code: 201, msg: '类型不正确' });
    expect(await list({ from: '2026/04/01' })).toMatchObject({ code: 201, msg: '日期格式不正确' });
  });
});

describe('one item', () => {
  it('labels every field of a purchase enquiry in Chinese, in the form order', async () => {
    const res = await call('/inbox/detail', { kind: 'enquiry', id: ids.e1 });
    expect(res.code).toBe(200);
    expect(res.data.fields).toEqual([
      { key: 'title', label: '产品名称', value: 'A549-Luc 人肺癌荧光素酶细胞' },
      { key: 'article_number', label: '货号', value: 'CY-L002' },
      { key: 'specifications', label: '规格', value: '1×10⁶ cells' },
      { key: 'molds', label: '产品类型', value: 'cell_luc' },
      { key: 'aid', label: '产品 ID', value: '50' },
      { key: 'name', label: '姓名', value: '张三' },
      { key: 'phone', label: '电话', value: '13800138000' },
      { key: 'company', label: '单位', value: '北方大学' },
      { key: 'email', label: '邮箱', value: 'zhang@example.com' },
      { key: 'address', label: '地址', value: '北京市海淀区' },
      { key: 'kz_date', label: '计划开展时间', value: '2026-12-01' },
      { key: 'how_liaojie', label: '了解渠道', value: '社交媒体' },
      { key: 'uid', label: '客户账号', value: '未登录' },
      { key: 'ip', label: 'IP 地址', value: '10.9.9.9' },
      { key: 'create_time', label: '提交时间', value: '2026-04-01 10:00:00' },
    ]);
    expect(res.data.handled_by).toBe(sales.id);
    expect(res.data.handled_by_name).toBe('销售小王');
    expect(res.data.notes).toEqual([]);
  });

  it('labels a booking (with the customer account) and a mail enquiry', async () => {
    const booking = await call('/inbox/detail', { kind: 'booking', id: ids.b1 });
    expect(booking.data.fields.map((f: { label: string }) => f.label)).toEqual([
      '预约服务',
      '服务文章 ID',
      '服务分类 ID',
      '姓名',
      '手机（已短信验证）',
      '邮箱',
      '单位',
      '客户账号',
      'IP 地址',
      '提交时间',
    ]);
    expect(booking.data.fields).toContainEqual({ key: 'uid', label: '客户账号', value: expect.stringMatching(/^member@example\.com（ID \d+）$/) });
    expect(booking.data.item).toMatchObject({ assignee_id: sales.id, assignee_name: '销售小王', handled_at: null });
    expect(booking.data.handled_by).toBeNull();

    const mail = await call('/inbox/detail', { kind: 'mail', id: ids.m1 });
    expect(mail.data.fields.map((f: { label: string; value: string }) => `${f.label}=${f.value}`)).toEqual([
      '产品名称=pX330 质粒',
      '姓名=王五',
      '单位=东方医院',
      '所在地区=上海',
      '电话=13700137000',
      '邮箱=wang@example.com',
      '地址=',
      '邮件发送状态=已发送',
      '客户账号=未登录',
      'IP 地址=',
      '提交时间=2026-04-03 01:00:00',
    ]);
  });

  it('answers 404 for a missing item and refuses a bad reference', async () => {
    expect(await call('/inbox/detail', { kind: 'mail', id: 99999 })).toMatchObject({ status: 404, code: 404, msg: '记录不存在' });
    expect(await call('/inbox/detail', { kind: 'mail' })).toMatchObject({ code: 201, msg: '请选择记录' });
    expect(await call('/inbox/detail', { kind: 'x', id: 1 })).toMatchObject({ code: 201, msg: '类型不正确' });
  });
});

describe('the Excel export', () => {
  const exportFile = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/v1/inbox/export', payload: body, headers: { authentication: sales.token }, remoteAddress: randomIp() });

  async function sheetRows(content: Buffer): Promise<unknown[][]> {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('询价与预约')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('downloads the filtered list as .xlsx, newest first, times in Shanghai, and records the export', async () => {
    const res = await exportFile({ from: '2026-04-02', to: '2026-04-03' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{8}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^询价与预约-\d{8}\.xlsx$/);
    expect(res.headers['x-export-rows']).toBe('3');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['类型', '编号', '提交时间', '姓名', '邮箱', '电话', '单位', '产品/服务', '负责人', '状态', '处理时间']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['产品询价', ids.e2, '2026-04-03 23:30:00'],
      ['邮件询价', ids.m1, '2026-04-03 01:00:00'],
      ['服务预约', ids.b1, '2026-04-02 10:00:00'],
    ]);
    expect(rows[3]).toEqual(['服务预约', ids.b1, '2026-04-02 10:00:00', '李四', 'li@example.com', '13900139000', '南方研究所', 'GUIDE-seq 脱靶检测服务', '销售小王', '未处理', '']);

    const records = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'inbox.export'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ staff_id: sales.id, entity: 'inbox', entity_id: null });
    expect(records[0]!.after).toMatchObject({ rows: 3, total: 3, filter: { from: '2026-04-02', to: '2026-04-03' } });
  });

  it('exports handled items with their handling time; an empty filter result is a header row', async () => {
    const handled = await sheetRows((await exportFile({ handled: 1 })).rawPayload);
    expect(handled).toHaveLength(2);
    expect(handled[1]!.slice(0, 2)).toEqual(['产品询价', ids.e1]);
    expect(handled[1]![9]).toBe('已处理');
    expect(handled[1]![10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await sheetRows((await exportFile({ keyword: '没有这个人' })).rawPayload)).toHaveLength(1);
  });

  it('refuses a bad filter with the envelope', async () => {
    const res = await exportFile({ kind: 'order' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 201, msg: '类型不正确' });
  });
});
