// Issue 17 points 6-8 on the production build with the demo seed: a way to buy what is shown (the
// plasmid detail's 购买/咨询 with the purchase modal, reaching the sales inbox; the product centre as a
// grid of cards with pictures), signed in in every tab of the browser session (decision 0023), and
// contact details for customers (关于我们 and the sample manifest, from the console's web settings).
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { CUSTOMER_PASSWORD, createCustomer } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { adminPost, adminToken } from './support/staff.ts';

const stamp = Date.now();

async function logInByForm(page: Page, email: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('#login_email_email').fill(email);
  await page.locator('#login_email_password').fill(CUSTOMER_PASSWORD);
  await page.getByTestId('email-login-submit').click();
  await expect(page.getByTestId('site-header').getByTestId('account-name')).toBeVisible();
}

/** Sets some web settings through the console's API; answers the previous values to put back. */
async function changeSettings(request: APIRequestContext, token: string, changes: Record<string, string>) {
  const current = await adminPost(request, '/content/site/settings', {}, token);
  expect(current, JSON.stringify(current)).toMatchObject({ code: 200 });
  const { settings, counters } = current.data as { settings: Record<string, string>; counters: Record<string, number> };
  const saved = await adminPost(request, '/content/site/saveSettings', { settings: { ...settings, ...changes }, counters }, token);
  expect(saved, JSON.stringify(saved)).toMatchObject({ code: 200 });
  return async () => {
    await adminPost(request, '/content/site/saveSettings', { settings, counters }, token);
  };
}

test('the plasmid detail offers 购买/咨询: the purchase modal with the plasmid, and the enquiry reaches the inbox', async ({ page, request }, testInfo) => {
  await page.goto('/plasmidPlatformDetail?listId=2');
  await waitForHydration(page);
  const name = (await page.locator('.plasmid-detail__title').textContent())!;
  const itemNo = (await page.locator('.plasmid-detail__item').textContent())!.replace('货号：', '');
  await expect(page.getByTestId('plasmid-price')).toHaveText(/¥/);
  await saveFullPageScreenshot(page, testInfo, 'plasmid-detail-buy-1366');
  await page.getByTestId('plasmid-buy').click();
  const modal = page.getByRole('dialog', { name: '订购咨询' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('purchase-product')).toContainText(name);
  await expect(modal.getByTestId('purchase-product')).toContainText(itemNo);
  const form = modal.getByTestId('purchase-form');
  await form.getByRole('button', { name: /提交订购/ }).click();
  await expect(form.getByText('请输入姓名!')).toBeVisible();
  const visitor = `质粒客户${stamp}`;
  await form.getByLabel('姓名').fill(visitor);
  await form.getByLabel('电话').fill('13900007777');
  await form.getByLabel('单位').fill('演示大学');
  await form.getByLabel('邮箱').fill(`plasmid-${stamp}@example.com`);
  await saveFullPageScreenshot(page, testInfo, 'plasmid-purchase-modal-1366');
  await form.getByRole('button', { name: /提交订购/ }).click();
  await expect(page.locator('.ant-message').getByText('订购成功')).toBeVisible();
  await expect(modal).toBeHidden();

  // The sales inbox holds it with the plasmid's name (what staff read as the product).
  const listed = await adminPost(request, '/inbox/list', { kind: 'enquiry', keyword: visitor }, await adminToken(request));
  expect(listed, JSON.stringify(listed)).toMatchObject({ code: 200 });
  expect(listed.data.data).toHaveLength(1);
  expect(listed.data.data[0]).toMatchObject({ name: visitor, product: name, product_id: 2 });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByTestId('plasmid-buy')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'plasmid-detail-buy-375');
});

test('the product centre shows its products as a grid of cards with pictures, one column on a phone', async ({ page }, testInfo) => {
  await page.goto('/productService?id=4');
  const cards = page.getByTestId('product-grid').getByTestId('product-article');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  for (const card of (await cards.all()).slice(0, 3)) {
    await expect(card.locator('img.product-article__image')).toBeVisible();
    // Loaded, not only laid out: a lazy picture (loading="lazy") may arrive after the page's load event.
    await expect.poll(() => card.locator('img.product-article__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // Several cards side by side at 1366: the first three share one row.
  const tops = await Promise.all((await cards.all()).slice(0, 3).map(async (card) => (await card.boundingBox())!.y));
  expect(new Set(tops).size).toBe(1);
  await saveFullPageScreenshot(page, testInfo, 'product-centre-grid-1366');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeGreaterThan(300);
  await expect(cards.first().locator('img.product-article__image')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'product-centre-grid-375');
});

test('a signed-in customer is signed in in a new tab; logout in one tab signs the other out', async ({ page, context, request }, testInfo) => {
  const customer = await createCustomer(request, 'tabs');
  const order = await submitGuideOrder(request, customer);
  await logInByForm(page, customer.email);

  const orderPath = `/orderSeqList?oid=${order.id}&orderno=${order.orderno}`;
  const second = await context.newPage();
  await second.goto(orderPath);
  await expect(second.getByTestId('site-header').getByTestId('account-name')).toBeVisible();
  await expect(second.getByTestId('login-required')).toHaveCount(0);
  await expect(second.getByText(order.orderno).first()).toBeVisible();
  await saveFullPageScreenshot(second, testInfo, 'order-in-new-tab-1366');

  // Logout in the new tab: the first tab is signed out too, at once and on its next navigation.
  await second.getByTestId('site-header').getByTestId('logout-button').click();
  await expect(second.getByTestId('site-header').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await page.goto(orderPath);
  await expect(page.getByTestId('login-required')).toContainText('请先登录!');
  // The token the tabs shared was revoked on the server.
  const revoked = await request.post('/api/v1/user/getMyinfo', { headers: { authentication: String(await page.evaluate(() => sessionStorage.getItem('token') ?? '')) } });
  expect((await revoked.json()).code).toBe(401);

  // A third tab opened after the logout does not wait for a session nobody holds.
  const third = await context.newPage();
  await third.goto('/order');
  await expect(third.getByTestId('login-required')).toBeVisible();
  await second.close();
  await third.close();
});

test('关于我们 gives the customer-service phone, e-mail and address, and the manifest where to ship samples', async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const restore = await changeSettings(request, token, {
    kefu_email: `service-${stamp}@example.com`,
    company_address: `苏州市示例路 ${stamp} 号`,
    sample_address: `苏州市示例路 ${stamp} 号 样本接收室\n收件人：样本组`,
  });
  try {
    await page.goto('/contactUS');
    const service = page.getByTestId('about-service');
    await expect(service.getByTestId('about-service-tel').first()).toHaveText('400-000-0000');
    await expect(service.getByTestId('about-service-tel').first()).toHaveAttribute('href', 'tel:4000000000');
    await expect(service.getByTestId('about-service-email')).toHaveText(`service-${stamp}@example.com`);
    await expect(service.getByTestId('about-service-email')).toHaveAttribute('href', `mailto:service-${stamp}@example.com`);
    await expect(service.getByTestId('about-service-address')).toHaveText(`苏州市示例路 ${stamp} 号`);
    await service.scrollIntoViewIfNeeded();
    await saveFullPageScreenshot(page, testInfo, 'about-service-1366');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByTestId('about-service-email')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'about-service-375');

    await page.setViewportSize({ width: 1366, height: 900 });
    const customer = await createCustomer(request, 'manifest');
    const order = await submitGuideOrder(request, customer);
    await logInByForm(page, customer.email);
    await page.goto(`/orderManifest?kind=guide&oid=${order.id}`);
    const shipTo = page.getByTestId('manifest-ship-to');
    await expect(shipTo).toContainText('样本寄送地址');
    await expect(shipTo).toContainText(`苏州市示例路 ${stamp} 号 样本接收室`);
    await expect(shipTo).toContainText('收件人：样本组');
    await saveFullPageScreenshot(page, testInfo, 'manifest-ship-to-1366');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shipTo).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'manifest-ship-to-375');
  } finally {
    await restore();
  }
});
