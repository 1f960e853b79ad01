// The account area on the production build: the account form (save, phone change by SMS code read from
// the outbox, login e-mail change by the password and a mailed code), address management (add, edit, make default, delete), the login prompt, and the pages
// at desktop and phone width without horizontal scrolling.
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { codeIn, linkIn, newestMail, newestSms } from './support/outbox.ts';
import { chooseOption } from './support/antd.ts';
import { clickAtOnce, positionsWhileOpening } from './support/dialog-clicks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { E2E_CAPTCHA_ANSWER } from './support/test-server.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { DATABASE } from './support/database-tag.ts';
import { limit } from './support/time-limits.ts';

const PASSWORD = 'Gene#2024pass';

interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

async function post<T = any>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}, token?: string) {
  const response = await request.post(`/api/v1${path}`, { data: body, headers: token ? { authentication: token } : {} });
  return (await response.json()) as Envelope<T>;
}

/** A fresh mainland mobile number per call (unique within one server's run). */
let phoneSeq = 0;
const uniquePhone = () => `13${5 + (phoneSeq++ % 4)}${String((Date.now() + phoneSeq * 7919) % 1e8).padStart(8, '0')}`;

interface TestUser {
  email: string;
  tel: string;
  token: string;
  userinfo: Record<string, unknown>;
}

/** Registers through the API (test captcha answer), activates from the mail outbox, logs in by API. */
async function createLoggedInUser(request: APIRequestContext, name: string): Promise<TestUser> {
  const email = `${name}-${Date.now()}@example.com`;
  const tel = uniquePhone();
  const provinces = await post<Array<{ id: number; cityName: string }>>(request, '/help/getArea', { pid: 0 });
  const province = provinces.data[0];
  const cities = await post<Array<{ id: number; cityName: string }>>(request, '/help/getArea', { pid: province.id });
  const captcha = await post<{ key: string }>(request, '/help/verify');
  const registered = await post(request, '/user/register', {
    email,
    fname: '测',
    lname: '试',
    password: PASSWORD,
    password2: PASSWORD,
    country: 0,
    province_id: province.id,
    city_id: cities.data[0].id,
    address: '测试大学',
    tel,
    is_sendup: true,
    privacy: true,
    captcha: E2E_CAPTCHA_ANSWER,
    captcha_key: captcha.data.key,
  });
  expect(registered, JSON.stringify(registered)).toMatchObject({ code: 200 });
  const mail = await newestMail({ to: email });
  const activation = await request.get(linkIn(mail, 'activate'));
  expect(activation.url()).toContain('activated=1');
  const login = await post(request, '/user/login', { email, password: PASSWORD });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200 });
  return { email, tel, token: login.data.token, userinfo: login.data.userinfo };
}

async function logIn(page: Page, user: TestUser) {
  await page.goto('/confirmation');
  await page.evaluate(
    ({ token, userinfo }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('userInfo', JSON.stringify(userinfo));
    },
    { token: user.token, userinfo: user.userinfo },
  );
}

/** Opens an antd Select by its label and picks the option with `text` (or the first one). */
function choose(scope: Page | Locator, page: Page, label: string, text?: string) {
  return chooseOption(page, scope.getByLabel(label, { exact: true }), text);
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

test.describe('without a login', () => {
  for (const path of ['/account', '/addressManagement']) {
    test(`${path} asks to log in and the button leads to /login with the redirect`, async ({ page }) => {
      await page.goto(path);
      const prompt = page.getByTestId('login-required');
      await expect(prompt.getByText('请先登录!')).toBeVisible();
      await expect(prompt.getByRole('button', { name: '返回' })).toBeVisible();
      await prompt.getByRole('button', { name: '去登录' }).click();
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    });
  }
});

test('a revoked session answers 401 and the page asks to log in again', DATABASE, async ({ page, request }) => {
  const user = await createLoggedInUser(request, 'revoked');
  await logIn(page, user);
  // The session ends on the server (as after logout elsewhere or a password reset).
  expect(await post(request, '/user/logout', {}, user.token)).toMatchObject({ code: 200 });
  await page.goto('/account');
  await expect(page.getByTestId('login-required').getByText('请先登录!')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test.describe('account page', () => {
  test("registration's address fills the default address: the first save needs only what registration never asked (issue 35)", DATABASE, async ({ page, request }) => {
    const user = await createLoggedInUser(request, 'prefill');
    await logIn(page, user);
    await page.goto('/account');
    const form = page.getByTestId('account-form');
    await expect(form.getByLabel('收货人', { exact: true })).toHaveValue('测试');
    await expect(form.getByLabel('收货单位', { exact: true })).toHaveValue('测试大学');
    await expect(form.getByLabel('收货人电话', { exact: true })).toHaveValue(user.tel);
    await expect(form.getByLabel('详细地址', { exact: true })).toHaveValue('测试大学');
    await form.getByLabel('部门', { exact: true }).fill('分子生物学部');
    await form.getByLabel('PI 姓', { exact: true }).fill('王');
    await form.getByLabel('PI 名', { exact: true }).fill('教授');
    await page.getByTestId('account-save').click();
    await expect(toast(page, '更新成功')).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
  });

  test('loads the account, saves changes, refuses an unconfirmed phone and changes it with an SMS code', DATABASE, async ({ page, request }) => {
    test.setTimeout(limit(240_000));
    const user = await createLoggedInUser(request, 'account');
    await logIn(page, user);
    await page.goto('/account');
    const form = page.getByTestId('account-form');
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue(user.email);
    await expect(form.getByLabel('手机号', { exact: true })).toHaveValue(user.tel);

    // Required fields show the contract's messages.
    await form.getByLabel('单位名称', { exact: true }).fill('');
    await page.getByTestId('account-save').click();
    await expect(form.getByText('请输入单位名称!')).toBeVisible();

    await form.getByLabel('单位名称', { exact: true }).fill('基因编辑研究所');
    await form.getByLabel('部门', { exact: true }).fill('分子生物学部');
    await form.getByLabel('发票抬头', { exact: true }).fill('基因编辑研究所');
    await form.getByLabel('PI 姓', { exact: true }).fill('王');
    await form.getByLabel('PI 名', { exact: true }).fill('教授');
    await form.getByLabel('PI 邮箱', { exact: true }).fill('pi@example.com');
    await form.getByLabel('收货人', { exact: true }).fill('李四');
    await form.getByLabel('收货单位', { exact: true }).fill('基因编辑研究所');
    await form.getByLabel('收货人电话', { exact: true }).fill('021-12345678');
    await choose(form, page, '省份');
    await choose(form, page, '城市');
    await form.getByLabel('详细地址', { exact: true }).fill('科学路 8 号');
    await form.getByText('网络搜索', { exact: true }).click();
    await page.getByTestId('account-save').click();
    await expect(toast(page, '更新成功')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('单位名称', { exact: true })).toHaveValue('基因编辑研究所');
    await expect(form.getByLabel('收货人', { exact: true })).toHaveValue('李四');
    await expect(form.getByLabel('网络搜索')).toBeChecked();

    // A changed number without the SMS confirmation is refused.
    const newTel = uniquePhone();
    await form.getByLabel('手机号', { exact: true }).fill(newTel);
    await page.getByTestId('account-save').click();
    await expect(toast(page, '请提交手机验证码')).toBeVisible();

    // 修改手机号: code to the new number, 60-second countdown, setPhone. The dialog appears where it
    // stands (no zoom), so 获取验证码 takes a click made the moment it shows (issue 20, point 7).
    const positions = await positionsWhileOpening(page, page.getByTestId('phone-change'), '[data-testid="phone-send-code"]');
    expect(positions, '获取验证码 never moves while the dialog opens').toHaveLength(1);
    const dialog = page.getByRole('dialog', { name: '修改手机号' });
    // A click at once, before anything settled: it reaches the button (the empty number is refused)
    // and the dialog stays open.
    await clickAtOnce(page, dialog.getByTestId('phone-send-code'));
    await expect(dialog.getByText('手机号不能为空', { exact: true })).toBeVisible();
    await dialog.getByLabel('新手机号').fill(newTel);
    const since = Date.now();
    await clickAtOnce(page, dialog.getByTestId('phone-send-code'));
    await expect(dialog.getByTestId('phone-send-code')).toBeDisabled();
    await expect(dialog.getByTestId('phone-send-code')).toContainText('秒后重新获取');
    const sms = await newestSms({ to: newTel, since });
    await dialog.getByLabel('验证码').fill(codeIn(sms));
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '手机号更新成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(form.getByLabel('手机号', { exact: true })).toHaveValue(newTel);
  });
});

test.describe('login e-mail change', () => {
  test('修改邮箱 with the password and the code mailed to the new address; the old address is told', DATABASE, async ({ page, request }) => {
    test.setTimeout(limit(240_000));
    const user = await createLoggedInUser(request, 'email-change');
    const otherDevice = await post(request, '/user/login', { email: user.email, password: PASSWORD });
    await logIn(page, user);
    await page.goto('/account');
    const form = page.getByTestId('account-form');
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue(user.email);
    // The account form does not change the login e-mail: the field is read-only.
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveAttribute('readonly', '');

    const newEmail = `moved-${Date.now()}@example.com`;
    // Like 修改手机号: the dialog fades in where it stands, so its buttons take a click at once.
    const positions = await positionsWhileOpening(page, page.getByTestId('email-change'), '[data-testid="email-send-code"]');
    expect(positions, '获取验证码 never moves while the dialog opens').toHaveLength(1);
    const dialog = page.getByRole('dialog', { name: '修改邮箱' });
    await dialog.getByLabel('新邮箱').fill(newEmail);
    await dialog.getByLabel('当前密码').fill('Wrong#2024pass');
    await clickAtOnce(page, dialog.getByTestId('email-send-code'));
    await expect(toast(page, '密码错误')).toBeVisible();
    await expect(dialog.getByTestId('email-send-code')).toBeEnabled();

    await dialog.getByLabel('当前密码').fill(PASSWORD);
    const since = Date.now();
    await dialog.getByTestId('email-send-code').click();
    await expect(toast(page, '验证码已发送至新邮箱，请查收')).toBeVisible();
    await expect(dialog.getByTestId('email-send-code')).toContainText('秒后重新获取');
    const codeMail = await newestMail({ to: newEmail, subject: '更换登录邮箱', since });
    await dialog.getByLabel('邮箱验证码').fill(codeIn(codeMail));
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(toast(page, '登录邮箱已更换，请使用新邮箱登录')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue(newEmail);

    const notice = await newestMail({ to: user.email, subject: '您的登录邮箱已更换', since });
    expect(notice.text).toContain(newEmail);
    // This browser stays logged in; the other device is logged out.
    await page.reload();
    await expect(form.getByLabel('邮箱', { exact: true })).toHaveValue(newEmail);
    expect((await request.post('/api/v1/user/getMyinfo', { headers: { authentication: otherDevice.data.token } })).status()).toBe(401);
    expect(await post(request, '/user/login', { email: newEmail, password: PASSWORD })).toMatchObject({ code: 200 });
  });
});

test.describe('address management', () => {
  test('adds two addresses, edits one, makes the second default and deletes the other', DATABASE, async ({ page, request }) => {
    test.setTimeout(limit(240_000));
    const user = await createLoggedInUser(request, 'address');
    await logIn(page, user);
    await page.goto('/addressManagement');
    const cards = page.getByTestId('address-card');
    const card = (name: string) => cards.filter({ hasText: name });
    // Registration's place and workplace are the default address from the start (issue 35).
    await expect(cards).toHaveCount(1);
    await expect(card('测试大学').getByText('默认地址')).toBeVisible();

    async function add(name: string) {
      // The form dialog fades in where it stands: 保存 takes a click at once (issue 20, point 7).
      const positions = await positionsWhileOpening(page, page.getByTestId('address-add'), '.ant-modal-footer .ant-btn-primary');
      expect(positions, '保存 never moves while the dialog opens').toHaveLength(1);
      const dialog = page.getByRole('dialog', { name: '新增地址' });
      await clickAtOnce(page, dialog.getByRole('button', { name: '保存' }));
      await expect(dialog.getByText('请输入收货人姓名!')).toBeVisible();
      await dialog.getByLabel('收货人').fill(name);
      await dialog.getByLabel('单位').fill('示例大学');
      await choose(dialog, page, '省份');
      await choose(dialog, page, '城市');
      await dialog.getByLabel('详细地址').fill(`${name}的地址 1 号`);
      await dialog.getByLabel('电话', { exact: true }).fill('13800000000');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(toast(page, '新增成功').last()).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    await add('第一人');
    await expect(card('第一人').getByText('默认地址')).toHaveCount(0);
    await expect(card('测试大学').getByRole('button', { name: '删除' })).toHaveCount(0);
    await add('第二人');
    await expect(cards).toHaveCount(3);
    await expect(card('第二人').getByText('默认地址')).toHaveCount(0);

    // Edit the second.
    await card('第二人').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑地址' });
    await expect(edit.getByLabel('收货人')).toHaveValue('第二人');
    await edit.getByLabel('详细地址').fill('改过的地址 2 号');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '更新成功')).toBeVisible();
    await expect(card('第二人')).toContainText('改过的地址 2 号');

    // Make the second the default: the first loses its label and gets the actions.
    await card('第二人').getByRole('button', { name: '设为默认' }).click();
    await expect(card('第二人').getByText('默认地址')).toBeVisible();
    await expect(card('测试大学').getByText('默认地址')).toHaveCount(0);
    await expect(page.getByText('默认地址', { exact: true })).toHaveCount(1);
    await expect(cards.first()).toContainText('第二人');

    // Delete the non-default one after the confirmation.
    await card('第一人').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('你确定要删除当前地址么？')).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('第二人');
  });
});

test.describe('screenshots', () => {
  for (const width of [1366, 375]) {
    test(`account pages at ${width} px`, async ({ page, request }, testInfo) => {
      test.setTimeout(limit(240_000));
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      const user = await createLoggedInUser(request, `shot${width}`);
      const address = {
        name: '张三',
        company: '示例大学',
        country: 0,
        province_id: (user.userinfo.member_address as { province_id?: number } | null)?.province_id,
        city_id: (user.userinfo.member_address as { city_id?: number } | null)?.city_id,
        address: '科技园路 1 号',
        tel: '13800000000',
      };
      if (!address.province_id) {
        const provinces = await post(request, '/help/getArea', { pid: 0 });
        address.province_id = provinces.data[0].id;
        address.city_id = (await post(request, '/help/getArea', { pid: address.province_id })).data[0].id;
      }
      for (const name of ['张三', '李四']) {
        expect(await post(request, '/user/creatAddr', { ...address, name }, user.token)).toMatchObject({ code: 200 });
      }
      await logIn(page, user);
      await page.goto('/account');
      await expect(page.getByTestId('account-form').getByLabel('邮箱', { exact: true })).toHaveValue(user.email);
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `account-${width}`);
      await page.goto('/addressManagement');
      // Registration's address (the default) and the two added.
      await expect(page.getByTestId('address-card')).toHaveCount(3);
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `address-management-${width}`);
      await page.getByTestId('address-add').click();
      await expect(page.getByRole('dialog', { name: '新增地址' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `address-form-${width}`);
    });
  }
});
