// The shell's rules as a visitor meets them in the browser: footer content, the CN/EN switch, the
// header that becomes fixed after 120 px, the home header style, cached web settings, category links.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

interface Node {
  id: number;
  pid: number;
  type: number;
  catname: string;
  gourl: string | null;
  childs: Node[];
}

async function navigationTree(request: APIRequestContext): Promise<Node[]> {
  const body = (await (await request.post('/api/v1/category/index')).json()) as { data: Node[] };
  return body.data;
}

test.use({ viewport: { width: 1366, height: 900 } });

/** Server HTML is readable at once; interactive behaviour starts once React has hydrated. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('the footer shows the first 4 top categories with up to 5 children, the record filing and the QR code', async ({
  page,
  request,
}) => {
  const tree = await navigationTree(request);
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  const columns = footer.locator('.site-footer__column');
  await expect(columns).toHaveCount(4);
  for (const [index, node] of tree.slice(0, 4).entries()) {
    const column = columns.nth(index);
    await expect(column.getByRole('heading')).toHaveText(node.catname);
    // A category without children offers one link to itself (进入…) instead of an empty column.
    await expect(column.getByRole('listitem')).toHaveCount(Math.max(1, Math.min(5, node.childs.length)));
  }
  const settings = (await (await request.post('/api/v1/help/getWebseting')).json()).data as Record<string, string>;
  const beian = footer.getByTestId('beian-link');
  await expect(beian).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(beian).toHaveAttribute('target', '_blank');
  await expect(beian).toContainText(settings.xxl_beian);
  await expect(footer).toContainText(settings.xxl_copyright);
  await expect(footer.getByRole('link', { name: '新闻中心' })).toHaveAttribute('href', '/newsCenter');
  await expect(footer.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/contactUS');
  const qr = footer.locator('img').first();
  await expect(qr).toHaveAttribute('src', settings.xxl_erweima);
  // The footer's pictures load lazily: bring the code into view, then it must load.
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Fixed online-consultation and call links.
  await expect(page.getByTestId('online-consult')).toHaveAttribute('href', /qq\.com/);
  await expect(page.getByTestId('call-link')).toHaveAttribute('href', /^tel:/);
});

test('the floating chat uses the settings\' fallback account on Apple devices', async ({ browser, request }) => {
  const settings = (await (await request.post('/api/v1/help/getWebseting')).json()).data as Record<string, string>;
  expect(settings.xxl_qq_apple, 'the demo seed sets a fallback account').toMatch(/^\d{5,12}$/);
  expect(settings.xxl_qq_apple).not.toBe(settings.xxl_qq);
  const chatLink = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${qq}&site=qq&menu=yes`;
  const devices = [
    { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', qq: settings.xxl_qq_apple },
    { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', qq: settings.xxl_qq_apple },
    { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', qq: settings.xxl_qq },
  ];
  for (const { userAgent, qq } of devices) {
    const context = await browser.newContext({ userAgent, viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await openHydrated(page, '/');
      await expect(page.getByTestId('online-consult'), userAgent).toHaveAttribute('href', chatLink(qq!));
    } finally {
      await context.close();
    }
  }
});

test('the EN choice opens the English home page (/en) in a new window', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByTestId('language-switch').hover();
  // The language menu's own entry (the 关于我们 menu also links an "English" category).
  const english = page.locator('.ant-dropdown').getByRole('link', { name: 'English (EN)' });
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('target', '_blank');
  await expect(english).toHaveAttribute('href', '/en');
});

test('the home style header and the header fixed after 120 px of scroll', async ({ page }) => {
  await openHydrated(page, '/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveClass(/is-overlay/);
  await expect(header).not.toHaveClass(/is-fixed/);
  await page.evaluate(() => window.scrollTo(0, 100));
  await page.waitForTimeout(200);
  await expect(header).not.toHaveClass(/is-fixed/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/is-fixed/);
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

  // Other pages use the plain header.
  await page.goto('/no-such-page');
  await expect(page.getByTestId('site-header')).not.toHaveClass(/is-overlay/);
});

test('web settings are cached in session storage and the title defaults to the company name', async ({ page, request }) => {
  const settings = (await (await request.post('/api/v1/help/getWebseting')).json()).data as Record<string, string>;
  await openHydrated(page, '/');
  await expect(page).toHaveTitle(new RegExp(settings.company_name));
  const cached = await page.evaluate(() => sessionStorage.getItem('webSettings'));
  expect(JSON.parse(cached ?? '{}')).toMatchObject({ company_name: settings.company_name, xxl_tel400: settings.xxl_tel400 });
});

test('a navigation entry follows the category rule and scrolls to the top', async ({ page, request }) => {
  const tree = await navigationTree(request);
  // A top-level type-0 category with children acts as its first child (type 1 → /dynamicDetail?id=).
  const serviceGroup = tree.find((n) => n.pid === 0 && n.type === 0 && n.childs.length > 0 && !n.gourl);
  test.skip(!serviceGroup, 'the demo seed has a top-level type-0 group');
  const first = serviceGroup!.childs[0];
  await openHydrated(page, '/');
  await page.evaluate(() => window.scrollTo(0, 300));
  const link = page.getByTestId('site-nav').getByRole('link', { name: serviceGroup!.catname, exact: true }).first();
  const href = await link.getAttribute('href');
  const expected = first.type === 1 ? `/dynamicDetail?id=${first.id}` : `/dynamicIndex?id=${first.id}`;
  expect(href).toBe(expected);
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
