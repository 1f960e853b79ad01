// Customer sign-in end to end on the production build: register → activation mail from the outbox →
// activate → password login → logout; SMS-code login from the SMS outbox; forgot password with the
// mailed code; the privacy warning and a wrong captcha; the pages at desktop and phone width.
import { expect, test, type Page } from './support/test.ts';
import { codeIn, linkIn, newestMail, newestSms, smsSentTo } from './support/outbox.ts';
import { chooseOption } from './support/antd.ts';
import { saveElementScreenshot, saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { E2E_CAPTCHA_ANSWER } from './support/test-server.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { DATABASE } from './support/database-tag.ts';

const stamp = `${Date.now()}`.slice(-8);
const account = {
  email: `e2e-${stamp}@example.com`,
  password: 'Gene#2024a',
  newPassword: 'Helix!2025b',
  fname: '测',
  lname: '试员',
  // 11 digits, mainland pattern, unique per run.
  tel: `139${stamp}`,
};
const displayName = `${account.fname}${account.lname}`;

// The sign-in forms are lazy islands (decision 0043): hydration ends when their code has arrived,
// which on a loaded machine can take longer than one assertion's timeout; the test's own limit applies.
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

function toast(page: Page, text: string) {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

function pickFirstOption(page: Page, selectId: string) {
  return chooseOption(page, page.locator(`#${selectId}`));
}

async function fillRegistration(page: Page, email: string, tel: string) {
  await page.locator('#register_email').fill(email);
  await page.locator('#register_password').fill(account.password);
  await page.locator('#register_password2').fill(account.password);
  await page.locator('#register_fname').fill(account.fname);
  await page.locator('#register_lname').fill(account.lname);
  await pickFirstOption(page, 'register_province_id');
  await pickFirstOption(page, 'register_city_id');
  await page.locator('#register_address').fill('澄源大学生命科学学院');
  await page.locator('#register_zip').fill('100000');
  await page.locator('#register_tel').fill(tel);
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
}

async function loginByPassword(page: Page, email: string, password: string) {
  await page.locator('#login_email_email').fill(email);
  await page.locator('#login_email_password').fill(password);
  await page.getByTestId('email-login-submit').click();
}

async function expectSignedIn(page: Page) {
  const header = page.getByTestId('site-header');
  await expect(header.getByTestId('account-name')).toHaveText(displayName);
  await expect(header.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: '地址管理' })).toHaveAttribute('href', '/addressManagement');
}

async function logout(page: Page) {
  await page.getByTestId('site-header').getByTestId('logout-button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('userInfo')])).toEqual([null, null]);
}

test.describe.configure({ mode: 'serial' });

test('register, activate by the mailed link, log in by password, log out', DATABASE, async ({ page }) => {
  await open(page, '/register');
  const crumbs = page.locator('.auth-page__crumbs');
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
  await expect(crumbs).toContainText('注册');
  for (const section of ['基本信息', '详细信息', '邮件更新与隐私']) await expect(page.getByText(section, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicy');

  await fillRegistration(page, account.email, account.tel);
  await page.getByLabel('验证码', { exact: true }).fill(E2E_CAPTCHA_ANSWER);
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '注册成功')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-notice')).toContainText('激活邮件已发送');

  // Not yet activated: the server says so, and the page offers a new activation mail for that address.
  await loginByPassword(page, account.email, account.password);
  await expect(page.locator('.ant-message')).toContainText('激活');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const first = await newestMail({ to: account.email, subject: '请激活您的账号' });
  const resend = page.getByTestId('resend-activation-form').first();
  await expect(resend.getByLabel('注册邮箱')).toHaveValue(account.email);
  const asked = Date.now();
  await resend.getByTestId('resend-activation-submit').click();
  await expect(toast(page, '如该邮箱的账号尚未激活，我们已重新发送激活邮件，请查收')).toBeVisible();
  // The new link (not the first one) activates the account.
  await expect.poll(async () => linkIn(await newestMail({ to: account.email, subject: '请激活您的账号', since: asked }), '/activate')).not.toBe(linkIn(first, '/activate'));
  const mail = await newestMail({ to: account.email, subject: '请激活您的账号', since: asked });
  await page.goto(linkIn(mail, '/activate'));
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('activated') === '1');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('login-notice')).toHaveText('账号已激活，请登录');

  await loginByPassword(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectSignedIn(page);
  expect(await page.evaluate(() => Boolean(sessionStorage.getItem('token')))).toBe(true);
  await saveElementScreenshot(page.getByTestId('site-header'), test.info(), 'header-signed-in-1366');
  // The name survives a reload (session storage).
  await open(page, '/');
  await expectSignedIn(page);
  await logout(page);
});

test('remember-me keeps only the e-mail', async ({ page }) => {
  await open(page, '/login');
  await page.getByText('记住邮箱').click();
  await loginByPassword(page, account.email, account.password);
  await expectSignedIn(page);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain(account.email);
  expect(stored).not.toContain(account.password);
  await logout(page);
  await open(page, '/login');
  await expect(page.locator('#login_email_email')).toHaveValue(account.email);
});

test("the header's 登录 comes back to the page the customer was on; an off-site redirect lands home (issue 35)", async ({ page }) => {
  await open(page, '/newsCenter?type=6&utm_source=baidu');
  const login = page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true });
  const href = await login.getAttribute('href');
  expect(href?.startsWith('/login?redirect=')).toBe(true);
  // The page's own query travels, tracking tags do not (the cached page was rendered without them).
  expect(new URL(href!, 'http://x').searchParams.get('redirect')).toBe('/newsCenter?type=6');
  await login.click();
  await waitForHydration(page);
  await loginByPassword(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/newsCenter' && url.searchParams.get('type') === '6');
  await expectSignedIn(page);
  await logout(page);

  // The attack: a crafted link to /login must never send a signed-in customer off the site.
  for (const target of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example/phish', 'javascript:alert(document.domain)']) {
    await open(page, `/login?redirect=${encodeURIComponent(target)}`);
    await loginByPassword(page, account.email, account.password);
    await expect(page, target).toHaveURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/' && !url.href.includes('evil'));
    await expectSignedIn(page);
    await logout(page);
  }
});

test('log in by SMS code from the outbox and return to the redirect page', DATABASE, async ({ page }) => {
  await open(page, '/login?redirect=%2Fconfirmation');
  await page.getByRole('tab', { name: '手机验证码登录' }).click();
  await page.getByTestId('sms-login-submit').click();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await page.getByLabel('手机号', { exact: true }).fill('12345');
  await page.getByTestId('send-sms-code').click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  // An unknown phone is answered as a registered one (decision 0017: no account enumeration): the
  // same countdown, and nothing is texted to it.
  const button = page.getByTestId('send-sms-code');
  const unknownPhone = '13000000000';
  const askedAt = Date.now();
  await page.getByLabel('手机号', { exact: true }).fill(unknownPhone);
  await button.click();
  await expect(button).toHaveText(/\d+秒后重新获取/);
  await expect(page.locator('.ant-message')).not.toContainText('未注册');

  // A fresh page, so the countdown of the first send does not hold the button.
  await open(page, '/login?redirect=%2Fconfirmation');
  await page.getByRole('tab', { name: '手机验证码登录' }).click();
  await page.getByLabel('手机号', { exact: true }).fill(account.tel);
  const sentAt = Date.now();
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/\d+秒后重新获取/);
  const sms = await newestSms({ to: account.tel, since: sentAt });
  expect(await smsSentTo(unknownPhone, askedAt), 'a code texted to a phone without an account').toBe(false);
  await page.getByLabel('短信验证码').fill(codeIn(sms));
  await page.getByTestId('sms-login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/confirmation');
  await expectSignedIn(page);
  await logout(page);
});

test('forgot password: mailed code, new password, log in with it', DATABASE, async ({ page }) => {
  await open(page, '/forgetPwd');
  await page.getByTestId('send-email-code').click();
  await expect(page.getByText('请输入邮箱!')).toBeVisible();
  await page.locator('#forget_email_email').fill('not-an-address');
  await page.getByTestId('send-email-code').click();
  await expect(page.getByText('邮箱地址不合法!')).toBeVisible();

  await page.locator('#forget_email_email').fill(account.email);
  const sentAt = Date.now();
  await page.getByTestId('send-email-code').click();
  await expect(page.getByTestId('forget-reset-form')).toBeVisible();
  const mail = await newestMail({ to: account.email, since: sentAt });

  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('请输入验证码!')).toBeVisible();
  await expect(page.getByText('请输入密码!')).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(codeIn(mail));
  await page.locator('#forget_reset_password').fill(account.newPassword);
  await page.locator('#forget_reset_repassword').fill(`${account.newPassword}x`);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('密码不一致!')).toBeVisible();
  await page.locator('#forget_reset_repassword').fill(account.newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(toast(page, '修改成功!!!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await open(page, '/login');
  await loginByPassword(page, account.email, account.newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectSignedIn(page);
  await logout(page);
});

test('privacy unticked warns and sends nothing', async ({ page }) => {
  await open(page, '/register');
  await fillRegistration(page, `e2e-privacy-${stamp}@example.com`, `137${stamp}`);
  await page.getByLabel('验证码', { exact: true }).fill(E2E_CAPTCHA_ANSWER);
  await page.getByTestId('privacy-checkbox').click();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/register')) calls.push(request.url());
  });
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '请先同意隐私政策!')).toBeVisible();
  expect(calls).toEqual([]);
  await expect(page).toHaveURL((url) => url.pathname === '/register');
});

test('a wrong captcha shows 验证码错误 and a new picture, keeping the form', async ({ page }) => {
  await open(page, '/register');
  const email = `e2e-captcha-${stamp}@example.com`;
  await fillRegistration(page, email, `136${stamp}`);
  const image = page.getByTestId('captcha-image').locator('img');
  const first = await image.getAttribute('src');
  await page.getByLabel('验证码', { exact: true }).fill('WRONG');
  await page.getByTestId('register-submit').click();
  await expect(toast(page, '验证码错误')).toBeVisible();
  await expect(image).not.toHaveAttribute('src', first ?? '');
  await expect(page.locator('#register_email')).toHaveValue(email);
  // A click on the picture fetches another one.
  const second = await image.getAttribute('src');
  await page.getByTestId('captcha-image').click();
  await expect(image).not.toHaveAttribute('src', second ?? '');
});

test('while the captcha picture loads, its button is named by the words it shows (label in name)', async ({ page }) => {
  // The picture's call is held, so the loading state stays on screen for as long as the check needs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/help/verify', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/register');
  const button = page.getByTestId('captcha-image');
  await expect(button).toHaveText('加载中…');
  await expect(button).toHaveAccessibleName('加载中…');
  release();
  await expect(button.locator('img')).toBeVisible();
  await expect(button).toHaveAccessibleName('验证码图片，点击换一张');
  await page.unroute('**/api/v1/help/verify');
});

test('signed in on a phone: the menu offers the account pages and logout', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await open(page, '/login');
  await loginByPassword(page, account.email, account.newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByTestId('mobile-menu-button').click();
  // The account links sit in the drawer's footer, below the navigation.
  const menu = page.locator('.mobile-menu__footer');
  await expect(menu.getByTestId('account-name')).toHaveText(displayName);
  await expect(menu.getByRole('link', { name: '个人中心' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '地址管理' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The open drawer covers the viewport: a full-page picture would mostly show the page behind it.
  await saveWindowScreenshot(page, testInfo, 'mobile-menu-signed-in-375');
  await menu.getByTestId('logout-button').click();
  // Already on '/': wait for the logout itself (the token goes once the server has answered).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await context.close();
});

for (const width of [1366, 375]) {
  test(`sign-in pages at ${width} px`, async ({ browser }, testInfo) => {
    const context = await browser.newContext(
      width === 375 ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } },
    );
    const page = await context.newPage();
    for (const [path, name] of [
      ['/register', 'register'],
      ['/login', 'login'],
      ['/forgetPwd', 'forget-pwd'],
      ['/confirmation', 'confirmation'],
    ] as const) {
      await open(page, path);
      await expect(page.locator('.auth-card')).toBeVisible();
      if (path === '/register') await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `${name}-${width}`);
    }
    await context.close();
  });
}
