// The CRISPR-Net pages on the English site: the form logged out (its login dialog) and logged in, its
// refusals in English (a wrong file type, a bad pair line), the result of a scoring job and of a
// genome search in phage λ, and the help page; each at 1366 and 375 px without Chinese text.
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { createCustomer, logIn } from './support/customer.ts';
import { expectEnglishPage } from './support/english-checks.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { lambdaGuide } from './support/lambda-guide.ts';
import { E2E_GENOME } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

const PAIRS = ['GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG', 'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG'];
const ENGLISH_NAMES = { fname: 'Ada', lname: 'Lee' };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** English and fitting at desktop and phone width, with a screenshot of each. */
async function checkBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectEnglishPage(page);
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, `english-crispr-${name}-1366`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectEnglishPage(page);
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, `english-crispr-${name}-375`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

test('logged out: the English form asks to log in in English and comes back to /en/crispr', async ({ page }, testInfo) => {
  await open(page, '/en/crispr');
  const dialog = page.getByTestId('crispr-login-dialog');
  await expect(dialog.getByText('Please log in first!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await checkBothWidths(page, testInfo, 'form-logged-out');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/en/login?redirect=${encodeURIComponent('/en/crispr')}`);
});

test('logged in: English form, English refusals and the result of a scoring job', async ({ page, request }, testInfo) => {
  test.setTimeout(limit(240_000));
  const user = await createCustomer(request, 'en-crispr', ENGLISH_NAMES);
  await logIn(page, user);
  await open(page, '/en/crispr');
  await expect(page.getByTestId('crispr-login-dialog')).toHaveCount(0);
  await expect(page.getByTestId('crispr-help-text')).toContainText('Fewer than 1000 pairs a job');
  await checkBothWidths(page, testInfo, 'form');

  const fileInput = page.getByTestId('crispr-upload').locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'pairs.txt', mimeType: 'text/plain', buffer: Buffer.from(PAIRS.join('\n')) });
  await expect(toast(page, 'Only csv files can be uploaded; images, PDF, Word and other formats are not accepted!')).toBeVisible();

  const pairs = page.getByLabel('Or paste sequence pairs');
  await pairs.fill(`${PAIRS[0]}\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCXGAAGAAGAAAGG`);
  await expect(
    page.getByText('Line 2: the character "X" at position 11 of the off-target sequence is not valid (only A, C, G, T, N and the gaps - or _ may be used)'),
  ).toBeVisible();
  await pairs.fill('GAGTCCGAG');
  await expect(page.getByText(/^Line 1: two sequences separated by a comma are missing \(a single sequence is an sgRNA/)).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'english-crispr-form-refusal-1366');

  await page.getByLabel('Job title').fill('EMX1 off-targets');
  await pairs.fill(PAIRS.join('\n'));
  await chooseOption(page, page.getByLabel('PAM type'), 'NGG');
  await page.getByRole('button', { name: 'Submit job' }).click();

  await expect(page).toHaveURL(/\/en\/crispr-result\?id=\d+$/);
  await expect(page.getByTestId('crispr-status')).toContainText('Job "EMX1 off-targets" is done (2 sequence pairs)', { timeout: limit(90_000) });
  await expect(page.getByTestId('crispr-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('crispr-full-download')).toHaveText('Download all results (CSV)');
  await expect(page.getByRole('link', { name: 'Submit a new job' })).toHaveAttribute('href', '/en/crispr');
  await checkBothWidths(page, testInfo, 'result');
});

test.describe('genome search', () => {
  test.skip(!fs.existsSync(E2E_GENOME.file), `${E2E_GENOME.file} is missing (apt-get install bowtie2-examples)`);

  test('the result of a guide searched in phage λ is English', async ({ page, request }, testInfo) => {
    test.setTimeout(limit(240_000));
    const { guide, position } = lambdaGuide();
    const user = await createCustomer(request, 'en-crispr-genome', ENGLISH_NAMES);
    await logIn(page, user);
    await open(page, '/en/crispr');
    await page.getByLabel('Job title').fill('Lambda genome search');
    await page.getByLabel('Or paste sequence pairs').fill(guide);
    await chooseOption(page, page.getByLabel('PAM type'), 'NGG');
    await chooseOption(page, page.getByLabel('Reference genome'), E2E_GENOME.title);
    await page.getByRole('button', { name: 'Submit job' }).click();

    await expect(page).toHaveURL(/\/en\/crispr-result\?id=\d+$/);
    await expect(page.getByTestId('crispr-status')).toContainText('is done (1 sgRNA)', { timeout: limit(120_000) });
    await expect(page.getByTestId('crispr-on-target')).toContainText(`On-target site`);
    await expect(page.getByTestId('crispr-on-target')).toContainText(`:${position.toLocaleString('en-US')} (+), score`);
    await expect(page.getByTestId('crispr-search-settings')).toContainText(`Reference genome ${E2E_GENOME.title}, PAM NGG`);
    await expect(page.getByTestId('crispr-histogram')).toContainText('Scores of the off-target sites');
    await expect(page.getByTestId('crispr-site-table')).toContainText(guide);
    await expect(page.getByRole('button', { name: 'Download filtered sites' })).toBeEnabled();
    await checkBothWidths(page, testInfo, 'genome-result');
  });
});

test('the help page is English at both widths and links to the English tool', async ({ page }, testInfo) => {
  await open(page, '/en/crispr-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sgRNA design and off-target prediction');
  await expect(page.getByTestId('crispr-step')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Open CRISPR-Net/ })).toHaveAttribute('href', '/en/crispr');
  await checkBothWidths(page, testInfo, 'help');
});
