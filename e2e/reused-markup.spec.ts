// Decision 0052: a server render writes the header, footer and contact links from the markup an
// earlier render of the same inputs produced. A page built that way must come alive exactly like a
// rendered one: it hydrates without errors, its search box and menu navigate on the client.
import { expect, test } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

// A session token, even an unknown one, keeps the page cache out of the way: every request renders.
const RENDER_EVERY_TIME = { authentication: 'e2e-no-such-token' };

test('a page whose shell markup is reused hydrates, and its header and footer work on the client', async ({ page, request }) => {
  const first = await request.get('/newsCenter', { headers: RENDER_EVERY_TIME });
  const second = await request.get('/newsCenter', { headers: RENDER_EVERY_TIME });
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"|"nonce":"[^"]*"|'nonce-[^']*'/g, '');
  expect(withoutNonces(await second.text())).toBe(withoutNonces(await first.text()));

  // The browser's own request renders too, so its shell comes from the markup kept above.
  await page.route(/\/newsCenter$/, (route) => route.continue({ headers: { ...route.request().headers(), ...RENDER_EVERY_TIME } }));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/newsCenter');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByTestId('search-box').getByRole('searchbox').fill('CRISPR');
  await page.getByTestId('search-box').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?keyword=CRISPR$/);
  await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click();
  await expect(page).toHaveURL(/\/privacyPolicy$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});
