// Bulk actions and exports of the console's lists (issue 35 point 9): an editor ticks two news items,
// hides them after a confirmation that names 2, and sees them hidden; a sales member filters the
// orders by one customer and exports them (CSV and Excel), and the downloaded files hold exactly that
// customer's orders under Chinese headers; the bulk bar stays usable at 1366 and 375 px.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { createCustomer } from './support/customer.ts';
import { expectWithinPhoneWidth, submitGuideOrder } from './support/order-helpers.ts';
import { adminPost, adminToken, addStaff, staffSignIn } from './support/staff.ts';
import { DATABASE } from './support/database-tag.ts';
import { parseCsv, parseXlsx } from '../test/support/spreadsheet-rows.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const EDITOR = { email: `bulk-editor-${stamp}@e2e.example.com`, name: '吴编辑', password: 'Editor#2026bulk' };
const SALES = { email: `bulk-sales-${stamp}@e2e.example.com`, name: '郑销售', password: 'Sales#2026bulk' };
const TITLES = [`批量隐藏甲 ${stamp}`, `批量隐藏乙 ${stamp}`];

let editorToken = '';

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request);
  await addStaff(request, admin, EDITOR, ['editor']);
  await addStaff(request, admin, SALES, ['sales']);
  editorToken = (await adminPost(request, '/auth/login', { email: EDITOR.email, password: EDITOR.password })).data.token;
  const categories = await adminPost(request, '/content/news/categories', {}, editorToken);
  const tid = categories.data.find((c: { type: number }) => c.type === 6).id;
  for (const title of TITLES) {
    const added = await adminPost(request, '/content/news/add', { tid, title, status: 1, is_index: 0 }, editorToken);
    expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
  }
});

/** The news list filtered by this run's stamp, both items ticked. */
async function tickBoth(page: Page) {
  await page.getByLabel('标题').fill(String(stamp));
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${stamp}`));
  const table = page.getByTestId('content-table');
  // Only this run's two rows: the filtered list is on screen. A tick made before the page took up the
  // new filters was cleared with them (a new list starts unticked), leaving 选中 1 项 on a loaded machine.
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(TITLES.length);
  for (const title of TITLES) await table.getByRole('row', { name: new RegExp(title) }).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('选中 2 项');
}

test('an editor hides two news items at once after a confirmation naming 2', DATABASE, async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, EDITOR);
  await page.getByRole('link', { name: '新闻与资料', exact: true }).click();
  await tickBoth(page);

  await page.getByTestId('bulk-hide').click();
  const dialog = page.getByRole('dialog', { name: '确定隐藏选中的 2 条新闻？' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('bulk-confirm').click();
  await expect(page.locator('.ant-message').getByText('已隐藏 2 条新闻')).toBeVisible();
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  for (const title of TITLES) await expect(page.getByTestId('content-table').getByRole('row', { name: new RegExp(title) })).toContainText('隐藏（草稿）');

  const listed = await adminPost(request, '/content/news/list', { keyword: String(stamp) }, editorToken);
  expect(listed.data.data.map((row: { status: number }) => row.status)).toEqual([0, 0]);
});

test('the bulk bar stays usable at 1366 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, EDITOR);
  await page.getByRole('link', { name: '新闻与资料', exact: true }).click();
  await tickBoth(page);
  for (const action of ['show', 'hide', 'move', 'delete']) await expect(page.getByTestId(`bulk-${action}`)).toBeInViewport();

  await page.setViewportSize({ width: 375, height: 800 });
  const bar = page.getByTestId('bulk-bar');
  await expectWithinPhoneWidth(bar);
  for (const action of ['show', 'hide', 'move', 'delete']) await expectWithinPhoneWidth(page.getByTestId(`bulk-${action}`));
  // The confirmation opens and closes at phone width too; nothing is changed by cancelling.
  await page.getByTestId('bulk-delete').click();
  const dialog = page.getByRole('dialog', { name: '确定删除选中的 2 条新闻？' });
  await expectWithinPhoneWidth(dialog.getByRole('button', { name: /取\s*消/ }));
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText('选中 2 项');
});

test('a sales member exports the orders of one customer as CSV and Excel', DATABASE, async ({ page, request }) => {
  const customer = await createCustomer(request, 'bulk-export');
  const orders = [await submitGuideOrder(request, customer), await submitGuideOrder(request, customer)];

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, SALES);
  await page.getByRole('link', { name: '订单', exact: true }).click();
  await page.getByLabel('客户', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/customer=/);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^订单-\d{8}\.csv$/);
  const rows = parseCsv(fs.readFileSync((await csv.path())!, 'utf8'));
  expect(rows[0]).toEqual(['订单号', '类型', '项目', '状态', '样本数', '客户邮箱', '客户姓名', '单位', '报价（元）', '提交时间', '更新时间']);
  expect(rows.slice(1).map((row) => row[0]).toSorted()).toEqual(orders.map((o) => o.orderno).toSorted());
  expect(rows.slice(1).every((row) => row[5] === customer.email && row[3] === '待确认')).toBe(true);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^订单-\d{8}\.xlsx$/);
  const sheet = await parseXlsx(fs.readFileSync((await xlsx.path())!));
  expect(sheet.slice(1).map((row) => row[0]).toSorted()).toEqual(orders.map((o) => o.orderno).toSorted());
});
