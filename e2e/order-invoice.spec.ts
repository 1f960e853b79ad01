// Invoices (发票, issue 34 point 4, decision 0074) in a browser: the order page says an invoice comes
// after confirmation; once staff confirm, the customer requests one (the form prefilled from the
// account); in the console sales attach the issued e-invoice PDF to one request and mark another's
// paper invoice posted; the customer then downloads the PDF from the order page, or reads the
// tracking. Once confirmed with a quote, the order page also offers the proforma invoice PDF (decision
// 0085), Chinese or English by the page. Chinese at 1366 px, English at 375 px, the console at both widths.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from './support/test.ts';
import { createCustomer, logIn, type Customer } from './support/customer.ts';
import { formItem, open, post, submitGuideOrder, toast } from './support/order-helpers.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { adminPost, adminToken, staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let customer: Customer;
let issuedOrder: { id: number; orderno: string };
let paperOrder: { id: number; orderno: string };

async function confirm(request: APIRequestContext, id: number) {
  const token = await adminToken(request);
  expect(await adminPost(request, '/orders/move', { kind: 'guide', id, to: 1, quote_amount: 4800 }, token)).toMatchObject({ code: 200 });
}

const orderPage = (order: { id: number; orderno: string }, prefix = '') => `${prefix}/orderSeqList?oid=${order.id}&orderno=${order.orderno}`;

/** A downloaded file is a PDF: its first bytes. */
async function expectPdf(download: Download) {
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The console's row (a table row at 1366 px) of an order's request. */
const consoleRow = (page: Page, orderno: string) => page.getByTestId('invoice-table').getByRole('row', { name: new RegExp(orderno) });

test('the customer requests an invoice once the order is confirmed, prefilled from the account', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  customer = await createCustomer(request, 'invoice');
  issuedOrder = await submitGuideOrder(request, customer);
  paperOrder = await submitGuideOrder(request, customer);
  await logIn(page, customer);
  await open(page, orderPage(issuedOrder));
  const section = page.getByTestId('order-progress-invoice');
  await expect(section).toContainText('订单确认后可申请发票。');
  await expect(section.getByRole('button', { name: '申请发票' })).toHaveCount(0);
  // No agreed price yet: no proforma either.
  await expect(section.getByRole('button', { name: '下载形式发票' })).toHaveCount(0);

  await confirm(request, issuedOrder.id);
  await page.reload();
  // Confirmed with a quote: the proforma invoice PDF, named after the order.
  const proforma = page.waitForEvent('download');
  await section.getByRole('button', { name: '下载形式发票' }).click();
  const proformaFile = await proforma;
  expect(proformaFile.suggestedFilename()).toBe(`形式发票-${issuedOrder.orderno}.pdf`);
  await expectPdf(proformaFile);
  await section.getByRole('button', { name: '申请发票' }).click();
  const dialog = page.getByRole('dialog');
  await expect(formItem(dialog, '接收邮箱').locator('input')).toHaveValue(customer.email);
  await formItem(dialog, '发票抬头').locator('input').fill('示例大学');
  await formItem(dialog, '发票类型').getByText('增值税专用发票').click();
  await dialog.getByRole('button', { name: '提交申请' }).click();
  // 专用 needs the tax number: the server's rule, shown as it refuses.
  await expect(toast(page, '专用发票请填写纳税人识别号')).toBeVisible();
  await formItem(dialog, '纳税人识别号').locator('input').fill('12100000400000624D');
  await saveWindowScreenshot(page, test.info(), 'invoice-request-1366');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(page, '发票申请已提交')).toBeVisible();
  await expect(section.getByTestId('invoice-status')).toHaveText('已申请，待开具');
  await expect(section).toContainText('12100000400000624D');
  await saveFullPageScreenshot(page, test.info(), 'invoice-requested-1366');

  // A second order's request through the API, for the paper invoice below.
  await confirm(request, paperOrder.id);
  const paper = await post(request, '/order/requestInvoice', { kind: 'guide', id: paperOrder.id, title: '示例大学', tax_no: '', type: 'normal', email: customer.email }, customer.token);
  expect(paper, JSON.stringify(paper)).toMatchObject({ code: 200 });
});

test('sales attach the e-invoice PDF to one request and mark the other posted, in the console', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await staffSignIn(page, E2E_ADMIN);
  await page.getByRole('link', { name: '发票', exact: true }).click();
  const issuedRow = consoleRow(page, issuedOrder.orderno);
  await expect(issuedRow).toContainText('增值税专用发票');
  await expect(issuedRow).toContainText('已申请，待开具');
  await saveFullPageScreenshot(page, test.info(), 'invoice-console-1366');
  // Not a PDF: refused by the upload check, the request stays.
  await issuedRow.locator('input[type=file]').setInputFiles({ name: 'fapiao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expect(page.locator('.ant-message').getByText('只能上传 PDF 格式的电子发票')).toBeVisible();
  await issuedRow.locator('input[type=file]').setInputFiles({ name: '电子发票.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.ant-message').getByText('电子发票已上传，已邮件通知客户')).toBeVisible();
  await expect(issuedRow).toHaveCount(0);

  const paperRow = consoleRow(page, paperOrder.orderno);
  await paperRow.getByRole('button', { name: '标记已寄出' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('快递公司与单号').fill('顺丰 SF1234567890');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.ant-message').getByText('已标记为纸质发票已寄出')).toBeVisible();

  await page.getByText('已开具', { exact: true }).click();
  await expect(consoleRow(page, issuedOrder.orderno)).toContainText('下载 电子发票.pdf');
  await page.getByText('已寄出', { exact: true }).click();
  await expect(consoleRow(page, paperOrder.orderno)).toContainText('顺丰 SF1234567890');

  await page.setViewportSize(PHONE);
  await page.getByText('全部', { exact: true }).click();
  await expect(page.getByTestId('invoice-card').filter({ hasText: issuedOrder.orderno })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, test.info(), 'invoice-console-375');
});

test('on a 375 px phone in English the customer downloads the e-invoice and reads the tracking', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, customer);
  await open(page, orderPage(issuedOrder, '/en'));
  const section = page.getByTestId('order-progress-invoice');
  await expect(section.getByTestId('invoice-status')).toHaveText('E-invoice issued');
  await expect(section).toContainText('VAT special invoice (专用)');
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, test.info(), 'invoice-issued-375-en');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download the e-invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('电子发票.pdf');
  // The English page's proforma is the English one.
  const proforma = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download proforma invoice' }).click();
  const proformaFile = await proforma;
  expect(proformaFile.suggestedFilename()).toBe(`proforma-invoice-${issuedOrder.orderno}.pdf`);
  await expectPdf(proformaFile);

  await open(page, orderPage(paperOrder, '/en'));
  await expect(section.getByTestId('invoice-status')).toHaveText('Paper invoice posted');
  await expect(section.getByTestId('invoice-tracking')).toHaveText('顺丰 SF1234567890');
});
