// The cell-line construction pages on the English site (issue 18 point 3): the form at 1366 and 375 px
// with English labels, answers, help texts and conditional sections, English validation messages, and
// an order added there in the English list and detail.
// Every page is checked whole: lang="en" and no Chinese anywhere, the shared order frame included.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { expectEnglishPage } from './support/english-checks.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { createCustomer } from './support/customer.ts';
import { formItem, logIn, open, pick, toast, type OrderUser } from './support/order-helpers.ts';
import { limit } from './support/time-limits.ts';

const WIDTHS = [1366, 375] as const;
/** A customer who registered in English: their name in the header is English too. */
const ENGLISH_CUSTOMER = { fname: 'Ada', lname: 'Lee', address: 'Test University' };

/** Opens the form from the English list's add button, so saving goes back there. */
async function openFormAfterList(page: Page) {
  await open(page, '/en/orderCellList');
  await page.getByRole('button', { name: 'Add cell line construction' }).first().click();
  await expect(page).toHaveURL('/en/orderCellAction');
}

async function fillRequired(form: Locator) {
  await formItem(form, 'Target gene name / NCBI accession / rs number').locator('input').fill('TP53');
  await pick(form, 'Does the editing affect growth?', 'Not sure');
  await pick(form, 'Does the editing inhibit survival?', 'Not sure');
  await formItem(form, 'Host cell name').locator('input').fill('HEK293T');
  await formItem(form, 'Alternative cell').locator('input').fill('HeLa');
  await pick(form, 'Is the host cell a primary cell?', 'Yes');
  await formItem(form, 'Culture medium type').locator('input').fill('DMEM');
  await formItem(form, 'Complete medium composition').locator('textarea').fill('DMEM + 10% FBS');
  await pick(form, 'Can the cells be passaged indefinitely?', 'Yes');
  await pick(form, 'Does gradient dilution affect growth?', 'No');
  await pick(form, 'Do single-clone cells survive?', 'Yes');
}

let user: OrderUser;
test.beforeAll(async ({ request }) => {
  user = await createCustomer(request, 'en-cell', ENGLISH_CUSTOMER);
});

test('the English form at 1366 and 375: labels, answers, help texts, no Chinese, no sideways scrolling', async ({ page }, testInfo) => {
  await logIn(page, user);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await open(page, '/en/orderCellAction');
    const form = page.getByTestId('cell-form');
    await expect(form).toBeVisible();
    await expect(page.locator('#order-title')).toHaveText('Submit a sample');
    await expect(formItem(form, 'Cell line type')).toContainText('Single-gene knockout');
    await expect(formItem(form, 'Host cell provided by').locator('.ant-radio-wrapper-checked')).toHaveText('In-stock cells (free)');
    await expect(formItem(form, 'Deliverable').locator('.ant-radio-wrapper-checked')).toHaveText('Monoclonal homozygous cell line');
    await expect(formItem(form, 'Host cell proof')).toContainText('png, jpg, jpeg, pdf, doc or docx; one file per item');
    await expectEnglishPage(page, `the form at ${width}`);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-order-cell-form-${width}`);
  }
});

test('conditional sections and the English validation messages', async ({ page }, testInfo) => {
  await logIn(page, user);
  await open(page, '/en/orderCellAction');
  const form = page.getByTestId('cell-form');

  // Knock-in shows the site-directed question; 'Yes' shows the position.
  await expect(formItem(form, 'Site-directed knock-in')).toHaveCount(0);
  await chooseOption(page, formItem(form, 'Cell line type').locator('input'), 'Gene knock-in');
  await pick(form, 'Site-directed knock-in', 'Yes');
  await expect(formItem(form, 'Knock-in site sequence')).toBeVisible();
  // 'Other' gene information shows its text.
  await pick(form, 'Gene information', 'Other');
  await expect(formItem(form, 'Other gene information')).toBeVisible();
  // The primary-cell text is filled and locked, in English; 'Other' leaves it to the customer.
  const primary = formItem(form, 'Primary cell note').locator('input');
  await pick(form, 'Is the host cell a primary cell?', 'No');
  await expect(primary).toHaveValue('Passaged for fewer than 10 generations');
  await expect(primary).toBeDisabled();
  await pick(form, 'Is the host cell a primary cell?', 'Other');
  await expect(primary).toHaveValue('');
  await expect(primary).toBeEnabled();
  await pick(form, 'Gene copy number', 'Multiple copies');
  await expect(formItem(form, 'Copy number')).toBeVisible();
  await pick(form, 'Do the cells carry harmful pathogens?', 'Yes');
  await expect(formItem(form, 'Harmful pathogen note')).toBeVisible();

  await page.getByTestId('cell-submit').click();
  for (const text of [
    'Please enter the target gene name, NCBI accession or rs number!',
    'Please enter the sequence of the knock-in site!',
    'Please enter the other gene information!',
    'Please describe the primary cell!',
    'Please enter the copy number!',
    'Please choose whether the editing affects growth!',
    'Please describe the harmful pathogens!',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expectEnglishPage(page, 'the refused form');
  await saveFullPageScreenshot(page, testInfo, 'english-order-cell-form-refused');

});

test('an order added on the English form: English list and detail at 1366 and 375', async ({ page }, testInfo) => {
  test.setTimeout(limit(240_000));
  await logIn(page, user);
  await openFormAfterList(page);
  const form = page.getByTestId('cell-form');
  await chooseOption(page, formItem(form, 'Cell line type').locator('input'), 'Gene knock-in');
  await pick(form, 'Site-directed knock-in', 'Yes');
  await formItem(form, 'Knock-in site sequence').locator('textarea').fill('ATGGAGGAGCCGCAGTCAGATCC');
  await fillRequired(form);
  await pick(form, 'Gene copy number', 'Multiple copies');
  await formItem(form, 'Copy number').locator('input').fill('3');
  await page.getByTestId('cell-submit').click();
  await expect(page).toHaveURL('/en/orderCellList');

  const row = page.getByTestId('order-table-cell').locator('tbody tr.ant-table-row').first();
  await expect(row.locator('td').nth(2)).toHaveText('3');
  const detailPath = (await row.locator('a[href*="orderCellDetail"]').first().getAttribute('href'))!;
  expect(detailPath, 'the list links to the English detail').toMatch(/^\/en\/orderCellDetail\?id=\d+$/);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await open(page, '/en/orderCellList');
    await expect(page.locator('#order-title')).toHaveText('Cell line construction orders');
    await expect(page.locator('.order-page__crumbs')).toContainText('Order list');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-order-cell-list-${width}`);

    await open(page, detailPath);
    const detail = page.getByTestId('cell-detail');
    await expect(detail).toContainText('Cell line construction details');
    for (const text of ['Gene knock-in', 'ATGGAGGAGCCGCAGTCAGATCC', 'TP53', 'Design needed', 'Immortal (unlimited proliferation)', 'Multiple copies', 'Adherent', 'Not sure']) {
      await expect(detail).toContainText(text);
    }
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectEnglishPage(page, `the detail at ${width}`);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-order-cell-detail-${width}`);
  }

  // Edit from the English detail stays on the English site; saving says so in English and goes back.
  await page.getByTestId('cell-detail').getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/en\/orderCellAction\?id=\d+$/);
  await expect(formItem(form, 'Copy number').locator('input')).toHaveValue('3');
  await formItem(form, 'Copy number').locator('input').fill('4');
  await page.getByTestId('cell-submit').click();
  await expect(toast(page, 'Updated successfully')).toBeVisible();
  await expect(page).toHaveURL(detailPath);
});
