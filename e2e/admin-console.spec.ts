// The operations console's guarantees that hold without any staff data: no console JavaScript on a
// public page (code-splitting), /admin is noindex and never cached, the sign-in page renders in its
// own frame (no site header) at desktop, tablet and phone widths, and a console page without a staff
// session goes to the sign-in with `redirect`. The full order flow is in the lead's spec.
import { expect, test, type Page, type Request } from './support/test.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

interface ManifestRoute {
  id: string;
  path?: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Every script a page loaded or asked the browser to preload, as paths. */
async function loadedScripts(page: Page, url: string): Promise<Set<string>> {
  const requested = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) requested.add(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(url);
  await waitForHydration(page);
  page.off('request', record);
  const declared = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((el) =>
      new URL(el instanceof HTMLScriptElement ? el.src : el.href).pathname,
    ),
  );
  for (const path of declared) requested.add(path);
  return requested;
}

const isConsoleRoute = (route: ManifestRoute, routes: Manifest['routes']): boolean => {
  if (route.id.startsWith('routes/admin')) return true;
  if (route.path?.startsWith('admin')) return true;
  return route.parentId ? isConsoleRoute(routes[route.parentId]!, routes) : false;
};

/** React Router's browser manifest as the page knows it (routes are discovered lazily, page by page). */
/** The manifest the current document carries, once its inline script has run. */
async function manifestOf(page: Page): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await expect
    .poll(async () => {
      manifest = (await page.evaluate(() => Reflect.get(window, '__reactRouterManifest')).catch(() => undefined)) as Manifest | undefined;
      return manifest?.routes !== undefined;
    })
    .toBe(true);
  return manifest!;
}

test('a public page loads no console JavaScript or stylesheet', async ({ page }) => {
  const pages = ['/', '/plasmidPlatform', '/orderSeqList'];
  const loadedByPage = new Map<string, Set<string>>();
  const manifest: Manifest = { entry: { module: '' }, routes: {} };
  for (const url of pages) {
    loadedByPage.set(url, await loadedScripts(page, url));
    const known = await manifestOf(page);
    manifest.entry = known.entry;
    Object.assign(manifest.routes, known.routes);
  }
  // A public page's manifest does not even name the console's routes; each console page names its own.
  expect(Object.keys(manifest.routes).filter((id) => id.startsWith('routes/admin'))).toEqual([]);
  // Console pages without a session go to the sign-in once /auth/me answers 401: with a (fake) staff
  // token whose check never answers, each page stays put and its own manifest can be read.
  await page.evaluate(() => localStorage.setItem('staff_token', 'x'.repeat(43)));
  await page.route('**/api/admin/**', () => {});
  for (const url of ['/admin/login', '/admin', '/admin/orders', '/admin/orders/guide/1', '/admin/staff', '/admin/audit', '/admin/account']) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    Object.assign(manifest.routes, (await manifestOf(page)).routes);
  }

  const routes = Object.values(manifest.routes);
  const consoleRoutes = routes.filter((route) => isConsoleRoute(route, manifest.routes));
  const publicRoutes = routes.filter((route) => !isConsoleRoute(route, manifest.routes));
  expect(consoleRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['routes/admin-login', 'routes/admin-layout', 'routes/admin-orders', 'routes/admin-order-detail']));

  // Chunks only console routes import: a public page has no business loading any of them.
  const publicChunks = new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), ...publicRoutes.flatMap((r) => [r.module, ...(r.imports ?? [])])]);
  const consoleOnly = new Set(consoleRoutes.flatMap((r) => [r.module, ...(r.imports ?? [])]).filter((chunk) => !publicChunks.has(chunk)));
  for (const route of consoleRoutes) expect(consoleOnly.has(route.module), route.id).toBe(true);
  const consoleCss = new Set(consoleRoutes.flatMap((r) => r.css ?? []));

  for (const [url, loaded] of loadedByPage) {
    const leaked = [...loaded].filter((path) => consoleOnly.has(path));
    expect(leaked, `${url} loads console chunks`).toEqual([]);
  }

  // And by content: no script a public page runs carries the console's own texts.
  const everyLoaded = new Set([...loadedByPage.values()].flatMap((set) => [...set]));
  for (const path of everyLoaded) {
    const body = await (await page.request.get(path)).text();
    expect(body.includes('console__brand') || body.includes('运营后台'), `${path} carries console code`).toBe(false);
  }
  await page.goto('/');
  const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname));
  expect(stylesheets.filter((href) => consoleCss.has(href))).toEqual([]);
});

test('console pages are noindex, never cached, and robots.txt keeps crawlers out', async ({ request }) => {
  for (const url of ['/admin/login', '/admin', '/admin/orders?status=1']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], url).toBe('private, no-store');
    expect(response.headers()['x-page-cache'], url).toBeUndefined();
    expect(await response.text(), url).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin\n');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});

test('the staff sign-in renders in its own frame at 1366, 768 and 375 px', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '运营后台登录' })).toBeVisible();
  await expect(page.getByLabel('邮箱')).toBeVisible();
  await expect(page.getByLabel('密码')).toBeVisible();
  // The public site's header and footer do not wrap the console.
  await expect(page.locator('.site')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);

  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入邮箱')).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'admin-login-1366');
  await expectNoSeriousAxeViolations(page);

  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('button', { name: '登录' })).toBeInViewport();
    await saveFullPageScreenshot(page, testInfo, `admin-login-${width}`);
  }
});

test('a console page without a staff session goes to the sign-in and keeps the way back', async ({ page }) => {
  await page.goto('/admin/orders?status=1');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders%3Fstatus%3D1$/);
  await expect(page.getByRole('heading', { name: '运营后台登录' })).toBeVisible();
});
