// The console's start page (issue 14): an admin sees the 30-day order chart (uPlot, loaded after
// the numbers), today's submitted order in it, the new-enquiry counts linking to the inbox filtered
// by kind, today's CRISPR-Net jobs, this week's new customers and the order counts, without
// horizontal scrolling at 1366 and 768 wide.
import { expect, test, type Page } from './support/test.ts';
import { createCustomer } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';
import { shanghaiDateTime } from '../contracts/shanghai-time.ts';

/** How far the chart's canvas reaches past its card on the right (0 when it fits). */
async function chartOverflow(page: Page): Promise<number> {
  return page.getByTestId('dashboard-orders-chart').evaluate((card) => {
    const canvas = card.querySelector('canvas');
    return canvas ? Math.max(0, Math.round(canvas.getBoundingClientRect().right - card.getBoundingClientRect().right)) : -1;
  });
}

/** Today's Shanghai date, the day the dashboard's 今日 counts. */
const shanghaiToday = () => shanghaiDateTime(new Date()).slice(0, 10);

test('the dashboard shows what is new to an admin at desktop and tablet widths', async ({ page, request }, testInfo) => {
  const submittedOn = shanghaiToday();
  const customer = await createCustomer(request, 'dashboard');
  await submitGuideOrder(request, customer);

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  const chart = page.getByRole('img', { name: /^近 30 天每日提交的订单，共 \d+ 个$/ });
  await expect(chart).toBeVisible();
  await expect(page.getByTestId('dashboard-orders-chart')).toContainText(/今日 \d+ · 30 天 [1-9]\d*/);
  // The order submitted above counts today, unless Shanghai's midnight (16:00 UTC) fell in between.
  const todayCount = Number((await page.getByTestId('dashboard-orders-chart').textContent())?.match(/今日 (\d+)/)?.[1]);
  if (shanghaiToday() === submittedOn) expect(todayCount).toBeGreaterThan(0);
  for (const [kind, label] of [
    ['enquiry', '产品询价'],
    ['booking', '服务预约'],
    ['mail', '邮件询价'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^未处理的${label} \\d+ 条$`) })).toHaveAttribute('href', `/admin/inbox?kind=${kind}&handled=0`);
  }
  await expect(page.getByTestId('dashboard-crispr')).toContainText('今日 CRISPR-Net 任务');
  await expect(page.getByTestId('dashboard-customers')).toContainText(customer.email);
  await expect(page.getByTestId('summary-guide')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expect.poll(() => chartOverflow(page)).toBe(0);
  await saveFullPageScreenshot(page, testInfo, 'admin-dashboard-1366');

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(chart).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expect.poll(() => chartOverflow(page)).toBe(0);
  await saveFullPageScreenshot(page, testInfo, 'admin-dashboard-768');
});

// Decisions 0090 and 0095: the built site takes antd's CSS variables from antd.css only. Neither the
// components' blocks nor the design tokens' (its ConfigProvider's, now from the token snapshot) are
// written at run time: each would be wasted work and a style recalculation, and the menu's tighter
// sizes come from console.css.
test('antd writes no CSS variables at run time and the menu keeps its tighter sizes', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(page, E2E_ADMIN);
  await waitForHydration(page);
  // Variable blocks carry the token key they were written for (icons' own styles do not).
  const written = await page.evaluate(() => [...document.querySelectorAll('style[data-token-hash]')].map((style) => style.textContent?.slice(0, style.textContent.indexOf('{'))));
  expect(written).toEqual([]);
  // The variables are antd.css's, as inlined into the page: the brand blue of base.css wins over antd's.
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  const variable = (name: string) => page.evaluate((property) => getComputedStyle(document.querySelector('.css-var-_R_0_')!).getPropertyValue(property).trim().toLowerCase(), name);
  expect(await variable('--ant-color-primary')).toBe('#0a5aa8');
  expect(await variable('--ant-control-height')).toBe('32px');
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  const entry = menu.getByRole('link', { name: '订单', exact: true });
  await expect(entry).toHaveCSS('height', '36px');
  // The menu is links (decision 0100): the page's own entry is marked as the current page.
  await expect(menu.getByRole('link', { name: '概览', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(entry).not.toHaveAttribute('aria-current');
  await expect(menu.getByText('业务', { exact: true })).toHaveCSS('font-size', '12px');
});
