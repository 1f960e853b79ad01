// The cell-line construction pages on the English site (issue 18 point 3): the form at 1366 and 375 px
// with English labels, answers, help texts and conditional sections, English validation messages, and
// an order added there in the English list and detail.
//
// The shared order frame (breadcrumb home link, login prompt, order table, status names, progress and
// messages below the detail) is converted on another branch: the checks of the parts this area owns
// (the form, the page title, the detail's order information) are strict here, and the whole-page
// checks are kept in the last test, which passes once both branches are in.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './support/antd.ts';
import { CHINESE, expectEnglishPage } from './support/english-checks.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { createOrderUser, formItem, logIn, open, pick, toast, type OrderUser } from './support/order-helpers.ts';

const WIDTHS = [1366, 375] as const;

/**
 * Lines of the element's visible text holding Chinese, leaving out the lines of the shared frame's
 * parts inside it (`shared`: the proof upload button, the status name, the progress below the detail).
 */
async function ownChineseLines(scope: Locator, shared: string): Promise<string[]> {
  const lines = (text: string) => text.split('\n').filter((line) => CHINESE.test(line));
  const sharedLines = new Set((await scope.locator(shared).allInnerTexts()).flatMap(lines));
  return lines(await scope.innerText()).filter((line) => !sharedLines.has(line));
}

const SHARED_IN_FORM = '.proof-upload';
const SHARED_IN_DETAIL = '.ant-tag, [data-testid="order-progress"]';

/**
 * Opens the form after the list, so saving goes back there. (The list's add button is the shared
 * table's and still leads to the Chinese form; going back across documents reloads, so no toast.)
 */
async function openFormAfterList(page: Page) {
  await open(page, '/en/orderCellList');
  await open(page, '/en/orderCellAction');
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
  user = await createOrderUser(request, 'en-cell');
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
    expect(await ownChineseLines(form, SHARED_IN_FORM), `Chinese in the form at ${width}`).toEqual([]);
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
  expect(await ownChineseLines(form, SHARED_IN_FORM), 'Chinese in the refused form').toEqual([]);
  await saveFullPageScreenshot(page, testInfo, 'english-order-cell-form-refused');

});

test('an order added on the English form: English list and detail at 1366 and 375', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
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
  const detailHref = (await row.locator('a[href*="orderCellDetail"]').getAttribute('href'))!;
  const detailPath = `/en${detailHref.replace(/^\/en/, '')}`;

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
    expect(await ownChineseLines(detail, SHARED_IN_DETAIL), `Chinese in the detail at ${width}`).toEqual([]);
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

// Whole-page checks (lang="en", no Chinese anywhere). Until the shared order frame's English is merged,
// these find the frame's lines (breadcrumb 首页, the order table, status names, progress and messages).
test('whole pages: no Chinese anywhere (needs the shared order frame in English)', async ({ page, request }) => {
  const owner = await createOrderUser(request, 'en-cell-whole');
  await logIn(page, owner);
  await openFormAfterList(page);
  const form = page.getByTestId('cell-form');
  await fillRequired(form);
  await page.getByTestId('cell-submit').click();
  await expect(page).toHaveURL('/en/orderCellList');
  const detailHref = (await page.locator('a[href*="orderCellDetail"]').first().getAttribute('href'))!;
  for (const path of ['/en/orderCellAction', '/en/orderCellList', `/en${detailHref.replace(/^\/en/, '')}`]) {
    await open(page, path);
    await expect(page.locator('#order-title')).toBeVisible();
    await expect.soft(async () => expectEnglishPage(page, path)).toPass({ timeout: 5000 });
  }
});
