// Customers in the console (issue 14): the first admin finds a customer by e-mail from the 客户 menu,
// opens the page (account fields, addresses, orders, jobs), disables the account through the
// confirmation (the customer's login is refused and the session ends), then enables it again. The
// list and the page fit 1280 and 768 px without sideways scrolling.
import { expect, test } from './support/test.ts';
import { CUSTOMER_PASSWORD, createCustomer, post } from './support/customer.ts';
import { confirmPopover, expectNoHorizontalScroll } from './support/page-checks.ts';
import { staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';
import { DATABASE } from './support/database-tag.ts';

test('an admin finds a customer, disables and enables the account', DATABASE, async ({ page, request }) => {
  const customer = await createCustomer(request, 'console-customer', { fname: '孙', lname: '悦' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, E2E_ADMIN);

  await page.getByRole('link', { name: '客户', exact: true }).click();
  await page.getByLabel('关键词').fill(customer.email);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByTestId('customer-table').getByRole('row')).toHaveCount(2);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: `查看 ${customer.email}` }).click();
  await expect(page.getByTestId('customer-header')).toContainText('孙悦');
  await expect(page.getByTestId('customer-header')).toContainText('正常');
  await expect(page.getByTestId('customer-fields')).toContainText(customer.email);
  await expect(page.getByTestId('customer-orders')).toContainText('没有订单');
  await page.setViewportSize({ width: 768, height: 900 });
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: '停用' }).click();
  await confirmPopover(page, '停用');
  await expect(page.getByTestId('customer-header')).toContainText('已停用');
  expect(await post(request, '/user/login', { email: customer.email, password: CUSTOMER_PASSWORD })).toMatchObject({ code: 201, msg: '账号已停用，请联系客服' });
  expect((await request.post('/api/v1/user/getMyinfo', { headers: { authentication: customer.token } })).status()).toBe(401);

  await page.getByRole('button', { name: '启用' }).click();
  await confirmPopover(page, '启用');
  await expect(page.getByTestId('customer-header')).toContainText('正常');
  expect(await post(request, '/user/login', { email: customer.email, password: CUSTOMER_PASSWORD })).toMatchObject({ code: 200 });
});
