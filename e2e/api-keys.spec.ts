// The account's API keys (/apiKeys, issue 34 point 7) on the production build: a customer creates a
// key, sees it once, uses it as a program would (Authorization: Bearer, here through the test's
// request client) to submit a CRISPR-Net job and read orders, sees the use on the page, revokes the
// key and sees it refused; the page in English; phone and desktop without horizontal scrolling.
import { expect, test, type Page } from './support/test.ts';
import { createCustomer, logIn } from './support/customer.ts';
import { confirmPopover, expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { limit } from './support/time-limits.ts';

const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const KEY = /^gs_live_[A-Za-z0-9_-]{43}$/;

/** Fills and sends 新建密钥 / New key (opening it unless it is open); answers the key the show-once dialog holds. */
async function createKey(page: Page, name: string, scopes: RegExp[], labels: { create: string }, { open = true } = {}) {
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('api-key-form') });
  if (open) await page.getByTestId('api-key-add').click();
  await expect(form).toBeVisible();
  await form.getByRole('textbox').fill(name);
  for (const scope of scopes) await form.getByRole('checkbox', { name: scope }).check();
  await form.getByRole('button', { name: labels.create, exact: true }).click();
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveValue(KEY);
  // The form's dialog fades out as the key's fades in: a look-over picture waits for it.
  await expect(form).toBeHidden();
  return secret.inputValue();
}

test.describe('API keys', () => {
  test('create a key, see it once, use it, see the use, revoke it, see it refused', async ({ page, request }) => {
    test.setTimeout(limit(180_000));
    const customer = await createCustomer(request, 'apikey');
    await logIn(page, customer);
    await page.goto('/apiKeys');
    await waitForHydration(page);
    await expect(page.getByTestId('api-keys-page')).toBeVisible();
    await expect(page.getByText('还没有 API 密钥')).toBeVisible();

    const key = await createKey(page, '分析脚本', [/CRISPR-Net 任务/, /读取订单与进度/], { create: '新建密钥' });
    await expect(page.getByText('请立即复制并妥善保存：此密钥只显示这一次，关闭后无法再次查看。')).toBeVisible();
    await page.getByTestId('api-key-saved').click();
    await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

    // Shown once: the card has only the prefix, and the key is nowhere on the page, nor after a reload.
    const card = page.getByTestId('api-key-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('api-key-prefix')).toHaveText(`${key.slice(0, 14)}…`);
    await expect(card.getByTestId('api-key-last-used')).toHaveText('从未使用');
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await expect(card.getByTestId('api-key-prefix')).toHaveText(`${key.slice(0, 14)}…`);
    expect(await page.content()).not.toContain(key);

    // A program uses it: submits a CRISPR-Net job, reads it and the order list, with no session.
    const bearer = { authorization: `Bearer ${key}` };
    const added = await (await request.post('/api/v1/crisprNet/addJob', { headers: bearer, data: { title: 'from a script', xulie: PAIR } })).json();
    expect(added).toMatchObject({ code: 200, data: { info: expect.any(Number) } });
    const read = await (await request.post(`/api/v1/crisprNet/read?id=${added.data.info}`, { headers: bearer })).json();
    expect(read).toMatchObject({ code: 200, data: { id: added.data.info, title: 'from a script' } });
    const orders = await (await request.post('/api/v1/guide/myGuideOrder?page=0', { headers: bearer })).json();
    expect(orders).toMatchObject({ code: 200, data: { total: 0 } });
    // It cannot reach the account.
    const account = await request.post('/api/v1/user/getMyinfo', { headers: bearer });
    expect(account.status()).toBe(403);

    // The page shows the use.
    await page.reload();
    await expect(card.getByTestId('api-key-last-used')).not.toHaveText('从未使用');
    await card.getByRole('button', { name: '使用记录' }).click();
    await expect(card.getByTestId('api-key-uses')).toContainText('POST /api/v1/crisprNet/addJob');
    await expect(card.getByTestId('api-key-uses')).toContainText('POST /api/v1/guide/myGuideOrder');

    // Revoke it: the card says so and the key is refused from then on.
    await card.getByTestId('api-key-revoke').click();
    await expect(page.getByText('撤销后使用此密钥的程序将无法再访问，确定撤销吗？')).toBeVisible();
    await confirmPopover(page, '撤销');
    await expect(page.locator('.ant-message').getByText('密钥已撤销')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'revoked');
    await expect(card.getByTestId('api-key-revoke')).toHaveCount(0);
    const refused = await request.post('/api/v1/crisprNet/read', { headers: bearer, data: { id: added.data.info } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 401, msg: 'API 密钥无效或已撤销' });
  });

  test('the form says what is missing, in English on the English site', async ({ page, request }) => {
    test.setTimeout(limit(180_000));
    const customer = await createCustomer(request, 'apikey-en');
    await logIn(page, customer);
    await page.goto('/en/apiKeys');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await expect(page.getByText('No API keys yet')).toBeVisible();
    await page.getByTestId('api-key-add').click();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('api-key-form') });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'New key', exact: true }).click();
    await expect(form.getByText('Please enter a name for the key!')).toBeVisible();
    await expect(form.getByText('Please choose at least one scope!')).toBeVisible();
    const key = await createKey(page, 'orders reader', [/Read orders and their progress/], { create: 'New key' }, { open: false });
    await expect(page.getByText('Copy the key now and keep it safe')).toBeVisible();
    await page.getByTestId('api-key-saved').click();
    const card = page.getByTestId('api-key-card');
    await expect(card).toContainText('Read orders and their progress');
    await expect(card.getByTestId('api-key-last-used')).toHaveText('Never');
    // An orders key cannot submit a job.
    const refused = await request.post('/api/v1/crisprNet/addJob', { headers: { authorization: `Bearer ${key}` }, data: { title: 'x', xulie: PAIR } });
    expect(refused.status()).toBe(403);
  });

  for (const width of [1366, 375]) {
    test(`the page at ${width} px`, async ({ page, request }, testInfo) => {
      test.setTimeout(limit(180_000));
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      const customer = await createCustomer(request, `apikey${width}`);
      await logIn(page, customer);
      await page.goto('/apiKeys');
      await waitForHydration(page);
      await createKey(page, '实验室分析脚本', [/CRISPR-Net 任务/], { create: '新建密钥' });
      await expectNoHorizontalScroll(page);
      await saveWindowScreenshot(page, testInfo, `api-key-once-${width}`);
      await page.getByTestId('api-key-saved').click();
      await createKey(page, '订单同步', [/读取订单与进度/], { create: '新建密钥' });
      await page.getByTestId('api-key-saved').click();
      await expect(page.getByTestId('api-key-card')).toHaveCount(2);
      await page.getByTestId('api-key-card').last().getByTestId('api-key-revoke').click();
      await confirmPopover(page, '撤销');
      await expect(page.getByTestId('api-key-card').last()).toHaveAttribute('data-state', 'revoked');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      await saveFullPageScreenshot(page, testInfo, `api-keys-${width}`);
    });
  }
});
