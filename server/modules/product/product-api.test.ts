// The product calls through the real app on a fresh database with fixture rows: the technical-service
// menu and list (paging, keyword, category edges), the purchase inquiry and the mail enquiry (required
// fields, stored rows, the company mail, refusals, rate limits).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, mailEnquiries, plasmids, products, purchaseEnquiries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { MailMessage } from '../mail/service.ts';
import type { ProductPage, TechModel } from '../../../contracts/api/product.ts';

const COMPANY = 'sales-desk@example.org';
let t: TestApp;

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call<T = unknown>(url: string, payload?: Record<string, unknown>, options: { ip?: string; method?: 'POST' | 'GET' } = {}) {
  const response = await t.app.inject({
    method: options.method ?? 'POST',
    url,
    remoteAddress: options.ip ?? randomIp(),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json() as { code: number; msg: string; data: T } };
}

function captureMail() {
  return vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('job-1');
}

beforeAll(async () => {
  t = await createTestApp({ MAIL_COMPANY_TO: COMPANY });
  const db = t.database.db;
  await db.insert(categories).values([
    { id: 2, pid: 0, catname: '技术服务', type: 10, molds: 'cell_yesheng' },
    { id: 21, pid: 2, catname: '野生型细胞株', type: 10, molds: 'cell_yesheng', keywords: '野生型' },
    { id: 23, pid: 2, catname: '荧光素酶标记细胞株', type: 9, molds: 'cell_luc' },
    { id: 26, pid: 2, catname: '隐藏分类', type: 10, molds: 'cell_cas9', status: 0 },
    { id: 4, pid: 0, catname: '产品中心', type: 8 },
  ]);
  const rows: Array<typeof products.$inferInsert> = [];
  for (let i = 1; i <= 35; i += 1) {
    rows.push({ id: i, tid: 21, molds: 'cell_yesheng', title: `野生型细胞${i}`, en_title: `Cell-${i}`, article_number: `CY-W${String(i).padStart(3, '0')}`, specifications: '1 管', sort: i });
  }
  rows.push({ id: 50, tid: 23, molds: 'cell_luc', title: 'A549-Luc 人肺癌荧光素酶细胞', en_title: 'A549-Luc2', gene_name: 'luc2', species: '人', article_number: 'CY-L002', specifications: '1×10⁶ cells' });
  rows.push({ id: 51, tid: 23, molds: 'cell_luc', title: '下架细胞', status: 0 });
  rows.push({ id: 52, tid: 26, molds: 'cell_cas9', title: '隐藏分类的产品' });
  rows.push({ id: 53, tid: 23, molds: 'cell_luc', title: '百分号 100%_细胞', article_number: 'X%_1' });
  await db.insert(products).values(rows);
  await db.insert(plasmids).values([
    { id: 7, item_no: 'P0007', name: 'pX330-U6-Chimeric', specification: '2 μg', price: '¥720' },
    { id: 8, item_no: 'P0008', name: '下架质粒', status: 0 },
  ]);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('/api/v1/product/getModels', () => {
  it('lists the visible technical categories with name, type (1 cards, 0 table), tid and molds; GET too', async () => {
    const { body } = await call<TechModel[]>('/api/v1/product/getModels');
    expect(body.code).toBe(200);
    // The section (id 2) stands for its children; the hidden category is left out.
    expect(body.data).toEqual([
      { name: '野生型细胞株', type: 0, tid: 21, molds: 'cell_yesheng' },
      { name: '荧光素酶标记细胞株', type: 1, tid: 23, molds: 'cell_luc' },
    ]);
    expect((await call<TechModel[]>('/api/v1/product/getModels', undefined, { method: 'GET' })).body.data).toHaveLength(2);
  });
});

describe('/api/v1/product/index', () => {
  const list = async (params: Record<string, unknown>) => (await call<ProductPage>('/api/v1/product/index', params)).body;

  it('pages 15 by default in menu order; page 0 and page 1 are both the first page', async () => {
    const first = await list({ tid: 21 });
    expect(first.code).toBe(200);
    expect(first.data.info.total).toBe(35);
    expect(first.data.info.data.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect((await list({ tid: 21, page: 0 })).data).toEqual(first.data);
    const third = await list({ tid: 21, page: 3 });
    expect(third.data.info.data.map((p) => p.id)).toEqual([31, 32, 33, 34, 35]);
    expect((await list({ tid: 21, page: 9 })).data.info).toEqual({ data: [], total: 35 });
    const row = first.data.info.data[0]!;
    expect(Object.keys(row).toSorted()).toEqual(
      ['article_number', 'detection', 'en_title', 'gene_id', 'gene_name', 'id', 'litpic', 'molds', 'price', 'resistance', 'species', 'specifications', 'system', 'tid', 'title'].toSorted(),
    );
  });

  it('takes size 30 and 50 and refuses sizes above 50 and malformed values', async () => {
    expect((await list({ tid: 21, size: 30 })).data.info.data).toHaveLength(30);
    expect((await list({ tid: 21, size: '50' })).data.info.data).toHaveLength(35);
    expect(await list({ size: 51 })).toMatchObject({ code: 201, msg: '每页条数格式不正确' });
    expect(await list({ page: -1 })).toMatchObject({ code: 201, msg: '页码格式不正确' });
    expect(await list({ page: 'abc' })).toMatchObject({ code: 201, msg: '页码格式不正确' });
    expect(await list({ tid: '1;drop' })).toMatchObject({ code: 201, msg: '分类ID格式不正确' });
  });

  it('includes child categories, and nothing for unknown or hidden categories', async () => {
    expect((await list({ tid: 2, size: 50 })).data.info.total).toBe(37);
    expect((await list({ tid: 999 })).data.info).toEqual({ data: [], total: 0 });
    expect((await list({ tid: 26 })).data.info).toEqual({ data: [], total: 0 });
    // Without a category every shown product is listed (hidden ones never).
    const all = await list({ size: 50 });
    expect(all.data.info.total).toBe(38);
    expect(all.data.info.data.map((p) => p.id)).not.toContain(51);
  });

  it('searches title, English name, item number, gene and species in SQL; wildcards are literal', async () => {
    expect((await list({ keyword: 'a549' })).data.info.data.map((p) => p.id)).toEqual([50]);
    expect((await list({ keyword: 'cy-w03', tid: 21 })).data.info.total).toBe(6);
    expect((await list({ keyword: 'luc2 人' })).data.info.data.map((p) => p.id)).toEqual([50]);
    expect((await list({ keyword: '%' })).data.info.data.map((p) => p.id)).toEqual([53]);
    expect((await list({ keyword: '_' })).data.info.data.map((p) => p.id)).toEqual([53]);
    expect((await list({ keyword: '  ' })).data.info.total).toBe(38);
    expect((await list({ keyword: '不存在的细胞' })).data.info).toEqual({ data: [], total: 0 });
    const get = await call<ProductPage>('/api/v1/product/index?keyword=Cell-1&tid=21&size=5', undefined, { method: 'GET' });
    expect(get.body.data.info.total).toBe(11);
  });
});

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  phone: '13800138000',
  company: '某某大学',
  email: 'zhang@example.com',
  ...overrides,
});

describe('/api/v1/onlinebook/addYuding', () => {
  it('refuses each missing required field with the specification message', async () => {
    const spy = captureMail();
    const cases: Array<[string, string]> = [
      ['name', '请输入姓名!'],
      ['phone', '请输入电话!'],
      ['company', '请输入单位!'],
      ['email', '请输入邮箱!'],
    ];
    for (const [field, msg] of cases) {
      for (const value of [undefined, '', '   ']) {
        const { status, body } = await call('/api/v1/onlinebook/addYuding', inquiry({ [field]: value }));
        expect(status).toBe(200);
        expect(body).toEqual({ code: 201, msg, data: null });
      }
    }
    expect(await call('/api/v1/onlinebook/addYuding', inquiry({ how_liaojie: '电视' }))).toMatchObject({ body: { code: 201, msg: '请选择了解渠道' } });
    expect(await call('/api/v1/onlinebook/addYuding', inquiry({ name: 'x'.repeat(51) }))).toMatchObject({ body: { code: 201, msg: '输入内容过长' } });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('stores the inquiry with the product fields taken from the product, answers 订购成功 and tells the company', async () => {
    const spy = captureMail();
    const { body } = await call('/api/v1/onlinebook/addYuding', inquiry({
      address: '北京市海淀区', kz_date: '2026-12-01', how_liaojie: '社交媒体',
      aid: 50, title: '伪造的名称', molds: 'cell_luc', article_number: 'FAKE', specifications: '伪造',
    }), { ip: '10.9.9.9' });
    expect(body).toEqual({ code: 200, msg: '订购成功', data: null });
    const rows = await t.database.db.select().from(purchaseEnquiries).where(eq(purchaseEnquiries.aid, 50));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '张三', phone: '13800138000', company: '某某大学', email: 'zhang@example.com', address: '北京市海淀区',
      kz_date: '2026-12-01', how_liaojie: '社交媒体', molds: 'cell_luc', title: 'A549-Luc 人肺癌荧光素酶细胞',
      article_number: 'CY-L002', specifications: '1×10⁶ cells', ip: '10.9.9.9', uid: null, status: 0,
    });
    expect(spy).toHaveBeenCalledTimes(1);
    const message = spy.mock.calls[0]![0] as MailMessage;
    expect(message.to).toBe(COMPANY);
    expect(message.subject).toContain('CY-L002');
    expect(message.text).toContain('zhang@example.com');
    spy.mockRestore();
  });

  it('takes a plasmid inquiry (molds plasmid, aid = plasmid id) with the plasmid\'s own name, item number and specification', async () => {
    const spy = captureMail();
    const { body } = await call('/api/v1/onlinebook/addYuding', inquiry({
      email: 'plasmid@example.com', molds: 'plasmid', aid: 7, title: '伪造', article_number: 'FAKE', specifications: '伪造',
    }));
    expect(body).toEqual({ code: 200, msg: '订购成功', data: null });
    const [row] = await t.database.db.select().from(purchaseEnquiries).where(eq(purchaseEnquiries.email, 'plasmid@example.com'));
    expect(row).toMatchObject({ molds: 'plasmid', aid: 7, title: 'pX330-U6-Chimeric', article_number: 'P0007', specifications: '2 μg' });
    expect((spy.mock.calls[0]![0] as MailMessage).subject).toContain('P0007');
    // A hidden or unknown plasmid is refused like a product; a technical product id is not a plasmid.
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ molds: 'plasmid', aid: 8 }))).body).toMatchObject({ code: 201, msg: '产品不存在或已下架' });
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ molds: 'plasmid', aid: 50 }))).body).toMatchObject({ code: 201, msg: '产品不存在或已下架' });
    spy.mockRestore();
  });

  it('stores an inquiry without a product id as sent; optional fields become null', async () => {
    const spy = captureMail();
    const { body } = await call('/api/v1/onlinebook/addYuding', inquiry({ email: 'solo@example.com', title: '定制细胞', address: '', how_liaojie: '' }));
    expect(body.code).toBe(200);
    const [row] = await t.database.db.select().from(purchaseEnquiries).where(eq(purchaseEnquiries.email, 'solo@example.com'));
    expect(row).toMatchObject({ title: '定制细胞', aid: null, address: null, how_liaojie: null, kz_date: null });
    spy.mockRestore();
  });

  it('refuses an unknown or hidden product and a malformed product id; still succeeds when the mail cannot be queued', async () => {
    const spy = vi.spyOn(t.app.services.mail, 'send').mockRejectedValue(new Error('queue down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ aid: 999 }))).body).toMatchObject({ code: 201, msg: '产品不存在或已下架' });
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ aid: 51 }))).body).toMatchObject({ code: 201, msg: '产品不存在或已下架' });
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ aid: 'x' }))).body).toMatchObject({ code: 201, msg: '产品ID格式不正确' });
    expect((await call('/api/v1/onlinebook/addYuding', inquiry({ aid: 1, email: 'queued@example.com' }))).body).toMatchObject({ code: 200, msg: '订购成功' });
    expect(await t.database.db.select().from(purchaseEnquiries).where(eq(purchaseEnquiries.email, 'queued@example.com'))).toHaveLength(1);
    spy.mockRestore();
    errors.mockRestore();
  });

  it('is rate-limited to 10 per IP (429 in the envelope)', async () => {
    const spy = captureMail();
    const ip = '10.200.1.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await call('/api/v1/onlinebook/addYuding', inquiry(), { ip })).body.code).toBe(200);
    }
    const limited = await call('/api/v1/onlinebook/addYuding', inquiry(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
    // Another visitor is not affected.
    expect((await call('/api/v1/onlinebook/addYuding', inquiry(), { ip: '10.200.1.2' })).body.code).toBe(200);
    spy.mockRestore();
  });
});

const mailForm = (overrides: Record<string, unknown> = {}) => ({
  productName: 'SpCas9-NLS 核酸酶（高纯度）',
  location: '上海',
  name: '李四',
  unit: '某某研究所',
  phone: '021-12345678',
  email: 'li@example.com',
  address: '上海市徐汇区',
  ...overrides,
});

describe('POST /messages/send-mail', () => {
  it('refuses each missing required field, in the envelope, outside /api/v1', async () => {
    const cases: Array<[string, string]> = [
      ['productName', '请输入产品名称!'],
      ['name', '请输入姓名!'],
      ['phone', '请输入电话!'],
      ['email', '请输入邮箱!'],
    ];
    for (const [field, msg] of cases) {
      const { status, type, body } = await call('/messages/send-mail', mailForm({ [field]: '' }));
      expect(status).toBe(200);
      expect(type).toContain('application/json');
      expect(body).toEqual({ code: 201, msg, data: null });
    }
    // Region, unit and address are optional.
    const spy = captureMail();
    expect((await call('/messages/send-mail', mailForm({ location: '', unit: undefined, address: null, email: 'min@example.com' }))).body.code).toBe(200);
    const [row] = await t.database.db.select().from(mailEnquiries).where(eq(mailEnquiries.email, 'min@example.com'));
    expect(row).toMatchObject({ location: null, unit: null, address: null });
    spy.mockRestore();
  });

  it('stores the enquiry and queues a mail to the configured company address; answers email sent successfully!', async () => {
    const spy = captureMail();
    const { body } = await call('/messages/send-mail', mailForm({ productName: '恶意\r\nBcc: x@evil.test 产品' }), { ip: '10.7.7.7' });
    expect(body).toEqual({ code: 200, msg: 'email sent successfully!', data: null });
    const [row] = await t.database.db.select().from(mailEnquiries).where(eq(mailEnquiries.email, 'li@example.com'));
    expect(row).toMatchObject({ name: '李四', unit: '某某研究所', phone: '021-12345678', location: '上海', address: '上海市徐汇区', ip: '10.7.7.7', mail_status: 0 });
    expect(spy).toHaveBeenCalledTimes(1);
    const message = spy.mock.calls[0]![0] as MailMessage;
    expect(message.to).toBe(COMPANY);
    // A line break typed into the product name cannot add a header.
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.text).toContain('李四');
    expect(message.text).toContain('021-12345678');
    spy.mockRestore();
  });

  it('answers email sending failed… when the mail cannot be queued, and marks the stored row', async () => {
    const spy = vi.spyOn(t.app.services.mail, 'send').mockRejectedValue(new Error('queue down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { body } = await call('/messages/send-mail', mailForm({ email: 'fail@example.com' }));
    expect(body).toEqual({ code: 201, msg: 'email sending failed, please try again later!', data: null });
    const [row] = await t.database.db.select().from(mailEnquiries).where(eq(mailEnquiries.email, 'fail@example.com'));
    expect(row?.mail_status).toBe(2);
    spy.mockRestore();
    errors.mockRestore();
  });

  it('really queues a send-mail job addressed to the company', async () => {
    const { body } = await call('/messages/send-mail', mailForm({ email: 'queue@example.com' }));
    expect(body.code).toBe(200);
    const boss = t.app.services.jobs.boss();
    const jobs = await boss.fetch('send-mail', { batchSize: 10 });
    const job = jobs.find((j) => (j.data as MailMessage).text.includes('queue@example.com'));
    expect((job?.data as MailMessage | undefined)?.to).toBe(COMPANY);
  });

  it('is rate-limited to 10 per IP', async () => {
    const spy = captureMail();
    const ip = '10.201.1.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await call('/messages/send-mail', mailForm(), { ip })).body.code).toBe(200);
    }
    const limited = await call('/messages/send-mail', mailForm(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    spy.mockRestore();
  });
});

describe('sitemap.xml', () => {
  it('lists the technical-service and product pages of the categories', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain('/techService?type=0&amp;id=21&amp;molds=cell_yesheng');
    expect(response.body).toContain('/techService?type=1&amp;id=23&amp;molds=cell_luc');
    expect(response.body).toContain('/productService?id=4<');
    expect(response.body).not.toContain('id=26');
  });
});
