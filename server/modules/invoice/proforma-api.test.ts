// The proforma invoice PDF (形式发票, decision 0085) through the API on a real database: the owner of a
// confirmed, quoted order downloads it (a PDF named after the order; its properties carry the number,
// since the subset font's text is glyph ids, not readable characters); the English page gets the
// English one; another customer's order is missing; an unconfirmed or unquoted order is refused with
// the reason; sales download it from the console, the lab may not.
import { randomInt } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_HEADER } from '../../../contracts/english-messages.ts';
import { DEFAULT_COMPANY_NAME } from '../../../contracts/content.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ampliconSamples } from '../../db/schema/index.ts';
import { call, cellOrder, createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let sales: TestStaff;
let lab: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createStaff(t.app, ['sales']);
  lab = await createStaff(t.app, ['lab']);
});

afterAll(async () => {
  await t?.close();
});

/** GET /api/v1/order/proforma as the page's download does (the session header; English pages say so). */
async function proforma(token: string | null, kind: string, id: number, english = false) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/order/proforma?kind=${kind}&id=${id}`,
    headers: { ...(token ? { authentication: token } : {}), ...(english ? { [SITE_LANGUAGE_HEADER]: 'en' } : {}) },
    // Each call from its own address: the route's rate limit counts per address.
    remoteAddress: `10.2.${randomInt(256)}.${randomInt(1, 255)}`,
  });
}

/** Staff confirm the order (0 → 1), with a quote unless told otherwise; answers the order number. */
async function confirm(kind: 'guide' | 'amplicon' | 'cell', id: number, quote: number | null = 4800): Promise<string> {
  const moved = await staffCall(t, sales, '/orders/move', { kind, id, to: 1, ...(quote === null ? {} : { quote_amount: quote, quote_note: '含税' }) });
  expect(moved, moved.msg).toMatchObject({ code: 200 });
  return moved.data.order.orderno as string;
}

async function pdfOf(body: Buffer) {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return PDFDocument.load(body, { updateMetadata: false });
}

describe('the customer downloads the proforma invoice', () => {
  it('of their confirmed, quoted order: a PDF named after the order, its number and company in its properties', async () => {
    const user = await createUser(t, 'proforma-owner');
    const oid = await sampleOrder(t, user.token, 'guide', 3);
    const orderno = await confirm('guide', oid);
    expect((await call(t, '/order/invoice', user.token, { kind: 'guide', id: oid })).data.can_proforma).toBe(true);

    const res = await proforma(user.token, 'guide', oid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____-${orderno}.pdf"; filename*=UTF-8''${encodeURIComponent(`形式发票-${orderno}.pdf`)}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = await pdfOf(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`形式发票 PI-${orderno}`);
    expect(doc.getSubject()).toBe(`订单 ${orderno} 的形式发票`);
    expect(doc.getAuthor()).toBe(DEFAULT_COMPANY_NAME);
    expect(doc.getKeywords()).toContain(orderno);
    // A subset of the font: a page is kilobytes, not the font's megabytes.
    expect(res.rawPayload.length).toBeLessThan(100_000);
  });

  it('in English on the English site, and a cell-line order has one too', async () => {
    const user = await createUser(t, 'proforma-en');
    const oid = await cellOrder(t, user.token);
    const orderno = await confirm('cell', oid, 12_000);
    const res = await proforma(user.token, 'cell', oid, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="proforma-invoice-${orderno}.pdf"; filename*=UTF-8''proforma-invoice-${orderno}.pdf`);
    const doc = await pdfOf(res.rawPayload);
    expect(doc.getTitle()).toBe(`PROFORMA INVOICE PI-${orderno}`);
    expect(doc.getSubject()).toBe(`Proforma invoice of order ${orderno}`);
    expect(doc.getPageCount()).toBe(1);
  });

  it('runs to more pages for an order with many samples', async () => {
    const user = await createUser(t, 'proforma-many');
    const oid = await sampleOrder(t, user.token, 'amplicon', 1);
    await confirm('amplicon', oid);
    // Long names, many of them: the sample list wraps and breaks onto a second page.
    const [first] = await t.database.db.select().from(ampliconSamples).limit(1);
    const { id: _omitted, ...template } = first;
    const rows = Array.from({ length: 150 }, (_, i) => ({ ...template, oid, name: `样本名称很长的扩增子样本-${i + 1}-Amplicon-sample-with-a-long-name` }));
    await t.database.db.insert(ampliconSamples).values(rows);
    const res = await proforma(user.token, 'amplicon', oid);
    expect(res.statusCode).toBe(200);
    expect((await pdfOf(res.rawPayload)).getPageCount()).toBeGreaterThan(1);
  });
});

describe('who may download it, and when', () => {
  it("another customer's order is missing; without a session 401", async () => {
    const owner = await createUser(t, 'proforma-mine');
    const oid = await sampleOrder(t, owner.token, 'guide', 1);
    await confirm('guide', oid);
    const other = await createUser(t, 'proforma-other');
    const res = await proforma(other.token, 'guide', oid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '订单不存在' });
    expect((await proforma(null, 'guide', oid)).statusCode).toBe(401);
  });

  it('an order not yet confirmed, or confirmed without a quote, is refused with the reason (in English on the English site)', async () => {
    const user = await createUser(t, 'proforma-early');
    const pending = await sampleOrder(t, user.token, 'guide', 1);
    expect((await call(t, '/order/invoice', user.token, { kind: 'guide', id: pending })).data.can_proforma).toBe(false);
    const early = await proforma(user.token, 'guide', pending);
    expect(early.headers['content-type']).toContain('application/json');
    expect(early.json()).toMatchObject({ code: 201, msg: '订单确认后才能下载形式发票' });
    expect((await proforma(user.token, 'guide', pending, true)).json()).toMatchObject({ code: 201, msg: 'The proforma invoice can be downloaded once the order is confirmed' });

    const unquoted = await sampleOrder(t, user.token, 'guide', 1);
    await confirm('guide', unquoted, null);
    expect((await call(t, '/order/invoice', user.token, { kind: 'guide', id: unquoted })).data.can_proforma).toBe(false);
    expect((await proforma(user.token, 'guide', unquoted)).json()).toMatchObject({ code: 201, msg: '订单尚无报价，暂不能下载形式发票' });
    expect((await proforma(user.token, 'guide', unquoted, true)).json()).toMatchObject({ code: 201, msg: 'The order has no quote yet, so there is no proforma invoice' });
  });

  it('sales download any order\'s proforma in the console; the lab may not', async () => {
    const user = await createUser(t, 'proforma-staff');
    const oid = await sampleOrder(t, user.token, 'guide', 1);
    const orderno = await confirm('guide', oid);
    const url = `/api/admin/v1/invoices/proforma?kind=guide&id=${oid}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { authentication: sales.token } });
    expect(res.statusCode).toBe(200);
    expect((await pdfOf(res.rawPayload)).getTitle()).toBe(`形式发票 PI-${orderno}`);
    expect((await t.app.inject({ method: 'GET', url, headers: { authentication: lab.token } })).statusCode).toBe(403);
    // A customer's token is not a staff session.
    expect((await t.app.inject({ method: 'GET', url, headers: { authentication: user.token } })).statusCode).toBe(401);
  });
});
