// The interface catalogue travels as a static asset per language (decision 0048): a page's HTML does
// not carry it, the browser fetches its page's language before hydrating (without a mismatch), and a
// client-side navigation into the other language fetches that one before rendering it.
import { expect, test, type Page } from './support/test.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

/** Catalogue asset requests and hydration complaints of a page, from now on. */
function watch(page: Page) {
  const catalogues: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/catalogue-(\w+)-[\w-]+\.json$/.exec(new URL(request.url()).pathname);
    if (match) catalogues.push(match[1]!);
  });
  page.on('console', (message) => {
    // React's production build reports a hydration mismatch as minified errors 418/423/425.
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { catalogues, problems };
}

for (const [path, lang, word] of [
  ['/', 'zh', '首页'],
  ['/en', 'en', 'Home'],
] as const) {
  test(`${path}: HTML without the catalogue, the ${lang} asset preloaded and fetched, hydrated without a mismatch`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/\\"messages\\"/);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="fetch" href="/assets/catalogue-${lang}-[\\w-]+\\.json" crossorigin="anonymous"/>`));
    const seen = watch(page);
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.getByTestId('site-nav')).toContainText(word);
    expect([...new Set(seen.catalogues)]).toEqual([lang]);
    expect(seen.problems).toEqual([]);
  });
}

test('a client-side navigation into English fetches the English catalogue before showing English words', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  // No link on the Chinese site leads into the English one in place (the switch opens a new window),
  // so the router is asked directly: the English home (whose data address is /en.data), then another page.
  await page.evaluate(() => {
    const routerKey = ['__reactRouter', 'DataRouter'].join('');
    return (window as unknown as Record<string, { navigate: (to: string) => Promise<void> }>)[routerKey]!.navigate('/en');
  });
  await expect(page.locator('[data-testid="language-switch"]')).toContainText('EN');
  await expect(page.getByTestId('site-nav')).toContainText('Home');
  await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
  // The head's preload link then names the English asset too; the browser answers it from its cache.
  expect([...new Set(seen.catalogues)]).toEqual(['zh', 'en']);
  expect(seen.problems).toEqual([]);
});
