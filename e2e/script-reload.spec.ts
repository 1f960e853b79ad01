// A page whose scripts could not be fetched (the network changed under the browser: Chromium fails
// every request in flight with ERR_NETWORK_CHANGED) reloads itself once and comes alive, instead of
// staying as the server drew it (app/page-assembly/hydrate-after-paint.ts). A second failure at the
// same address does not reload again.
import { expect, test, type Page } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

/**
 * Fails every fetch of the login page's route module while the first `documents` documents load, as a
 * network change does (the preload and a later import() alike: which of the two a browser fetches again
 * depends on timing). Counts the failures and the documents.
 */
async function failRouteModule(page: Page, documents: number) {
  let failed = 0;
  let loaded = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loaded += 1;
  });
  await page.route(/\/assets\/login-[^/]+\.js$/, async (route) => {
    if (loaded <= documents) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  return { failures: () => failed, documents: () => loaded };
}

test('a route module that fails to load once: the page reloads itself and comes alive', async ({ page }) => {
  const { failures, documents } = await failRouteModule(page, 1);
  await page.goto('/login');
  await waitForHydration(page);
  expect(failures()).toBeGreaterThanOrEqual(1);
  expect(documents()).toBe(2);
  // Alive: the form answers an empty submit in the page (a dead page would post it to the server).
  await page.getByTestId('email-login-submit').click();
  await expect(page.getByText('邮箱不能为空')).toBeVisible();
});

test('a second failure at the same address does not reload again: the server-drawn page stays', async ({ page }) => {
  const { failures, documents } = await failRouteModule(page, 2);
  await page.goto('/login');
  await expect.poll(documents).toBe(2);
  await expect.poll(failures).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('email-login-submit')).toBeVisible();
  // Once the second document's failure is in, the page has nothing left to wait for: no third document.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(documents()).toBe(2);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});
