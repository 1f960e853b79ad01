// The CRISPR-Net tool on the production build: the login dialog, the form's checks, a job submitted as
// text and one as a csv file, scored by the embedded worker; the result page's status, filters,
// download of the filtered rows and of the full result; desktop and phone width; axe.
import fs from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { linkIn, newestMail } from './support/outbox.ts';
import { createCustomer as createUser, logIn } from './support/customer.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';
import { DATABASE } from './support/database-tag.ts';
import { limit } from './support/time-limits.ts';

const PAIRS = [
  'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG', // 0.918
  'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG', // 0.146
  'GGGTGGGGGGAGTTTGCTCCCGG,GTGTGGGGTAAATTTGCTCCCAG', // 0.350
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const tableRows = (page: Page) => page.getByTestId('crispr-table').locator('tbody tr.ant-table-row');

/** Waits (the embedded worker polls every few seconds) until the job shows as finished. */
async function waitFinished(page: Page) {
  await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(90_000) });
}

test('without a login the tool asks to log in and comes back after login', async ({ page }) => {
  await open(page, '/crispr');
  const dialog = page.getByTestId('crispr-login-dialog');
  await expect(dialog.getByText('请先登录!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '返回' })).toBeVisible();
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/crispr')}`);
});

test('pairs typed as text: checks, loading, result, filters and the filtered CSV', DATABASE, async ({ page, request }) => {
  test.setTimeout(limit(240_000));
  const user = await createUser(request, 'crispr-text');
  await logIn(page, user);
  await open(page, '/crispr');
  await expect(page.getByTestId('crispr-help-text')).toContainText('少于 1000 对');
  await expect(page.getByTestId('crispr-login-dialog')).toHaveCount(0);

  const submit = page.getByRole('button', { name: '提交任务' });
  await submit.click();
  await expect(page.getByText('please input job title')).toBeVisible();
  await page.getByLabel('任务名称 (Job title)').fill('EMX1 脱靶');
  await submit.click();
  await expect(toast(page, 'please input a csv-formatted file')).toBeVisible();
  await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(`${PAIRS[0]}\n靶点`);
  await expect(page.getByText('please input English')).toBeVisible();
  await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(PAIRS.join('\n'));
  await page.getByLabel('邮箱 (E-mail，选填)').fill(user.email);
  await chooseOption(page, page.getByLabel('PAM 类型'), 'NGG');
  await submit.click();

  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await waitFinished(page);
  await expect(page.getByText('结果在服务器保留 3 天')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(3);

  // Sort by score (descending on the second click): the highest first.
  const scoreHeader = page.getByRole('columnheader', { name: /CRISPR_Net_score/ });
  await scoreHeader.click();
  await scoreHeader.click();
  await expect(tableRows(page).first()).toContainText('GAGTTAGAGCAGAAGAAGAAAGG');

  await page.getByLabel('最低分').fill('0.2');
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByLabel('最高分').fill('0.5');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('GTGTGGGGTAAATTTGCTCCCAG');
  await page.getByLabel('最低分').fill('');
  await page.getByLabel('最高分').fill('');
  await page.getByLabel('序列', { exact: true }).fill('tga-ttt');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('AGGTGGGGTGA_TTTGCTCCAGG');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载筛选结果' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^CRISPR-Net-${id}-\\d{8}-\\d{6}\\.csv$`));
  const csv = (await fs.readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(csv[0]).toBe('on_seq,off_seq,CRISPR_Net_score');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/^GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG,0\.146040\d+$/);

  // The completion mail (sent by a job, after the activation mail) links to the result, and
  // /crispr?id= shows the same result.
  const mail = await newestMail({ to: user.email, subject: 'CRISPR-Net 任务已完成' });
  expect(linkIn(mail, 'crispr-result')).toContain(`/crispr-result?id=${id}`);
  await open(page, `/crispr?id=${id}`);
  await waitFinished(page);
  await expect(tableRows(page)).toHaveCount(3);
});

test('pairs uploaded as a csv file: csv only, result and the full CSV download', DATABASE, async ({ page, request }, testInfo) => {
  test.setTimeout(limit(240_000));
  const user = await createUser(request, 'crispr-csv');
  await logIn(page, user);
  await open(page, '/crispr');
  const fileInput = page.getByTestId('crispr-upload').locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'pairs.txt', mimeType: 'text/plain', buffer: Buffer.from(PAIRS.join('\n')) });
  await expect(toast(page, '只能上传csv格式的文件，不支持图片、PDF、Word等格式!')).toBeVisible();
  const csvPath = testInfo.outputPath('pairs.csv');
  await fs.writeFile(csvPath, `on_seq,off_seq\n${PAIRS.slice(0, 2).join('\n')}\n`);
  await fileInput.setInputFiles(csvPath);
  await expect(page.getByTestId('crispr-upload').getByText('pairs.csv')).toBeVisible();
  await page.getByLabel('任务名称 (Job title)').fill('csv job');
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
  await waitFinished(page);
  await expect(tableRows(page)).toHaveCount(2);

  const href = await page.getByTestId('crispr-full-download').getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  const lines = (await file.text()).trim().split('\n');
  expect(lines[0]).toBe('on_seq,off_seq,CRISPR_Net_score');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(PAIRS.slice(0, 2));
  expect(Math.abs(Number(lines[1].split(',')[2]) - 0.9184679)).toBeLessThan(1e-6);

  // A second submission within 30 seconds is refused with the seconds left, keeping the form.
  await open(page, '/crispr');
  await page.getByLabel('任务名称 (Job title)').fill('too soon');
  await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(PAIRS[0]);
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page.locator('.ant-message')).toContainText(/请\d+秒后再试/);
  await expect(page).toHaveURL('/crispr');
  await expect(page.getByLabel('任务名称 (Job title)')).toHaveValue('too soon');
});

test('another user’s job and a bad id show an empty table', DATABASE, async ({ page, request }) => {
  const user = await createUser(request, 'crispr-other');
  await logIn(page, user);
  await open(page, '/crispr-result?id=1');
  await expect(page.getByTestId('crispr-status')).toContainText('未能读取任务结果');
  await expect(tableRows(page)).toHaveCount(0);
  await open(page, '/crispr-result?id=abc');
  await expect(page.getByTestId('crispr-no-id')).toBeVisible();
});

test.describe('layout and accessibility', () => {
  for (const width of [1366, 375]) {
    test(`tool and result pages at ${width} px: no horizontal scroll, no serious axe violation`, async ({ browser, request }) => {
      test.setTimeout(limit(240_000));
      const user = await createUser(request, `crispr-w${width}`);
      const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 812 }, locale: 'zh-CN' });
      try {
        const page = await context.newPage();
        await logIn(page, user);
        await open(page, '/crispr');
        await expect(page.getByRole('button', { name: '提交任务' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        const axe = () => expectNoSeriousAxeViolations(page);
        await axe();
        await page.getByLabel('任务名称 (Job title)').fill(`width ${width}`);
        await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(PAIRS.join('\n'));
        await page.getByRole('button', { name: '提交任务' }).click();
        await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
        await waitFinished(page);
        await expect(tableRows(page)).toHaveCount(3);
        await expectNoHorizontalScroll(page);
        await axe();
      } finally {
        await context.close();
      }
    });
  }
});
