// Console pages drawn on the server with the member's data (decision 0091): the sign-in sets the page
// cookie, a console page opened with it arrives with the frame, the member and the page's data in its
// HTML (readable before any script runs), hydrates with the answers it was drawn with (no call asked
// twice, no hydration error), and loads afresh once the member changes something. On a phone the menu
// is hidden from the first paint, so nothing moves when the scripts take over. Without the cookie, or
// with one whose session has ended, the page is drawn in the browser as before.
import { expect, test, type Page } from './support/test.ts';
import { adminPost, adminToken, staffSignIn } from './support/staff.ts';
import { saveWindowScreenshot } from './support/screenshots.ts';
import { E2E_ADMIN } from './support/test-server.ts';
import { CONSOLE_PAGES, consolePath, type ConsolePageName } from '../contracts/console-paths.ts';
import { createCustomer } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { limit } from './support/time-limits.ts';
import { appliedAntdStylesheet, waitForHydration } from './support/page-checks.ts';

// Counts the page's requests from its first load: a page of its own per test (e2e/support/test.ts).
test.use({ freshPage: true });

const COOKIE = 'console_session';

/** The admin API calls the page makes (paths), from now on. */
function adminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/admin/v1/')) calls.push(pathname.slice('/api/admin/v1'.length));
  });
  return calls;
}

/** Errors the page reports (a hydration mismatch is one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test('the sign-in sets the page cookie; a console page opened with it is drawn with its data and hydrates without asking again', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, E2E_ADMIN);
  const cookie = (await context.cookies()).find((entry) => entry.name === COOKIE);
  expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' });
  // Not readable by the page's scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE);

  const calls = adminCalls(page);
  const errors = pageErrors(page);
  const response = await page.goto('/admin/staff');
  const html = await response!.text();
  // The member, the menu and the table's rows are in the HTML itself.
  expect(html).toContain(E2E_ADMIN.email);
  expect(html).toContain('后台菜单');
  expect(html).toContain('id="console-answers"');
  await expect(page.getByTestId('console-member')).toHaveText(E2E_ADMIN.name);
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  // Hydrated (test.ts waits for it) with the answers it was drawn with: neither the member nor the
  // list was asked for again, and React found the page as it would have drawn it.
  expect(calls.filter((call) => call === '/auth/me' || call === '/staff/list')).toEqual([]);
  expect(errors).toEqual([]);
  await saveWindowScreenshot(page, testInfo, 'admin-server-drawn-staff-1366');

  // A wide screen folds the menu away and back.
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu).toBeVisible();

  // From here on the page loads as ever: another page opened from the menu asks for its data.
  await menu.getByRole('link', { name: '审计日志' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect.poll(() => calls.some((call) => call.startsWith('/audit'))).toBe(true);
  expect(errors).toEqual([]);

  // Signing out clears the cookie.
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await context.cookies()).some((entry) => entry.name === COOKIE)).toBe(false);
});

test('without JavaScript the page is readable; on a phone the menu is hidden from the first paint and the page does not move when the scripts run', async ({ browser, page, context, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page, E2E_ADMIN);
  const cookies = await context.cookies();

  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, baseURL });
  await plain.addCookies(cookies);
  const still = await plain.newPage();
  await still.goto('/admin/staff');
  await expect(still.getByTestId('console-member')).toHaveText(E2E_ADMIN.name);
  await expect(still.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  await expect(still.getByRole('navigation', { name: '后台菜单' })).toBeHidden();
  const drawnAt = await still.locator('#main').boundingBox();
  await saveWindowScreenshot(still, testInfo, 'admin-server-drawn-no-script-375');
  await still.setViewportSize({ width: 1366, height: 900 });
  await expect(still.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await plain.close();

  await page.goto('/admin/staff');
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  expect(await page.locator('#main').boundingBox()).toEqual(drawnAt);
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeHidden();
  // The header's button opens the menu over the page and a choice closes it.
  await page.getByRole('button', { name: '展开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu).toBeVisible();
  await saveWindowScreenshot(page, testInfo, 'admin-server-drawn-menu-375');
  await menu.getByRole('link', { name: '审计日志' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect(menu).toBeHidden();
});

test('a cookie whose session has ended is cleared, and the page goes to the sign-in as without one', async ({ page, context, request, baseURL }) => {
  const token = await adminToken(request);
  const host = new URL(baseURL!).hostname;
  await context.addCookies([{ name: COOKIE, value: token, domain: host, path: '/admin', httpOnly: true, sameSite: 'Strict' }]);
  expect((await adminPost(request, '/auth/logout', {}, token)).code).toBe(200);

  const response = await page.goto('/admin/orders');
  expect(await response!.headerValue('set-cookie')).toMatch(new RegExp(`^${COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders$/);
  expect((await context.cookies()).some((entry) => entry.name === COOKIE)).toBe(false);
});

// A page a test: one sign-in per width, and a time limit that grows with the pages walked (each is a
// production server render plus a hydration, ~3 s on a busy machine), not one limit for all 19.
for (const width of [1366, 375]) {
  test(`every console page drawn on the server hydrates without an error at ${width} px`, async ({ page, request }) => {
    const customer = await createCustomer(request, `drawn-${width}`);
    const token = await adminToken(request);
    const customers = await adminPost(request, '/customers/list', { page: 1, size: 50, keyword: customer.email }, token);
    const customerId = (customers.data.data as Array<{ id: number; email: string }>).find((row) => row.email === customer.email)!.id;
    const names = (Object.keys(CONSOLE_PAGES) as ConsolePageName[]).filter((name) => name !== 'admin-login' && name !== 'admin-order-detail');
    const paths = names.map((name) => (name === 'admin-customer-detail' ? consolePath(name, { id: customerId }) : consolePath(name as Exclude<ConsolePageName, 'admin-customer-detail' | 'admin-order-detail'>)));
    test.setTimeout(limit(60_000 + paths.length * 15_000));

    await page.setViewportSize({ width, height: 800 });
    await staffSignIn(page, E2E_ADMIN);
    const errors = pageErrors(page);
    for (const path of paths) {
      const response = await page.goto(path);
      const html = await response!.text();
      expect(html, path).toContain('id="console-answers"');
      await expect(page.getByTestId('console-member'), path).toHaveText(E2E_ADMIN.name);
      await waitForHydration(page);
      expect(errors, `${path} at ${width} px`).toEqual([]);
      // No column comes with the scripts: a column that depended on the screen (antd's `responsive`)
      // appeared after hydration, and rows hydrating later in their parts could be asked to hydrate
      // with its cells (error #418, decision 0102). Fewer is allowed: a phone keeps the cards of a
      // table drawn both ways.
      const drawnHeaderCells = html.match(/<th\b[^>]*\bclass="[^"]*\bant-table-cell\b/g)?.length ?? 0;
      expect(await page.locator('.ant-table th').count(), `${path} at ${width} px: table header cells after hydration`).toBeLessThanOrEqual(drawnHeaderCells);
      // Nothing the scripts add on hydrating needs antd's whole stylesheet (1 MB to parse and apply on
      // a phone): the inlined rules cover the page until the member opens something.
      expect(await appliedAntdStylesheet(page), `${path} at ${width} px applied antd's stylesheet`).toBe(false);
      // antd took the site theme's token from the snapshot (decision 0095): working it out would also
      // have inserted its variables as a <style data-token-hash>.
      expect(await page.locator('style[data-token-hash]').count(), `${path} at ${width} px: antd worked out its token`).toBe(0);
    }
  });
}

test('a wide table scrolls in its own box with its actions kept at the right edge, which antd does not measure', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await staffSignIn(page, E2E_ADMIN);
  await page.goto('/admin/content/news');
  const table = page.getByTestId('content-table');
  const box = table.locator('.ant-table-content');
  // 980 px of columns in a 728 px box: the box scrolls, the page does not.
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The last column (操作) is in view at either end of the box's scroll (decision 0094: CSS, not antd's fixed column).
  const edit = table.locator('tr.ant-table-row').first().getByRole('button', { name: '编辑' });
  await expect(edit).toBeInViewport({ ratio: 1 });
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expect(table.locator('.ant-table-cell-fix-end')).toHaveCount(0);
  // antd's whole stylesheet is fetched ahead at low priority (a prefetch), but not applied: the browser never parses its 1 MB.
  expect(await appliedAntdStylesheet(page)).toBe(false);
});

test('an order’s page drawn on the server hydrates in parts, each with the answers it was drawn with, and its last part is live', async ({ page, request }) => {
  const customer = await createCustomer(request, 'parts');
  const order = await submitGuideOrder(request, customer);
  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page, E2E_ADMIN);
  const calls = adminCalls(page);
  const errors = pageErrors(page);
  const response = await page.goto(consolePath('admin-order-detail', { kind: 'guide', id: order.id }));
  const html = await response!.text();
  // The sections below the first screen are boundaries of their own (decision 0097), written in place.
  expect(html.split('<!--$-->').length - 1).toBeGreaterThanOrEqual(5);
  await waitForHydration(page);
  await expect(page.getByTestId('admin-order-schedule')).toBeVisible();
  expect(errors).toEqual([]);
  // Neither the order nor the schedule (a part of its own, hydrating after the rest) was asked again.
  expect(calls.filter((call) => call === '/orders/detail' || call === '/orders/pricing')).toEqual([]);
  // The last part is live: its form answers (an empty message is refused in the page, not sent).
  await page.getByTestId('order-messages').getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('order-messages').getByText('请输入留言内容')).toBeVisible();
});

test('a phone’s customer and order pages keep the layout the server drew when they hydrate', async ({ browser, page, context, request, baseURL }) => {
  const customer = await createCustomer(request, 'still');
  const order = await submitGuideOrder(request, customer);
  const token = await adminToken(request);
  const customers = await adminPost(request, '/customers/list', { page: 1, size: 50, keyword: customer.email }, token);
  const customerId = (customers.data.data as Array<{ id: number; email: string }>).find((row) => row.email === customer.email)!.id;

  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page, E2E_ADMIN);
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, baseURL });
  await plain.addCookies(await context.cookies());
  const still = await plain.newPage();
  // What comes after the lists antd lays out from JavaScript (a customer's fields, an order's steps).
  for (const [path, below] of [
    [consolePath('admin-customer-detail', { id: customerId }), 'customer-fields'],
    [consolePath('admin-order-detail', { kind: 'guide', id: order.id }), 'order-customer'],
  ] as const) {
    await still.goto(path);
    const drawn = await still.getByTestId(below).boundingBox();
    await page.goto(path);
    await expect(page.getByTestId(below)).toBeVisible();
    expect(await page.getByTestId(below).boundingBox(), path).toEqual(drawn);
  }
  await plain.close();
});

test('a phone reads a wide table’s rows first: the action column scrolls with them instead of covering them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page, E2E_ADMIN);
  await page.goto(consolePath('admin-content-categories'));
  // 栏目's actions (370 px of buttons) kept at the right edge covered every name on a 375 px screen.
  const name = page.locator('tr.ant-table-row').first().locator('td').nth(1);
  await expect(name).toBeVisible();
  const box = (await name.boundingBox())!;
  const shown = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('td')?.cellIndex ?? -1, [box.x + 20, box.y + box.height / 2] as const);
  expect(shown).toBe(1);
});
