// Technical services (/techService) and product pages (/productService) on the production build with
// the demo seed, at 1366 px and 375 px: the menu and its highlight, the per-molds table and the cards,
// keyword search and paging, the purchase inquiry (validation, 订购成功, a refusal keeping the input),
// the product purchase enquiry by mail (validation, success with the mail in the outbox, failure),
// category types 8, 9 and 10 followed from the navigation, no-JS HTML, 404s, axe and screenshots.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { newestMail } from './support/outbox.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';

interface TechProduct {
  id: number;
  title: string;
  article_number: string;
}

/** The demo company's enquiry address (MAIL_COMPANY_TO default; the e2e server does not set it). */
const COMPANY_MAIL = 'service@example.com';
const WILD = '/techService?type=0&id=21&molds=cell_yesheng';
const CAS9 = '/techService?type=0&id=22&molds=cell_cas9';
const LUC = '/techService?type=1&id=23&molds=cell_luc';
const PRODUCTS_TOOLS = '/productService?id=41';

async function productList(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.post('/api/v1/product/index', { data: params });
  const body = (await response.json()) as { code: number; data: { info: { data: TechProduct[]; total: number } } };
  expect(body.code).toBe(200);
  return body.data.info;
}

const hydrated = waitForHydration;

const rows = (page: Page) => page.getByTestId('tech-row');
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('purchase-form') });
const mailModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('mail-enquiry-form') });

async function fillInquiry(page: Page, values: { name: string; phone: string; company: string; email: string }) {
  const form = page.getByTestId('purchase-form');
  await form.getByLabel('姓名').fill(values.name);
  await form.getByLabel('电话').fill(values.phone);
  await form.getByLabel('单位').fill(values.company);
  await form.getByLabel('邮箱').fill(values.email);
}

async function orderFirstRow(page: Page, values: { name: string; phone: string; company: string; email: string }) {
  await rows(page).first().getByTestId('order-button').click();
  await expect(modal(page)).toBeVisible();
  await fillInquiry(page, values);
  await page.getByTestId('purchase-form').getByRole('radio', { name: '社交媒体' }).check();
  await page.getByTestId('purchase-form').getByRole('button', { name: /提交订购/ }).click();
  await expect(page.locator('.ant-message').getByText('订购成功')).toBeVisible();
  await expect(modal(page)).toBeHidden();
}

async function fillMail(page: Page, values: { name: string; phone: string; email: string }) {
  const form = page.getByTestId('mail-enquiry-form');
  await form.getByLabel('姓名').fill(values.name);
  await form.getByLabel('电话').fill(values.phone);
  await form.getByLabel('邮箱').fill(values.email);
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a table category: breadcrumb, banner, highlighted menu, columns of its molds, meta and 15 rows per page', async ({ page, request }, testInfo) => {
    const list = await productList(request, { tid: 21, size: 50 });
    expect(list.total, 'the seed has more than one page of wild-type lines').toBeGreaterThan(15);
    const response = await page.goto(WILD);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^野生型细胞株 - /);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /野生型细胞株/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /STR/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/techService\?type=0&id=21&molds=cell_yesheng$/);
    await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*技术服务.*野生型细胞株/);
    await expect(page.getByTestId('product-banner').locator('img')).toHaveAttribute('src', /\.svg$/);
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('野生型细胞株');
    await expect(page.getByTestId('tech-menu').getByRole('link')).toHaveCount(5);
    const table = page.getByTestId('tech-table');
    for (const header of ['货号', '产品名称', '培养体系', '质控检测', '价格', '操作']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rows(page)).toHaveCount(15);
    await expect(rows(page).first()).toContainText(list.data[0]!.article_number);
    await expect(page.getByText(`共 ${list.total} 条`)).toBeVisible();
    await expect(page.getByTestId('side-contact').getByTestId('wechat-contact')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'tech-service-table-1366');

    // Page 2, then 30 per page (back to page 1 with every row).
    await hydrated(page);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(list.total - 15);
    await expect(rows(page).first()).toContainText(list.data[15]!.article_number);
    await chooseOption(page, page.locator('.ant-pagination .ant-select input'), '30');
    await expect(page).toHaveURL(/size=30/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(Math.min(30, list.total));
  });

  test('another molds gets its own columns; a type-1 category shows cards', async ({ page }, testInfo) => {
    await page.goto(CAS9);
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('Cas9 稳转细胞株');
    await expect(page.getByTestId('tech-table').getByRole('columnheader', { name: 'Cas9 类型' })).toBeVisible();
    await expect(page.getByTestId('tech-table').getByRole('columnheader', { name: '培养体系' })).toHaveCount(0);
    await page.goto('/techService?type=0&id=25&molds=cell_ganxibao');
    await expect(page.getByTestId('tech-table').getByRole('columnheader', { name: 'Gene ID' })).toBeVisible();
    await page.goto(LUC);
    await expect(page.getByTestId('tech-cards')).toBeVisible();
    await expect(page.getByTestId('tech-table')).toHaveCount(0);
    await expect(rows(page).first()).toContainText('货号');
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'tech-service-cards-1366');
  });

  test('the menu highlights molds, else the first; a menu click replaces the route and reloads', async ({ page }) => {
    await page.goto('/techService');
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('野生型细胞株');
    await page.goto('/techService?molds=cell_egfp');
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('EGFP 标记细胞株');
    await page.goto(WILD);
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId('tech-menu').getByRole('link', { name: 'Cas9 稳转细胞株' }).click();
    await expect(page).toHaveURL(/\/techService\?type=0&id=22&molds=cell_cas9$/);
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('Cas9 稳转细胞株');
    // A full load (the marker is gone) that replaced the entry (history did not grow).
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('keyword search narrows the list, resets to page 1, and says when nothing matches', async ({ page, request }) => {
    const hela = await productList(request, { tid: 21, keyword: 'HeLa' });
    expect(hela.total).toBeGreaterThan(0);
    await page.goto(`${WILD}&page=2`);
    await hydrated(page);
    await page.getByRole('textbox', { name: '搜索本类产品' }).fill('HeLa');
    await page.getByTestId('tech-search').getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page).toHaveURL(/keyword=HeLa/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(hela.total);
    await expect(rows(page).first()).toContainText(hela.data[0]!.title);
    await page.getByRole('textbox', { name: '搜索本类产品' }).fill('不存在的细胞xyz');
    await page.getByRole('textbox', { name: '搜索本类产品' }).press('Enter');
    await expect(page.getByTestId('tech-empty')).toHaveText(/未找到与“不存在的细胞xyz”相关的产品/);
  });

  test('the order action opens the 800 px purchase modal: each required message, then 订购成功', async ({ page }, testInfo) => {
    await page.goto(WILD);
    await hydrated(page);
    const firstTitle = (await rows(page).first().locator('td').nth(1).textContent())!.trim();
    await rows(page).first().getByTestId('order-button').click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).locator('.ant-modal-container, .ant-modal-content').first()).toBeVisible();
    // The dialog zooms in; its width is 800 px once the opening animation has finished.
    await expect.poll(async () => Math.round((await modal(page).boundingBox())?.width ?? 0)).toBe(800);
    await expect(page.getByTestId('purchase-product')).toContainText(firstTitle);
    await page.getByTestId('purchase-form').getByRole('button', { name: /提交订购/ }).click();
    for (const text of ['请输入姓名!', '请输入电话!', '请输入单位!', '请输入邮箱!']) {
      await expect(page.getByTestId('purchase-form').getByText(text)).toBeVisible();
    }
    await saveFullPageScreenshot(page, testInfo, 'tech-service-modal-1366');
    await page.getByTestId('purchase-form').getByRole('button', { name: /取\s*消/ }).click();
    await expect(modal(page)).toBeHidden();
    await orderFirstRow(page, { name: '王五', phone: '13900001111', company: '演示大学', email: 'wangwu@example.com' });
    // Opened again, the form is empty (reset on every opening).
    await rows(page).first().getByTestId('order-button').click();
    await expect(page.getByTestId('purchase-form').getByLabel('姓名')).toHaveValue('');
  });

  test('an order pressed before the page has hydrated opens the dialog once it has', async ({ page }) => {
    // React cannot replay this press itself (React Router's first render waits for its data to be
    // decoded): the page holds it and presses again once live (app/components/early-press.ts).
    // Hydration waits for the page's interface catalogue (app/entry.client.tsx), so holding that one
    // response holds hydration: the press lands before it on any machine, however fast.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/catalogue-zh-[\w-]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      // Presses the first order button once the route's modules have run (React Router lists them on
      // window just before it loads its entry), i.e. with the early-press listener on.
      const state = window as unknown as { pressedUnhydrated?: boolean };
      const press = () => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="order-button"]');
        if (!button || !('__reactRouterRouteModules' in window)) return void setTimeout(press, 10);
        state.pressedUnhydrated = !Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
        button.click();
      };
      press();
    });
    // Not `load`: the held catalogue is preloaded, and the load event waits for it.
    await page.goto(WILD, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { pressedUnhydrated?: boolean }).pressedUnhydrated !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'the page had hydrated before the press').toBeUndefined();
    release();
    await expect(modal(page)).toBeVisible();
    await expect(page.getByTestId('purchase-product')).toContainText((await rows(page).first().locator('td').nth(1).textContent())!.trim());
    expect(await page.evaluate(() => (window as unknown as { pressedUnhydrated?: boolean }).pressedUnhydrated), 'the press came before the button had hydrated').toBe(true);
  });

  test('a refused inquiry keeps the modal open with the input and shows the server message', async ({ page }) => {
    await page.route('**/api/v1/onlinebook/addYuding', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 201, msg: '产品不存在或已下架', data: null }) }),
    );
    await page.goto(WILD);
    await hydrated(page);
    await rows(page).first().getByTestId('order-button').click();
    await fillInquiry(page, { name: '赵六', phone: '13900002222', company: '演示研究所', email: 'zhao@example.com' });
    await page.getByTestId('purchase-form').getByRole('button', { name: /提交订购/ }).click();
    await expect(page.getByTestId('purchase-failure')).toHaveText(/产品不存在或已下架/);
    await expect(modal(page)).toBeVisible();
    await expect(page.getByTestId('purchase-form').getByLabel('姓名')).toHaveValue('赵六');
    await expect(page.getByTestId('purchase-form').getByLabel('邮箱')).toHaveValue('zhao@example.com');
  });

  test('category types 9 and 10 and 8 followed from the navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByTestId('site-footer');
    // Type 10 (table) → /techService?type=0&id&molds.
    await footer.getByRole('link', { name: '野生型细胞株' }).click();
    await expect(page).toHaveURL(/\/techService\?type=0&id=21&molds=cell_yesheng$/);
    await expect(page.getByTestId('tech-table')).toBeVisible();
    await hydrated(page);
    // Type 9 (cards) from /techService: the click replaces the route and reloads.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await footer.getByRole('link', { name: '荧光素酶标记细胞株' }).click();
    await expect(page).toHaveURL(/\/techService\?type=1&id=23&molds=cell_luc$/);
    await expect(page.getByTestId('tech-cards')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await hydrated(page);
    // Type 8 → /productService?id.
    await footer.getByRole('link', { name: '基因编辑工具' }).click();
    await expect(page).toHaveURL(/\/productService\?id=41$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('基因编辑工具');
  });

  test('/productService: banner, breadcrumb, menu cards with child links, product HTML and meta', async ({ page }, testInfo) => {
    const response = await page.goto(PRODUCTS_TOOLS);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^基因编辑工具 - /);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /基因编辑工具/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/productService\?id=41$/);
    await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*产品中心.*基因编辑工具/);
    await expect(page.getByTestId('product-banner').locator('img')).toBeVisible();
    const menu = page.getByTestId('product-menu');
    await expect(menu.locator('.product-menu__card')).toHaveCount(6);
    await expect(menu.locator('.product-menu__card.is-active')).toContainText('基因编辑工具');
    await expect(menu.getByRole('link', { name: 'Cas9 核酸酶' })).toHaveAttribute('href', '/productService?id=411');
    await expect(menu.getByRole('link', { name: '在线商城' })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('product-article')).toHaveCount(3);
    await expect(page.getByTestId('product-article').first().locator('.product-buy')).toHaveText('立即购买');
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'product-service-1366');
    // A child link goes to the child's page.
    await hydrated(page);
    await menu.getByRole('link', { name: 'Cas9 核酸酶' }).click();
    await expect(page).toHaveURL(/\/productService\?id=411$/);
    await expect(page.getByTestId('product-article')).toHaveCount(1);
    await expect(page.getByTestId('breadcrumb')).toHaveText(/产品中心.*基因编辑工具.*Cas9 核酸酶/);
  });

  test('a buy button opens the product purchase modal: required messages, then the mail reaches the company', async ({ page }, testInfo) => {
    await page.goto(PRODUCTS_TOOLS);
    await hydrated(page);
    const article = page.getByTestId('product-article').first();
    const product = (await article.getAttribute('data-product-title'))!;
    await article.locator('.product-buy').click();
    await expect(mailModal(page)).toBeVisible();
    await expect(mailModal(page).getByText('产品购买')).toBeVisible();
    const form = page.getByTestId('mail-enquiry-form');
    await expect(form.getByLabel('产品名称')).toHaveValue(product);
    await form.getByLabel('产品名称').fill('');
    await form.getByRole('button', { name: /发\s*送/ }).click();
    for (const text of ['请输入产品名称!', '请输入姓名!', '请输入电话!', '请输入邮箱!']) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await saveFullPageScreenshot(page, testInfo, 'product-service-modal-1366');
    await form.getByLabel('产品名称').fill(product);
    const email = `buyer${Date.now()}@example.com`;
    await fillMail(page, { name: '孙七', phone: '021-55556666', email });
    await form.getByLabel('单位').fill('演示生物公司');
    const since = Date.now();
    await form.getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.locator('.ant-message').getByText('email sent successfully!')).toBeVisible();
    await expect(mailModal(page)).toBeHidden();
    const mail = await newestMail({ to: COMPANY_MAIL, subject: '产品购买咨询', since });
    expect(mail.subject).toContain(product);
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('孙七');
  });

  test('a failed mail enquiry keeps the modal open with the input and shows the failure message', async ({ page }) => {
    await page.route('**/messages/send-mail', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 201, msg: 'email sending failed, please try again later!', data: null }) }),
    );
    await page.goto(PRODUCTS_TOOLS);
    await hydrated(page);
    await page.getByTestId('product-article').first().locator('.product-buy').click();
    await fillMail(page, { name: '周八', phone: '13900003333', email: 'zhou@example.com' });
    await page.getByTestId('mail-enquiry-form').getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.getByTestId('mail-failure')).toHaveText(/email sending failed, please try again later!/);
    await expect(mailModal(page)).toBeVisible();
    await expect(page.getByTestId('mail-enquiry-form').getByLabel('姓名')).toHaveValue('周八');
  });

  test('the floating side buttons: online chat, WeChat QR, phone and back to top', async ({ page }) => {
    await page.goto(PRODUCTS_TOOLS);
    await hydrated(page);
    const side = page.getByTestId('side-contact');
    await expect(side.getByTestId('online-consult')).toBeVisible();
    await expect(side.getByTestId('call-link')).toBeVisible();
    await side.getByTestId('wechat-contact').getByRole('button').hover();
    await expect(side.getByTestId('wechat-contact').locator('img')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown or missing ids are the 404 page; a molds that matches nothing shows the first category', async ({ page }) => {
    for (const url of ['/techService?id=999999', '/techService?id=abc', '/productService', '/productService?id=999999', '/productService?id=21']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
    const response = await page.goto('/techService?molds=nothing&page=abc&size=999');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('tech-menu').locator('li.is-active')).toHaveText('野生型细胞株');
    await expect(rows(page)).toHaveCount(15);
  });

  test('without JavaScript the list HTML carries its rows, and search and paging still work', async ({ browser, request }) => {
    const list = await productList(request, { tid: 21, size: 15 });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(WILD);
      const html = await response!.text();
      for (const product of list.data) {
        expect(html).toContain(product.title);
        expect(html).toContain(product.article_number);
      }
      // Without a script the HTML holds the table and the phone cards; CSS shows the one for the screen.
      const shown = rows(page).filter({ visible: true });
      await expect(shown).toHaveCount(15);
      await page.locator('.ant-pagination-item-2 a').filter({ visible: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(shown).toHaveCount(list.total - 15);
      await page.getByRole('textbox', { name: '搜索本类产品' }).fill('HeLa');
      await page.getByRole('textbox', { name: '搜索本类产品' }).press('Enter');
      await expect(page).toHaveURL(/keyword=HeLa/);
      await expect(shown.first()).toContainText('HeLa');
      const product = await page.goto(PRODUCTS_TOOLS);
      expect(await product!.text()).toContain('立即购买');
    } finally {
      await context.close();
    }
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the tech list fits the screen (the table scrolls in its own box) and an order succeeds', async ({ page }, testInfo) => {
    await page.goto(WILD);
    await expect(rows(page)).toHaveCount(15);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'tech-service-table-375');
    await hydrated(page);
    await rows(page).first().getByTestId('order-button').click();
    await expect(modal(page)).toBeVisible();
    await page.getByTestId('purchase-form').getByRole('button', { name: /提交订购/ }).click();
    await expect(page.getByTestId('purchase-form').getByText('请输入邮箱!')).toBeVisible();
    await saveFullPageScreenshot(page, testInfo, 'tech-service-modal-375');
    await page.getByTestId('purchase-form').getByRole('button', { name: /取\s*消/ }).click();
    await orderFirstRow(page, { name: '钱九', phone: '13900004444', company: '手机大学', email: 'qian@example.com' });
    await page.goto(LUC);
    await expect(page.getByTestId('tech-cards')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'tech-service-cards-375');
  });

  test('/productService fits the screen and the mail enquiry succeeds', async ({ page }, testInfo) => {
    await page.goto('/productService?id=4');
    await expect(page.getByTestId('product-article').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'product-service-375');
    await hydrated(page);
    await page.getByTestId('product-article').first().locator('.product-buy').click();
    const form = page.getByTestId('mail-enquiry-form');
    await form.getByRole('button', { name: /发\s*送/ }).click();
    await expect(form.getByText('请输入姓名!')).toBeVisible();
    const email = `phone${Date.now()}@example.com`;
    await fillMail(page, { name: '吴十', phone: '13900005555', email });
    const since = Date.now();
    await form.getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.locator('.ant-message').getByText('email sent successfully!')).toBeVisible();
    const mail = await newestMail({ to: COMPANY_MAIL, subject: '产品购买咨询', since });
    expect(mail.text).toContain(email);
  });

  test('category types 8, 9 and 10 from the phone menu', async ({ page }) => {
    const follow = async (group: string, name: string) => {
      await hydrated(page);
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.getByTestId('mobile-menu');
      // The drawer keeps its groups' open state between pages: open the group only when it is closed.
      const details = menu.locator('details').filter({ has: page.locator('summary', { hasText: group }) });
      if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator('summary').click();
      await menu.getByRole('link', { name, exact: true }).click();
    };
    await page.goto('/');
    await follow('技术服务', 'Cas9 稳转细胞株');
    await expect(page).toHaveURL(/\/techService\?type=0&id=22&molds=cell_cas9$/);
    await expect(page.getByTestId('tech-table')).toBeVisible();
    await follow('技术服务', 'EGFP 标记细胞株');
    await expect(page).toHaveURL(/\/techService\?type=1&id=24&molds=cell_egfp$/);
    await expect(page.getByTestId('tech-cards')).toBeVisible();
    await follow('产品中心', '细胞培养试剂');
    await expect(page).toHaveURL(/\/productService\?id=42$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('细胞培养试剂');
    await expectNoHorizontalScroll(page);
  });
});
