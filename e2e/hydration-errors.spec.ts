// Issue 35, point 6: React's hydration error #422 ("there was an error while hydrating … client
// rendering from the nearest Suspense boundary") showed now and then on /login and /register, whose
// forms are lazy islands (app/components/lazy-island.tsx). Each page is loaded many times at a
// phone's and a laptop's width, and every console error or uncaught page error until the page and
// its islands have hydrated fails the test.
import { expect, test, type Page } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

const PAGES = ['/login', '/register', '/en/login', '/en/register'];
const WIDTHS = [375, 1366];
// The cause, found by loading the sign-in pages 100 times, each in a fresh context, on a busy
// machine (3 loads showed it): when the island's code came while React was retrying the render that
// had suspended on it, the retry skipped `use` and called other hooks (React #467).
// app/components/lazy-island-hydration.test.tsx makes that happen every time. These repeated loads,
// a few minutes long, run only when asked (HYDRATION_LOADS=8 npx playwright test
// e2e/hydration-errors.spec.ts), not in npm test.
const LOADS = Number(process.env.HYDRATION_LOADS ?? 0);

/**
 * React hands a recoverable error to `window.reportError` with what was thrown as its `cause`, which
 * the page's error event does not carry: this names it on the console, so a failure says what threw.
 */
function reportCauses() {
  const report = window.reportError?.bind(window);
  window.reportError = (error: unknown) => {
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (cause !== undefined) {
      const described = cause instanceof Error ? `${cause.name}: ${cause.message} at ${cause.stack?.split('\n').slice(1, 6).join(' < ')}` : String(cause);
      console.error(`cause of the next error: ${described}`);
    }
    report?.(error);
  };
}

/** Loads `path` afresh and answers what the console and the page reported as errors until it is interactive. */
async function errorsWhileHydrating(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`page: ${error.message}${error.cause ? ` (cause: ${String(error.cause)})` : ''}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(path);
    await waitForHydration(page);
    // Recoverable errors are reported after the commit that recovered: one more frame lets them arrive.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return errors;
}

for (const width of WIDTHS) {
  test(`the sign-in pages hydrate without an error, ${LOADS} loads each at ${width} px`, async ({ browser }) => {
    test.skip(LOADS === 0, 'repeated loads run with HYDRATION_LOADS=8; the cause is held by lazy-island-hydration.test.tsx');
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
    await context.addInitScript(reportCauses);
    try {
      const found: string[] = [];
      for (let load = 0; load < LOADS; load++) {
        for (const path of PAGES) {
          // A fresh page each time, so nothing of the last load's module cache helps this one.
          const page = await context.newPage();
          for (const error of await errorsWhileHydrating(page, path)) found.push(`${path} (load ${load + 1}): ${error}`);
          await page.close();
        }
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// The cause, made to happen on purpose: the island's chunk fails once (a dropped connection, a
// server restarting). `use(code)` got a rejected promise while hydrating, which React reports as
// #422 and answers by rendering the island afresh; the island now asks for its code again.
for (const [path, chunk] of [
  ['/login', /\/assets\/login-page-[\w-]+\.js$/],
  ['/register', /\/assets\/register-page-[\w-]+\.js$/],
] as const) {
  test(`${path} hydrates without an error when its island's chunk fails once`, async ({ page }) => {
    let failed = 0;
    await page.route(chunk, (route) => (failed++ === 0 ? route.abort('connectionreset') : route.continue()));
    // The browser's own line about the dropped request is all there is.
    const errors = await errorsWhileHydrating(page, path);
    expect(errors.filter((error) => !error.includes('Failed to load resource: net::ERR_CONNECTION_RESET'))).toEqual([]);
    expect(failed).toBeGreaterThanOrEqual(2);
    // The island is live: its form answers.
    const form = path === '/login' ? page.getByTestId('email-login-form') : page.getByTestId('register-form');
    await expect(form).toBeVisible();
  });
}
