// A genome search as a researcher runs it: a guide alone (no off-target column) submitted on /crispr
// against phage λ (imported into the e2e server with `npm run genome -- add`, e2e/support/serve.ts),
// searched and scored by the worker, and the result page's summary, site table and CSV, at 1366 and
// 375 px with screenshots.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { createCustomer, logIn } from './support/customer.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { lambdaGuide } from './support/lambda-guide.ts';
import { E2E_GENOME } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

test.skip(!fs.existsSync(E2E_GENOME.file), `${E2E_GENOME.file} is missing (apt-get install bowtie2-examples)`);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('a guide alone is searched in phage λ and its sites scored, shown and downloaded', async ({ page, request }, testInfo) => {
  test.setTimeout(limit(240_000));
  const { guide, position } = lambdaGuide();
  const user = await createCustomer(request, 'crispr-genome');
  await logIn(page, user);
  await open(page, '/crispr');
  await page.getByLabel('任务名称 (Job title)').fill('λ 全基因组搜索');
  await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(guide);
  await chooseOption(page, page.getByLabel('PAM 类型'), 'NGG');
  await chooseOption(page, page.getByLabel('参考基因组'), E2E_GENOME.title);
  await page.getByRole('button', { name: '提交任务' }).click();

  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
  await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(120_000) });
  const onTarget = page.getByTestId('crispr-on-target');
  await expect(onTarget).toContainText('在靶位点');
  await expect(onTarget).toContainText(`:${position.toLocaleString('en-US')} (+)`);
  await expect(page.getByTestId('crispr-search-settings')).toContainText(E2E_GENOME.title);
  await expect(page.getByTestId('crispr-site-table')).toContainText(guide);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载筛选位点' }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').trim().split('\n');
  expect(csv[0]).toBe('guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score');
  expect(csv.some((line) => line.startsWith(`${guide},`) && line.includes(`,${position},+,0,none,`))).toBe(true);
  await saveFullPageScreenshot(page, testInfo, 'crispr-genome-lambda-1366');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(onTarget).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'crispr-genome-lambda-375');
});
