import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser-flags.ts';
import { E2E_WORKERS, workerServerPort } from './e2e/support/ports.ts';
import { limit } from './e2e/support/time-limits.ts';

const artifacts = path.resolve('e2e-artifacts');

// `E2E_SCOPE=database` (the PostgreSQL pass of `npm run test:pg`) runs only the tests tagged
// @database: those whose behaviour can differ by database (decision 0014).
const databaseScope = process.env.E2E_SCOPE === 'database';
// Each pass keeps its failures apart: `.ci/run` runs the PostgreSQL pass after the PGlite one, and a
// shared folder would lose the first pass's screenshots and traces.
const pass = databaseScope ? '-postgres' : '';

export default defineConfig({
  testDir: 'e2e',
  // e2e/support/*.test.ts are vitest's (unit tests of the suite's own helpers).
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  ...(databaseScope ? { grep: /@database\b/ } : {}),
  outputDir: path.join(artifacts, `test-results${pass}`),
  // Spec files spread over the workers; the tests of one file run in order in one worker, on that
  // worker's own server (e2e/support/ports.ts), so no file sees another's writes mid-way.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: a test that fails twice fails the run; flaky ones are named (decision 0012).
  retries: process.env.CI ? 1 : 0,
  // Generous on purpose: they catch a hang, not a slow machine (a busy 2-core machine runs the browser,
  // the server and its job worker at once), and grow with the machine's load when the run starts
  // (e2e/support/time-limits.ts). No test asserts a duration; that is `npm run bench`.
  timeout: limit(120_000),
  expect: { timeout: limit(20_000) },
  reporter: [['list'], ['html', { outputFolder: path.join(artifacts, `report${pass}`), open: 'never' }]],
  use: {
    // Read in each worker process, where TEST_PARALLEL_INDEX names the worker's server.
    baseURL: `http://127.0.0.1:${workerServerPort()}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Kept for failures only: with both always on, one CI run left 1.3 GB (issue 20, point 8).
    screenshot: 'only-on-failure',
    // A click or fill waits at most as long as an expectation (plus margin), so a test that looks for
    // a control on the wrong page fails in half a minute instead of using its whole time (stop 45's
    // run spent 12 minutes so).
    actionTimeout: limit(30_000),
    // Recorded on a retry only (CI retries once): recording every test to keep the failures' traces
    // cost 40% of the suite's CPU (decision 0057). Locally, `npx playwright test --trace on` records.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  // One server per worker, each on a fresh data folder (and PostgreSQL database when
  // TEST_DATABASE_URL is set) on every run.
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'node e2e/support/serve.ts',
    url: `http://127.0.0.1:${workerServerPort(slot)}/healthz`,
    env: { E2E_SERVER_PORT: String(workerServerPort(slot)) },
    reuseExistingServer: false,
    timeout: limit(180_000),
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
