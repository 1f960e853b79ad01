// The account and sign-in pages on the English site (issue 18 point 3): /en/register, /en/login,
// /en/forgetPwd and /en/confirmation at desktop and phone width with no Chinese; the forms' own
// validation and a refusal of the server in English; logged in, /en/account and /en/addressManagement
// with their dialogs (address, phone change, e-mail change) and the romanised province and city names.
import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { chineseText, expectEnglishPage } from './support/english-checks.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { createCustomer, logIn, post } from './support/customer.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const SIGN_IN_PAGES = [
  { path: '/en/register', testId: 'register-page', shot: 'register' },
  { path: '/en/login', testId: 'login-page', shot: 'login' },
  { path: '/en/forgetPwd', testId: 'forget-pwd-page', shot: 'forget-pwd' },
  { path: '/en/confirmation', testId: 'confirmation-page', shot: 'confirmation' },
] as const;

async function openEnglish(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The Chinese in an open dialog (its visible text), for the dialogs the page scan does not reach. */
async function chineseIn(page: Page, selector: string): Promise<string[]> {
  const text = await page.locator(selector).last().innerText();
  return text.split('\n').filter((line) => /[\u4e00-\u9fff]/.test(line));
}

async function expectEnglishAt(page: Page, testInfo: TestInfo, path: string, testId: string, shot: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openEnglish(page, path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expectEnglishPage(page, `${path} at ${viewport.width}px`);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-account-${shot}-${viewport.name}`);
  }
}

for (const { path, testId, shot } of SIGN_IN_PAGES) {
  test(`${path} is English at desktop and phone width`, async ({ page }, testInfo) => {
    await expectEnglishAt(page, testInfo, path, testId, shot);
  });
}

test('/en/register answers its own validation in English', async ({ page }, testInfo) => {
  await openEnglish(page, '/en/register');
  const form = page.getByTestId('register-form');
  await page.getByTestId('register-submit').click();
  const errors = form.locator('.ant-form-item-explain-error');
  await expect(errors.filter({ hasText: 'Please enter your e-mail address!' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Please enter a password!' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Please choose a province!' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Please enter your mobile number (for SMS login)!' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Please enter the verification code' })).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('short1');
  await expect(errors.filter({ hasText: 'The password needs at least 8 characters' })).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('Gene#2024pass');
  await form.getByLabel('Confirm password').fill('Gene#2024other');
  await expect(errors.filter({ hasText: 'The passwords do not match!' })).toBeVisible();

  // The province list is romanised for the English page.
  await page.getByTestId('province-select').click();
  await expect(page.locator('.ant-select-dropdown').getByText('Beijing', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await chineseText(page)).toEqual([]);
  await saveFullPageScreenshot(page, testInfo, 'english-account-register-errors');
});

test("/en/login shows the server's refusal in English and its own rules too", async ({ page, request }, testInfo) => {
  const customer = await createCustomer(request, 'en-login', { fname: 'Ada', lname: 'Lovelace' });
  await openEnglish(page, '/en/login');
  const form = page.getByTestId('email-login-form');
  await page.getByTestId('email-login-submit').click();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: 'The e-mail address must not be empty' })).toBeVisible();

  await form.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await form.getByLabel('Password').fill('Wrong#2024pass');
  await page.getByTestId('email-login-submit').click();
  await expect(page.locator('.ant-message')).toContainText('Wrong e-mail address or password');
  expect(await chineseText(page)).toEqual([]);
  await saveFullPageScreenshot(page, testInfo, 'english-account-login-refused');

  // The SMS tab: its countdown button and rules are English as well.
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByTestId('send-sms-code').click();
  await expect(page.getByTestId('sms-login-form').locator('.ant-form-item-explain-error')).toHaveText('The mobile number must not be empty');
  expect(await chineseText(page)).toEqual([]);
});

test('logging in on /en/login stays on the English site', async ({ page, request }) => {
  const customer = await createCustomer(request, 'en-stay', { fname: 'Ada', lname: 'Lovelace' });
  await openEnglish(page, `/en/login?redirect=${encodeURIComponent('/en/addressManagement')}`);
  const form = page.getByTestId('email-login-form');
  await form.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await form.getByLabel('Password').fill('Gene#2024pass');
  await page.getByTestId('email-login-submit').click();
  await expect(page).toHaveURL(/\/en\/addressManagement$/);
  await expect(page.getByTestId('address-page')).toBeVisible();
});

test('logged in, /en/account and /en/addressManagement and their dialogs are English', async ({ page, request }, testInfo) => {
  // Two pages at two widths, then three dialogs: more than the default minute on a shared machine.
  test.slow();
  const customer = await createCustomer(request, 'en-account', { fname: 'Ada', lname: 'Lovelace', address: 'Example Institute' });
  const provinces = await post<Array<{ id: number }>>(request, '/help/getArea', { pid: 0 });
  const province = provinces.data[0]!.id;
  const cities = await post<Array<{ id: number }>>(request, '/help/getArea', { pid: province });
  for (const name of ['Grace Hopper', 'Alan Turing']) {
    const created = await post(
      request,
      '/user/creatAddr',
      { name, company: 'Example Institute', country: 0, province_id: province, city_id: cities.data[0]!.id, address: '1 Example Road', tel: '13800000000' },
      customer.token,
    );
    expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
  }
  await logIn(page, customer);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openEnglish(page, '/en/account');
    await expect(page.getByTestId('account-form')).toBeVisible();
    await expect(page.getByTestId('account-form').getByLabel('Family name', { exact: true })).toHaveValue('Ada');
    await expectEnglishPage(page, `/en/account at ${viewport.width}px`);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-account-account-${viewport.name}`);

    await openEnglish(page, '/en/addressManagement');
    // Registration's address (the default, issue 35) and the two added.
    await expect(page.getByTestId('address-card')).toHaveCount(3);
    await expect(page.getByTestId('address-card').first()).toContainText('China Beijing');
    await expectEnglishPage(page, `/en/addressManagement at ${viewport.width}px`);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `english-account-addresses-${viewport.name}`);

    await openEnglish(page, '/en/apiKeys');
    await expect(page.getByTestId('api-keys-page')).toBeVisible();
    await expectEnglishPage(page, `/en/apiKeys at ${viewport.width}px`);
    await expectNoHorizontalScroll(page);
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  // The width loop ends on /en/apiKeys; the dialogs below belong to the address page.
  await openEnglish(page, '/en/addressManagement');
  await page.getByTestId('address-add').click();
  const addressForm = page.getByTestId('address-form');
  await expect(addressForm).toBeVisible();
  await page.locator('.address-modal .ant-modal-footer .ant-btn-primary').click();
  await expect(addressForm.locator('.ant-form-item-explain-error').filter({ hasText: "Please enter the recipient's name!" })).toBeVisible();
  expect(await chineseIn(page, '.ant-modal')).toEqual([]);
  await saveWindowScreenshot(page, testInfo, 'english-account-address-dialog');
  await page.keyboard.press('Escape');
  await expect(addressForm).toBeHidden();

  // Deleting asks in English.
  await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ant-popconfirm')).toContainText('Delete this address?');
  expect(await chineseIn(page, '.ant-popconfirm')).toEqual([]);
  await page.keyboard.press('Escape');

  await openEnglish(page, '/en/account');
  await page.getByTestId('phone-change').click();
  const phoneForm = page.getByTestId('phone-change-form');
  await expect(phoneForm).toBeVisible();
  await page.getByTestId('phone-send-code').click();
  await expect(phoneForm.locator('.ant-form-item-explain-error')).toHaveText('The mobile number must not be empty');
  expect(await chineseIn(page, '.ant-modal')).toEqual([]);
  await saveWindowScreenshot(page, testInfo, 'english-account-phone-dialog');
  await page.keyboard.press('Escape');
  await expect(phoneForm).toBeHidden();

  await page.getByTestId('email-change').click();
  const emailForm = page.getByTestId('email-change-form');
  await expect(emailForm).toBeVisible();
  await page.getByTestId('email-send-code').click();
  await expect(emailForm.locator('.ant-form-item-explain-error').first()).toHaveText('Please enter the new e-mail address!');
  expect(await chineseIn(page, '.ant-modal:visible')).toEqual([]);
  await saveWindowScreenshot(page, testInfo, 'english-account-email-dialog');
});

test('/en/account without a session asks to log in, in English, and comes back to /en/account', async ({ page }) => {
  await openEnglish(page, '/en/account');
  await expect(page.getByTestId('login-required')).toContainText('Please log in first!');
  await expectEnglishPage(page);
  await page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Faccount$/);
});
