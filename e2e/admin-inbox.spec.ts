// The sales inbox (issue 14): a visitor sends a purchase enquiry; a sales member (added by the first
// admin through the console's API) opens 询价与预约, finds it by keyword, takes it (指派给我), adds an
// internal note, marks it handled, and exports the filtered list to Excel; the page at 1366 and 768.
import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { addStaff, adminToken, staffSignIn } from './support/staff.ts';
import { DATABASE } from './support/database-tag.ts';

const stamp = Date.now();
const SALES = { email: `inbox-sales-${stamp}@e2e.example.com`, name: '孙销售', password: 'Sales#2026inbox' };
const VISITOR = { name: `询价客户${stamp % 100000}`, phone: '13612340000', company: '收件箱大学', email: `visitor-${stamp}@example.com` };

test('a sales member finds a new enquiry, notes it, marks it handled and exports the list', DATABASE, async ({ page, request }, testInfo) => {
  // A visitor orders a technical service from /techService, as on the public site.
  await page.goto('/techService?type=0&id=21&molds=cell_yesheng');
  await waitForHydration(page);
  const serviceRow = page.getByTestId('tech-row').first();
  const serviceTitle = ((await serviceRow.locator('td').nth(1).textContent()) ?? '').trim();
  await serviceRow.getByTestId('order-button').click();
  const form = page.getByTestId('purchase-form');
  await form.getByLabel('姓名').fill(VISITOR.name);
  await form.getByLabel('电话').fill(VISITOR.phone);
  await form.getByLabel('单位').fill(VISITOR.company);
  await form.getByLabel('邮箱').fill(VISITOR.email);
  await form.getByRole('radio', { name: '社交媒体' }).check();
  await form.getByRole('button', { name: /提交订购/ }).click();
  await expect(page.locator('.ant-message').getByText('订购成功')).toBeVisible();

  await addStaff(request, await adminToken(request), SALES, ['sales']);
  await staffSignIn(page, SALES);

  await page.getByRole('link', { name: '询价与预约', exact: true }).click();
  await expect(page.getByRole('heading', { name: '询价与预约' })).toBeVisible();
  await page.getByLabel('关键词').fill(VISITOR.name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/keyword=/);
  const row = page.getByTestId('inbox-table').getByRole('row', { name: new RegExp(VISITOR.name) });
  await expect(row).toContainText('未处理');
  await expect(row).toContainText(serviceTitle);

  await row.getByRole('button', { name: `查看 ${VISITOR.name}` }).click();
  const drawer = page.getByTestId('inbox-detail');
  await expect(drawer.getByTestId('inbox-fields')).toContainText(VISITOR.company);
  await expect(drawer.getByTestId('inbox-fields')).toContainText('了解渠道');
  await drawer.getByRole('button', { name: '指派给我' }).click();
  await expect(drawer.getByTestId('inbox-handling')).toContainText(SALES.name);
  await expect(row).toContainText(SALES.name);

  await drawer.getByLabel('新备注').fill('已电话联系，下周发报价');
  await drawer.getByRole('button', { name: '添加备注' }).click();
  await expect(drawer.getByTestId('inbox-notes')).toContainText('已电话联系，下周发报价');
  await expect(drawer.getByTestId('inbox-notes')).toContainText(SALES.name);

  await drawer.getByRole('button', { name: '标记为已处理' }).click();
  await expect(drawer.getByTestId('inbox-handling')).toContainText(`已处理（${SALES.name}`);
  await expect(row).toContainText('已处理');
  await expect(drawer.getByRole('button', { name: '重新打开' })).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'admin-inbox-drawer-1366');

  // The drawer is in the URL; closing it leaves the filtered list.
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/item=/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^询价与预约-\d{8}\.xlsx$/);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('询价与预约')!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(4).value).toBe(VISITOR.name);
  expect(sheet.getRow(2).getCell(9).value).toBe(SALES.name);
  expect(sheet.getRow(2).getCell(10).value).toBe('已处理');

  await saveFullPageScreenshot(page, testInfo, 'admin-inbox-1366');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-inbox-768');
});
