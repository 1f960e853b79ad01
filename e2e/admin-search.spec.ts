// Search everywhere in the console (issue 35, point 10) and the console's order list as point 11 asks:
// Ctrl+K opens one search; an order found by its number opens its page with ↓ and Enter; a lab
// member's search offers orders only (its roles open nothing else); ⌘K (Meta+K) opens it too; at
// 375 px the search is an icon and order numbers stay on one line; the order list counts samples by
// status and the audit log reads in words.
import { expect, test, type Page } from './support/test.ts';
import { createCustomer, type Customer } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { expectFitsWindow, expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { adminToken, addStaff, staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

test.describe.configure({ mode: 'serial' });

const LAB = { email: `search-lab-${Date.now()}@e2e.example.com`, name: '孙实验', password: 'Lab#2026search' };
let customer: Customer;
let order: { id: number; orderno: string };

const searchDialog = (page: Page) => page.getByRole('dialog', { name: '搜索订单、客户、内容与询价' });

/** Opens the search with the shortcut; pressed again until the dialog shows (a press before hydration is the browser's). */
async function openSearch(page: Page, shortcut: string) {
  await expect(async () => {
    await page.keyboard.press(shortcut);
    await expect(searchDialog(page)).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(searchDialog(page).getByRole('combobox', { name: '搜索' })).toBeFocused();
}

test.beforeAll(async ({ request }) => {
  customer = await createCustomer(request, 'console-search', { fname: '檀', lname: '搜索' });
  order = await submitGuideOrder(request, customer);
  await addStaff(request, await adminToken(request), LAB, ['lab']);
});

test('Ctrl+K finds an order by its number and Enter opens it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, E2E_ADMIN);
  await expect(page.getByTestId('console-search-button')).toContainText('Ctrl K');
  await openSearch(page, 'Control+k');
  const dialog = searchDialog(page);
  await dialog.getByRole('combobox', { name: '搜索' }).fill(order.orderno);
  const hit = dialog.getByRole('option', { name: new RegExp(order.orderno) });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('檀搜索');
  await expect(dialog.getByRole('group', { name: '订单' })).toBeVisible();
  await saveWindowScreenshot(page, testInfo, 'admin-search-1366');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/guide/${order.id}$`));
  await expect(page.getByTestId('order-header')).toContainText(order.orderno);
  await expect(dialog).toBeHidden();

  // By the customer: the admin's search has every part, the customer among 客户.
  await openSearch(page, 'Control+k');
  await dialog.getByRole('combobox', { name: '搜索' }).fill(customer.email);
  await expect(dialog.getByRole('group', { name: '客户' }).getByRole('option', { name: /檀搜索/ })).toBeVisible();
  await expect(dialog.getByRole('group', { name: '订单' }).getByRole('option', { name: new RegExp(order.orderno) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a lab member finds orders only, ⌘K opens the search, and at 375 px it is an icon', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await staffSignIn(page, LAB);
  const button = page.getByTestId('console-search-button');
  await expect(button).toBeVisible();
  await expect(button.locator('.console-search__kbd')).toBeHidden();
  await openSearch(page, 'Meta+k');
  const dialog = searchDialog(page);
  await expectFitsWindow(dialog);
  await dialog.getByRole('combobox', { name: '搜索' }).fill(customer.email);
  await expect(dialog.getByRole('option', { name: new RegExp(order.orderno) })).toBeVisible();
  await expect(dialog.getByRole('group')).toHaveCount(1);
  await expect(dialog.getByRole('group', { name: '客户' })).toHaveCount(0);
  await saveWindowScreenshot(page, testInfo, 'admin-search-375');
  await dialog.getByRole('option', { name: new RegExp(order.orderno) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/guide/${order.id}$`));
  // The order number in the page's heading stays on one line at 375 px.
  const number = page.getByTestId('order-header').locator('.console-orderno');
  await expect(number).toHaveText(order.orderno);
  expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1);
  await expectNoHorizontalScroll(page);
});

test('the order list counts samples by status and keeps order numbers on one line; the audit log reads in words', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await staffSignIn(page, E2E_ADMIN);
  await page.goto(`/admin/orders?orderno=${order.orderno}`);
  const row = page.getByTestId('admin-order-table').getByRole('row', { name: new RegExp(order.orderno) });
  await expect(row.getByTestId('sample-statuses')).toContainText('待确认 ×1');
  const link = row.getByRole('link', { name: order.orderno, exact: true });
  await expect(link).toHaveCSS('white-space', 'nowrap');
  expect(await link.evaluate((element) => element.getClientRects().length)).toBe(1);
  await saveFullPageScreenshot(page, testInfo, 'admin-orders-samples-375');
  await page.setViewportSize({ width: 1366, height: 900 });
  await saveFullPageScreenshot(page, testInfo, 'admin-orders-samples-1366');

  await page.goto('/admin/audit');
  const added = page.getByTestId('audit-table').getByRole('row', { name: /添加员工/ }).first();
  await expect(added).toBeVisible();
  await expect(added).toContainText('员工');
  await expect(page.getByTestId('audit-table')).not.toContainText('staff.add');
  await saveFullPageScreenshot(page, testInfo, 'admin-audit-words-1366');
});
