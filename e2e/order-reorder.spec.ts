// 再来一单 (issue 34 point 2, decision 0073) in a browser: from a GUIDE-seq order's page the customer
// reviews what will be copied (the samples, the note that samples carry no files) and submits a new
// order awaiting confirmation with copies of its samples; from the order centre's row the same; a
// cell-line order opens its form filled in, saying the proofs must be uploaded again, and the new
// order exists only once submitted. Chinese and English, 1366 and 375 px.
import { expect, test, type Page } from './support/test.ts';
import { createCustomer, logIn, type Customer } from './support/customer.ts';
import { formItem, open, post, submitGuideOrder, toast } from './support/order-helpers.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

async function cellOrder(request: Parameters<typeof submitGuideOrder>[0], customer: Customer) {
  const created = await post(
    request,
    '/cellsline/addCellslineOrder',
    {
      leixing: '基因过表达',
      name: 'MYC',
      is_rna: 1,
      jiyin: 'NM',
      is_shengzhang: 2,
      is_cunhuo: 2,
      shuzhu: 'CHO',
      beixuan: 'HEK293',
      is_yuandai: 0,
      shuzhu_tigong: '客户提供',
      shuzhu_jiyinshu: '多拷贝',
      shuzhu_copynum: 12,
      texing_type: '悬浮',
      peiyangji_main: 'CD CHO',
      peiyangji_other: 'CD CHO + 8 mM 谷氨酰胺',
      is_wuxianchuan: 1,
      is_tiyingxiang: 2,
      is_dancunhuo: 1,
      is_youhai: 0,
      jiaofu_type: '多克隆细胞池',
    },
    customer.token,
  );
  expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
  return { id: created.data.info as number, orderno: created.data.orderno as string };
}

/** The review dialog lists the sample; submitting opens the new order's page (not `source`'s): answers its number. */
async function reviewAndSubmit(page: Page, source: string, texts: { submit: string; noFiles: string; done: string }, shot?: string) {
  const review = page.getByTestId('reorder-review');
  await expect(review.getByTestId('reorder-sample')).toHaveText(['HEK293-EMX1']);
  await expect(review).toContainText(texts.noFiles);
  if (shot) await saveWindowScreenshot(page, test.info(), shot);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(toast(page, texts.done)).toBeVisible();
  await expect(page.getByTestId('sample-list-orderno')).toHaveText(/^GS\d{14}$/);
  await expect(page.getByTestId('sample-list-orderno')).not.toHaveText(source);
  return (await page.getByTestId('sample-list-orderno').textContent())!;
}

test('a GUIDE-seq order is ordered again from its page: reviewed, then a new pending order with its samples', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const customer = await createCustomer(request, 'reorder');
  const order = await submitGuideOrder(request, customer);
  await logIn(page, customer);
  await open(page, `/orderSeqList?oid=${order.id}&orderno=${order.orderno}`);
  await page.getByTestId('sample-list').getByRole('button', { name: '再来一单' }).click();
  await expect(page.getByRole('dialog')).toContainText(`再来一单：${order.orderno}`);
  const orderno = await reviewAndSubmit(page, order.orderno, { submit: '提交新订单', noFiles: '样本没有附件，无需重新上传文件。', done: '新订单已生成，请核对样本后等待确认' }, 'reorder-review-1366');
  expect(orderno).not.toBe(order.orderno);
  await expect(page).toHaveURL(/\/orderSeqList\?oid=\d+/);
  expect(new URL(page.url()).searchParams.get('oid')).not.toBe(String(order.id));
  const list = page.getByTestId('sample-list');
  await expect(list.locator('.sample-list__status')).toHaveText('待确认');
  await expect(list.getByRole('row', { name: /HEK293-EMX1/ })).toContainText('待确认');
  await saveFullPageScreenshot(page, test.info(), 'reorder-new-order-1366');

  // The order centre's row: the same review, from the list.
  await open(page, '/order?tab=guide');
  const row = page.getByRole('row', { name: new RegExp(order.orderno) });
  await row.getByRole('button', { name: '再来一单' }).click();
  await reviewAndSubmit(page, order.orderno, { submit: '提交新订单', noFiles: '样本没有附件，无需重新上传文件。', done: '新订单已生成，请核对样本后等待确认' });
  await open(page, '/order?tab=guide');
  await expect(page.getByRole('row', { name: /GS\d{14}/ })).toHaveCount(3);
});

test('on a 375 px phone in English: the review fits the screen and submits', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const customer = await createCustomer(request, 'reorder-en');
  const order = await submitGuideOrder(request, customer);
  await logIn(page, customer);
  await open(page, `/en/orderSeqList?oid=${order.id}&orderno=${order.orderno}`);
  await page.getByTestId('sample-list').getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Order again: ${order.orderno}`);
  await expectNoHorizontalScroll(page);
  const orderno = await reviewAndSubmit(
    page,
    order.orderno,
    {
      submit: 'Submit the new order',
      noFiles: 'Samples have no attachments: there is no file to upload again.',
      done: 'The new order has been created: please check its samples while it awaits confirmation',
    },
    'reorder-review-375-en',
  );
  expect(orderno).not.toBe(order.orderno);
  await expect(page).toHaveURL(/\/en\/orderSeqList\?oid=\d+/);
  await expect(page.getByTestId('sample-card')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`a cell-line order opens its form filled in, proofs asked for again, at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(request, `reorder-cell-${viewport.width}`);
    const order = await cellOrder(request, customer);
    await logIn(page, customer);
    await open(page, `/orderCellDetail?id=${order.id}`);
    await page.getByTestId('cell-detail').getByRole('button', { name: '再来一单' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderCellAction\\?copy=${order.id}$`));
    const notice = page.getByTestId('reorder-copy-notice');
    await expect(notice).toContainText(`这是订单 ${order.orderno} 的副本`);
    await expect(notice).toContainText('证明文件不会复制');
    await expect(page.getByTestId('cell-form')).toHaveAttribute('data-mode', 'copy');
    await expect(formItem(page, '目的基因名称/NCBI登录号/rs号').locator('input')).toHaveValue('MYC');
    if (viewport === PHONE) await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, test.info(), `reorder-cell-form-${viewport.width}`);
    // Nothing exists until the copy is submitted.
    const before = await post(request, '/cellsline/myCellslineOrder', { page: 1, size: 10 }, customer.token);
    expect(before.data.total).toBe(1);
    await page.getByTestId('cell-submit').click();
    await expect(page).toHaveURL(/\/orderCellDetail\?id=\d+$/);
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(String(order.id));
    await expect(page.getByTestId('cell-detail')).toContainText('MYC');
    const after = await post(request, '/cellsline/myCellslineOrder', { page: 1, size: 10 }, customer.token);
    expect(after.data.total).toBe(2);
  });
}
