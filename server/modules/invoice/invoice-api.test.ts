// Invoices of orders (issue 34 point 4, decision 0074) through the API on a real database: who may
// request (the owner, once the order is confirmed, once per order), the form's rules, the staff
// steps (sales and admins; the lab and customers refused), the issued PDF checked by the upload
// module and downloaded only by its customer, and each step's audit row and outbox mail.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import { setStatus } from '../../../test/support/order-test-kit.ts';
import { call, cellOrder, createUser, multipart, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales'], { name: '销售小王' });
  lab = await createStaff(t.app, ['lab']);
  admin = await createStaff(t.app, ['admin']);
});

afterAll(async () => {
  await t?.close();
});

const form = (kind: string, id: number, overrides: Record<string, unknown> = {}) => ({
  kind,
  id,
  title: '示例大学',
  tax_no: '12100000400000624d',
  type: 'normal',
  email: 'finance@example.edu.cn',
  ...overrides,
});

/** A customer with a confirmed GUIDE-seq order. */
async function confirmedOrder(name: string) {
  const user = await createUser(t, name);
  const oid = await sampleOrder(t, user.token, 'guide', 1);
  await setStatus(t, 'guide', oid, 1);
  return { ...user, oid };
}

async function issue(member: TestStaff, id: number, file: { filename: string; content: Buffer } | null) {
  const parts = [{ name: 'id', value: String(id) }, ...(file ? [{ name: 'file', filename: file.filename, value: file.content }] : [])];
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/v1/invoices/issue', payload: body.payload, headers: { ...body.headers, authentication: member.token } });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

const outbox = (key: string) => t.database.db.select().from(mailOutbox).where(like(mailOutbox.key, key));
const audits = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

describe('the customer requests an invoice', () => {
  it('prefills from the account; only a confirmed order may request; one request per order', async () => {
    const user = await createUser(t, 'inv-rules');
    await t.database.db.update(users).set({ fapiao_title: '示例大学', com_code: '12100000400000624D' }).where(eq(users.id, user.uid));
    const oid = await sampleOrder(t, user.token, 'guide', 1);

    const pending = await call(t, '/order/invoice', user.token, { kind: 'guide', id: oid });
    expect(pending).toMatchObject({ code: 200, data: { can_request: false, request: null, defaults: { title: '示例大学', tax_no: '12100000400000624D' } } });
    expect(pending.data.defaults.email).toMatch(/^inv-rules-\d+@example\.com$/);
    expect(await call(t, '/order/requestInvoice', user.token, form('guide', oid))).toMatchObject({ code: 201, msg: '订单确认后才能申请发票' });

    await setStatus(t, 'guide', oid, 1);
    expect((await call(t, '/order/invoice', user.token, { kind: 'guide', id: oid })).data.can_request).toBe(true);
    const requested = await call(t, '/order/requestInvoice', user.token, form('guide', oid));
    // The tax number is kept in capitals.
    expect(requested).toMatchObject({ code: 200, msg: '发票申请已提交', data: { status: 'requested', title: '示例大学', tax_no: '12100000400000624D', type: 'normal', file_name: null } });
    expect(await call(t, '/order/requestInvoice', user.token, form('guide', oid, { title: '另一个' }))).toMatchObject({ code: 201, msg: '该订单已申请发票' });
    const state = await call(t, '/order/invoice', user.token, { kind: 'guide', id: oid });
    expect(state.data).toMatchObject({ can_request: false, request: { id: requested.data.id, status: 'requested' } });

    // The mail is in the outbox under the step's key, to the invoice's address; the step is audited.
    const [mail] = await outbox(`invoice:${requested.data.id}:requested`);
    expect(mail.message).toMatchObject({ to: 'finance@example.edu.cn' });
    expect((mail.message as { subject: string }).subject).toContain('发票申请已收到');
    const [audit] = await audits('invoice.request', requested.data.id);
    expect(audit).toMatchObject({ staff_id: null, entity: 'invoice_request', after: { status: 'requested', title: '示例大学' } });
  });

  it('checks the form: title, type, tax number (required for 专用, 15-20 capitals or digits), e-mail', async () => {
    const { token, oid } = await confirmedOrder('inv-form');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, '请输入发票抬头'],
      [{ title: '长'.repeat(101) }, '发票抬头最多 100 个字符'],
      [{ type: 'vat' }, '请选择发票类型'],
      [{ type: 'special', tax_no: '' }, '专用发票请填写纳税人识别号'],
      [{ tax_no: '1234' }, '纳税人识别号应为 15-20 位数字或大写字母'],
      [{ tax_no: '12100000400000624-' }, '纳税人识别号应为 15-20 位数字或大写字母'],
      [{ email: '' }, '请输入接收发票的邮箱'],
      [{ email: 'not-mail' }, '邮箱地址不合法!'],
    ];
    for (const [overrides, msg] of cases) {
      expect(await call(t, '/order/requestInvoice', token, form('guide', oid, overrides)), msg).toMatchObject({ code: 201, msg });
    }
    // A general invoice without a tax number (a person) is fine.
    expect(await call(t, '/order/requestInvoice', token, form('guide', oid, { tax_no: '', title: '张三' }))).toMatchObject({ code: 200, data: { tax_no: null } });
  });

  it("another customer's order is missing: 404 for reading, requesting and the link; nothing stored", async () => {
    const owner = await confirmedOrder('inv-owner');
    const other = await createUser(t, 'inv-other');
    for (const path of ['/order/invoice', '/order/requestInvoice', '/order/invoiceLink']) {
      expect(await call(t, path, other.token, form('guide', owner.oid)), path).toMatchObject({ status: 404, msg: '订单不存在' });
    }
    expect((await call(t, '/order/invoice', owner.token, { kind: 'guide', id: owner.oid })).data.request).toBeNull();
    // Without a session: 401.
    expect(await call(t, '/order/requestInvoice', null, form('guide', owner.oid))).toMatchObject({ status: 401 });
  });

  it('works for a cell-line order too', async () => {
    const user = await createUser(t, 'inv-cell');
    const id = await cellOrder(t, user.token);
    expect(await call(t, '/order/requestInvoice', user.token, form('cell', id))).toMatchObject({ code: 201, msg: '订单确认后才能申请发票' });
    const { cellslineOrders } = await import('../../db/schema/index.ts');
    await t.database.db.update(cellslineOrders).set({ status: 6 }).where(eq(cellslineOrders.id, id));
    expect(await call(t, '/order/requestInvoice', user.token, form('cell', id, { type: 'special' }))).toMatchObject({ code: 200, data: { kind: 'cell', type: 'special' } });
  });
});

describe('staff handle invoice requests', () => {
  it('sales attach the e-invoice PDF: checked, mailed, audited, downloaded by the customer only', async () => {
    const owner = await confirmedOrder('inv-issue');
    const other = await createUser(t, 'inv-issue-other');
    const { data: request } = await call(t, '/order/requestInvoice', owner.token, form('guide', owner.oid));

    const listed = await staffCall(t, sales, '/invoices/list', { status: 'requested' });
    expect(listed.data.data.find((row: { id: number }) => row.id === request.id)).toMatchObject({ status: 'requested', customer_email: expect.stringContaining('inv-issue-') });

    // The customer has nothing to download yet.
    expect(await call(t, '/order/invoiceLink', owner.token, { kind: 'guide', id: owner.oid })).toMatchObject({ code: 201, msg: '发票尚未开具' });
    // The upload module's check: a PDF by name must be a PDF by content; a file is needed.
    expect(await issue(sales, request.id, { filename: 'fapiao.pdf', content: Buffer.from('not a pdf') })).toMatchObject({ code: 201, msg: '只能上传 PDF 格式的电子发票' });
    expect(await issue(sales, request.id, { filename: 'fapiao.png', content: PDF })).toMatchObject({ code: 201, msg: '只能上传 PDF 格式的电子发票' });
    expect(await issue(sales, request.id, null)).toMatchObject({ code: 201, msg: '请选择电子发票 PDF 文件' });

    const issued = await issue(sales, request.id, { filename: '电子发票.pdf', content: PDF });
    expect(issued).toMatchObject({ code: 200, msg: '电子发票已上传', data: { status: 'issued', file_name: '电子发票.pdf', staff_name: '销售小王' } });
    // Handled once: a second upload, or marking it posted, is refused.
    expect(await issue(sales, request.id, { filename: 'again.pdf', content: PDF })).toMatchObject({ code: 201, msg: '该发票申请已处理' });
    expect(await staffCall(t, sales, '/invoices/markMailed', { id: request.id, note: '顺丰 SF123' })).toMatchObject({ code: 201, msg: '该发票申请已处理' });

    const [mail] = await outbox(`invoice:${request.id}:issued`);
    expect((mail.message as { subject: string; text: string }).subject).toContain('电子发票已开具');
    const [audit] = await audits('invoice.issue', request.id);
    expect(audit).toMatchObject({ staff_id: sales.id, before: { status: 'requested' }, after: { status: 'issued', file_name: '电子发票.pdf' } });

    // The customer downloads the PDF through a short-lived link; another customer cannot.
    const link = await call(t, '/order/invoiceLink', owner.token, { kind: 'guide', id: owner.oid });
    expect(link.code).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(await call(t, '/order/invoiceLink', other.token, { kind: 'guide', id: owner.oid })).toMatchObject({ status: 404 });
    expect((await staffCall(t, sales, '/invoices/fileLink', { id: request.id })).code).toBe(200);
  });

  it('a paper invoice is marked posted with its tracking; mailed and audited', async () => {
    const owner = await confirmedOrder('inv-paper');
    const { data: request } = await call(t, '/order/requestInvoice', owner.token, form('guide', owner.oid, { type: 'special' }));
    expect(await staffCall(t, admin, '/invoices/markMailed', { id: request.id, note: '' })).toMatchObject({ code: 201, msg: '请填写快递公司与单号' });
    const mailed = await staffCall(t, admin, '/invoices/markMailed', { id: request.id, note: '顺丰 SF1234567890' });
    expect(mailed).toMatchObject({ code: 200, msg: '已标记为纸质发票已寄出', data: { status: 'mailed', note: '顺丰 SF1234567890' } });
    const state = await call(t, '/order/invoice', owner.token, { kind: 'guide', id: owner.oid });
    expect(state.data.request).toMatchObject({ status: 'mailed', note: '顺丰 SF1234567890' });
    const [mail] = await outbox(`invoice:${request.id}:mailed`);
    expect((mail.message as { text: string }).text).toContain('快递与单号：顺丰 SF1234567890');
    expect(await audits('invoice.mail', request.id)).toHaveLength(1);
    expect(await staffCall(t, admin, '/invoices/markMailed', { id: 2_147_483_647, note: 'x' })).toMatchObject({ status: 404, msg: '发票申请不存在' });
  });

  it('the lab and customers may not handle invoices', async () => {
    const owner = await confirmedOrder('inv-roles');
    const { data: request } = await call(t, '/order/requestInvoice', owner.token, form('guide', owner.oid));
    expect(await staffCall(t, lab, '/invoices/list', {})).toMatchObject({ status: 403 });
    expect(await staffCall(t, lab, '/invoices/markMailed', { id: request.id, note: 'x' })).toMatchObject({ status: 403 });
    expect(await issue(lab, request.id, { filename: 'a.pdf', content: PDF })).toMatchObject({ status: 403 });
    const asCustomer = await t.app.inject({ method: 'POST', url: '/api/admin/v1/invoices/list', headers: { authentication: owner.token }, payload: {} });
    expect(asCustomer.statusCode).toBe(401);
  });
});
