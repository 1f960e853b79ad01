// `npm run dev` (server/main.ts --dev: Vite's dev server inside the app, pages rendered from source)
// serves pages that come alive in the browser. It once answered every page with a 500 for a whole
// stop without a test noticing: the server build's bundling of antd's packages made the dev module
// runner evaluate their CommonJS entries as ES modules (vite.config.ts).
import { expect, test } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';
import { ownServerPort } from './support/ports.ts';
import { startServer, type RunningServer } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

const port = ownServerPort('development');
let server: RunningServer | undefined;

test.afterAll(async () => {
  await server?.stop();
});

test('npm run dev serves the home page and the English site, and both hydrate', async ({ page }) => {
  test.setTimeout(limit(360_000));
  // As package.json's dev script: no heap cap (with it, Vite and the in-process database ran out of
  // heap on a busy CI machine), the server's warnings in the log.
  server = await startServer({ port, purpose: 'dev', nodeEnv: null, serverArgs: ['--dev'], nodeFlags: [], testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined });
  const health = await page.request.get(`${server.url}/healthz`);
  expect(await health.json()).toMatchObject({ status: 'ok', mode: 'development' });

  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  for (const [path, heading] of [['/', '澄源'], ['/en', 'Chengyuan']] as const) {
    // The first request compiles the modules it needs; the dependency optimiser may reload the page once.
    const response = await page.goto(`${server.url}${path}`, { timeout: limit(120_000) });
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('header').first()).toContainText(heading);
  }
  expect(failures).toEqual([]);
});
