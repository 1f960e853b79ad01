// 验证这些位点 as a customer and the lab go through it (decision 0075), at 1366 and 375 px: a guide
// searched in phage λ, its site ticked and sent with the amplicon length and Tm; the new amplicon
// order (status 0) lists the sample with primer3's primers for review; the lab uploads the per-site
// indel table in the console; the customer's order page then plots indel % against the score. A
// result of pairs only says why it offers no validation. Screenshots of each step.
import fs from 'node:fs';
import { expect, hydratedConsolePages, type Page, test } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { createCustomer, logIn, post } from './support/customer.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { lambdaGuide } from './support/lambda-guide.ts';
import { addStaff, adminToken, staffSignIn } from './support/staff.ts';
import { E2E_GENOME } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

test.skip(!fs.existsSync(E2E_GENOME.file) || !fs.existsSync('/usr/bin/primer3_core'), 'needs bowtie2-examples and primer3');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const width of [1366, 375]) {
  test(`a searched site is validated by amplicon sequencing at ${width} px`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(limit(300_000));
    await page.setViewportSize({ width, height: 900 });
    const { guide, position } = lambdaGuide();
    const user = await createCustomer(request, `validate-${width}`);
    await logIn(page, user);
    await open(page, '/crispr');
    await page.getByLabel('任务名称 (Job title)').fill('λ 位点验证');
    await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(guide);
    await chooseOption(page, page.getByLabel('PAM 类型'), 'NGG');
    await chooseOption(page, page.getByLabel('参考基因组'), E2E_GENOME.title);
    await page.getByRole('button', { name: '提交任务' }).click();
    await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(120_000) });

    // Tick the intended site (a box in the table's row, or on its card on a phone) and send it.
    const bar = page.getByTestId('validate-sites');
    await expect(bar).toContainText('已选 0 个位点');
    await expect(page.getByTestId('validate-sites-button')).toBeDisabled();
    await page.getByRole('checkbox', { name: new RegExp(`选择位点 .*:${position.toLocaleString('en-US')} \\(\\+\\)`) }).check();
    await expect(bar).toContainText('已选 1 个位点');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `validate-sites-result-${width}`);
    await page.getByTestId('validate-sites-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('验证 1 个位点');
    await dialog.getByLabel('最小长度').fill('200');
    await dialog.getByLabel('最大长度').fill('260');
    await dialog.getByLabel('引物 Tm (°C)').fill('60');
    await page.getByTestId('validate-sites-confirm').click();

    // The order waits for review: its one sample, named after the site, with primers.
    await expect(page).toHaveURL(/\/orderAmpliconList\?oid=\d+&orderno=/, { timeout: limit(60_000) });
    const oid = Number(new URL(page.url()).searchParams.get('oid'));
    const sampleName = new RegExp(`S1-NC-001416-1-${position}`);
    await expect(page.getByTestId('sample-list')).toContainText(sampleName);
    await expect(page.getByTestId('sample-list')).toContainText('待确认');
    await expect(page.getByTestId('validated-sites-waiting')).toBeVisible();
    await expect(page.getByTestId('validated-sites-table')).toContainText('primer3 已设计');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `validate-sites-order-${width}`);
    const samples = await post(request, '/amplicon/myAmpliconYangben', { oid }, user.token);
    expect(samples.data[0]).toMatchObject({ is_yinwu: 0, xulie: guide });
    expect(samples.data[0].kuozhan_xulie.length).toBeGreaterThanOrEqual(200);
    expect(samples.data[0].kuozhan_xulie.length).toBeLessThanOrEqual(260);

    // The lab uploads the per-site table in the console.
    const lab = { email: `validate-lab-${width}-${Date.now()}@e2e.example.com`, name: '钱实验', password: 'Lab#2026bench' };
    await addStaff(request, await adminToken(request), lab, ['lab']);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const desk = hydratedConsolePages(await context.newPage());
    await staffSignIn(desk, lab);
    await desk.goto(`/admin/orders/amplicon/${oid}`);
    const results = desk.getByTestId('order-site-results');
    await expect(results).toContainText('S1');
    const [chooser] = await Promise.all([desk.waitForEvent('filechooser'), desk.getByTestId('site-table-upload').click()]);
    await chooser.setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('site,indel %\nS9,1\n') });
    await expect(desk.getByText('第 2 行：位点「S9」不是本订单的样本')).toBeVisible();
    const [again] = await Promise.all([desk.waitForEvent('filechooser'), desk.getByTestId('site-table-upload').click()]);
    await again.setFiles({ name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from('site,indel %\nS1,1.5\n') });
    await expect(results).toContainText('1.5%');
    await context.close();

    // The customer's order page now plots the measured point.
    await open(page, `/orderAmpliconList?oid=${oid}&orderno=x`);
    const plot = page.getByTestId('site-plot');
    await expect(plot.locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('site-plot-points')).toContainText('indel 1.5%');
    await expect(page.getByTestId('validated-sites-table')).toContainText('1.5%');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `validate-sites-plot-${width}`);
  });
}

test('a result of sequence pairs says why it offers no validation, in Chinese and English', async ({ page, request }) => {
  test.setTimeout(limit(180_000));
  const user = await createCustomer(request, 'validate-pairs');
  await logIn(page, user);
  const added = await post(request, '/crisprNet/addJob', { title: 'pairs', xulie: 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG' }, user.token);
  expect(added.code).toBe(200);
  await open(page, `/crispr-result?id=${added.data.info}`);
  await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(120_000) });
  await expect(page.getByTestId('validate-pairs-note')).toContainText('成对序列的结果没有基因组位置');
  await expect(page.getByTestId('validate-sites')).toHaveCount(0);
  await open(page, `/en/crispr-result?id=${added.data.info}`);
  await expect(page.getByTestId('validate-pairs-note')).toContainText('Only sites found by a genome search can be validated directly');
});
