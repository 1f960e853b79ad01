// The pages run under the site's CSP without 'unsafe-eval' and without a single refusal: zod is
// jitless (contracts/zod-config.ts), so neither its `new Function` probe nor a compiled parser asks
// for eval. Each page is opened, hydrated and its zod-validated form exercised, and fails on any
// securitypolicyviolation event or a CSP / Permissions-Policy complaint in the console.
import { expect, test, type Page } from './support/test.ts';
import { waitForDeferredIsland, waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

/** Starts recording CSP violations (from the first script on) and console complaints of `page`. */
async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|unsafe-eval/i.test(message.text())) complaints.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)), ...complaints];
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).not.toContain('unsafe-eval');
  expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\).*usb=\(\)/);
  await waitForHydration(page);
}

test('the home page runs without a CSP refusal', async ({ page }) => {
  const violations = await watchPolicies(page);
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the registration form validates with zod without eval', async ({ page }) => {
  const violations = await watchPolicies(page);
  await open(page, '/register');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('请输入邮箱!')).toBeVisible();
  await page.getByLabel('邮箱', { exact: true }).fill('not-an-address');
  await expect(page.getByText('邮箱地址不合法!')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the booking form and its slider puzzle run without eval', async ({ page }) => {
  const violations = await watchPolicies(page);
  await open(page, '/dynamicDetail?id=11');
  const form = page.getByTestId('booking-form');
  await waitForDeferredIsland(form);
  await form.getByTestId('booking-submit').click();
  await expect(form.getByText('请输入手机号!')).toBeVisible();
  await form.getByLabel('手机号').fill(`139${String(Date.now()).slice(-8)}`);
  await form.getByTestId('booking-send-code').click();
  await expect(page.getByTestId('slider-captcha').locator('.rc-slider-captcha-jigsaw-puzzle')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the console sign-in runs without eval', async ({ page }) => {
  const violations = await watchPolicies(page);
  await open(page, '/admin/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
