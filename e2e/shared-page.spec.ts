// The page the browser tests carry from test to test (e2e/support/test.ts): the next test gets the same
// page, with nothing the last one left behind; what cannot be undone gets it a new page.
import { expect, test, type Page } from './support/test.ts';

// In order, in one worker: each test reads what the one before it left.
test.describe.configure({ mode: 'serial' });

let before: Page | undefined;
const heard: string[] = [];

test('a test leaves storage, cookies, a listener, a route and another window size behind', async ({ page, context }) => {
  await page.goto('/privacyPolicy');
  await page.evaluate(() => {
    localStorage.setItem('left', 'local');
    sessionStorage.setItem('token', 'left-behind');
  });
  await context.addCookies([{ name: 'left', value: 'cookie', url: page.url() }]);
  page.on('console', (message) => heard.push(message.text()));
  await page.route('**/healthz', (route) => route.fulfill({ status: 500, body: 'routed' }));
  await page.setViewportSize({ width: 500, height: 700 });
  before = page;
});

test('the next test gets the same page, emptied and at its own size', async ({ page, context, viewport }) => {
  expect(page).toBe(before);
  expect(page.viewportSize()).toEqual(viewport);
  expect(await context.cookies()).toEqual([]);
  // The route is gone: the page got here through the real /healthz.
  expect(await page.evaluate(() => document.body.textContent)).toContain('"status"');
  // Read here, on /healthz, where none of the site's scripts has run since the reset: a public page
  // stores what it may (the site shell keeps the site settings for the visit) once it has hydrated.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await page.goto('/privacyPolicy');
  const left = await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('token')]);
  expect(left).toEqual([null, null]);
  heard.length = 0;
  await page.evaluate(() => console.log('after'));
  expect(heard).toEqual([]);
});

test('a test that gives the page an init script spoils it for the next', async ({ page }) => {
  expect(page).toBe(before);
  await page.addInitScript(() => {
    (window as unknown as { spoilt: boolean }).spoilt = true;
  });
});

test('so the test after it gets a new page, without the script', async ({ page }) => {
  expect(page).not.toBe(before);
  await page.goto('/privacyPolicy');
  expect(await page.evaluate(() => 'spoilt' in window)).toBe(false);
});

test.describe('a spec that asks for a page of its own', () => {
  test.use({ freshPage: true });
  let own: Page | undefined;
  test('gets a new page', async ({ page }) => {
    own = page;
    expect(page).not.toBe(before);
  });
  test('and another one for its next test', async ({ page }) => {
    expect(page).not.toBe(own);
  });
});
