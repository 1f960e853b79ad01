// Smoke tests of the site shell on the production build: navigation from the seeded category tree,
// footer, mobile menu, search, 404, health, no horizontal scrolling and accessibility.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

const ids = {
  header: 'site-header',
  nav: 'site-nav',
  footer: 'site-footer',
  mobileMenuButton: 'mobile-menu-button',
  mobileMenu: 'mobile-menu',
} as const;

const SEARCH_PLACEHOLDER = '请输入产品名称或编号';

interface CategoryNode {
  catname: string;
  childs?: CategoryNode[];
}

async function topCategories(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/api/v1/category/index');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { code: number; data: CategoryNode[] | { list?: CategoryNode[] } };
  expect(body.code).toBe(200);
  const list = Array.isArray(body.data) ? body.data : (body.data.list ?? []);
  const names = list.map((c) => c.catname);
  expect(names.length, 'the demo seed has top-level categories').toBeGreaterThan(0);
  return names;
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('home page shows the category navigation and the footer', async ({ page, request }, testInfo) => {
    const categories = await topCategories(request);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/.+/);
    const nav = page.getByTestId(ids.nav);
    await expect(nav).toBeVisible();
    for (const name of categories) await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId(ids.footer)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'home-1366');
  });

  test('the search box opens the search results with the keyword', async ({ page }) => {
    await page.goto('/');
    const box = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
    await box.fill('Cas9 质粒');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/searchResult' && url.searchParams.get('keyword') === 'Cas9 质粒');
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('home page fits the screen and the menu opens', async ({ page, request }, testInfo) => {
    const categories = await topCategories(request);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId(ids.footer)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'home-375');

    const menu = page.getByTestId(ids.mobileMenu);
    // The button opens the drawer once React has hydrated it (a CI run clicked the server's markup).
    await waitForHydration(page);
    await page.getByTestId(ids.mobileMenuButton).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText(categories[0], { exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'home-375-menu');
  });
});

test('an unknown address answers 404 with the not-found page', async ({ page }, testInfo) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('页面不存在').first()).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'not-found');
});

test('the browser gets the page and its stylesheets compressed (precompressed assets, long cache)', async ({ page }) => {
  const styles: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.css')) {
      const headers = await response.allHeaders();
      styles.push({ url: response.url(), encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
    }
  });
  const response = await page.goto('/');
  expect((await response!.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect.poll(() => styles.length).toBeGreaterThanOrEqual(2);
  for (const style of styles) {
    expect(style.encoding, style.url).toMatch(/^(br|gzip)$/);
    expect(style.cacheControl, style.url).toContain('immutable');
  }
});

test('/healthz answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  // Proves which engine this run exercises: PostgreSQL when TEST_DATABASE_URL is set.
  expect(await response.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
});

test('the home page has no serious or critical accessibility violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId(ids.footer)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await context.close();
  }
});

test('a cached home page is shared bytes whose CSP allows its inline scripts by hash, with no nonce', async ({ request, page }) => {
  const answers: { csp: string; html: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, 'no nonce in a shared page').not.toContain("'nonce-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = await response.text();
    expect(html).not.toContain('nonce="');
    // Every inline script of the page (and only those) is allowed by its SHA-256. Its data blocks
    // (type="application/json", decision 0056) are never run, so they need none.
    expect(html).toMatch(/<script type="application\/json" id="packed-\d+">/);
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script/gi)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    const hashes = new Set(inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`));
    expect(new Set(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")))).toEqual(hashes);
    answers.push({ csp, html });
    if (i === 1) expect(response.headers()['x-page-cache']).toBe('hit');
  }
  expect(answers[1]).toEqual(answers[0]);

  // The browser runs the cached page's scripts without a CSP refusal.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  await page.waitForLoadState('networkidle');
  expect(refusals).toEqual([]);

  // A script that was not rendered with the page (no matching hash) is still refused.
  const ran = await page.evaluate(async () => {
    const refused = new Promise<boolean>((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      setTimeout(() => resolve(false), 2000);
    });
    const script = document.createElement('script');
    script.textContent = 'window.injectedByTest = true';
    document.body.append(script);
    return { refused: await refused, injected: (window as unknown as { injectedByTest?: boolean }).injectedByTest === true };
  });
  expect(ran).toEqual({ refused: true, injected: false });
});
