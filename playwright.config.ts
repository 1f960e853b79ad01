import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DATABASE_SPECS } from './e2e/support/database-specs.ts';

const port = Number(process.env.E2E_PORT ?? 3211);
const artifacts = path.resolve('e2e-artifacts');

// `E2E_SCOPE=database` (the PostgreSQL pass of `npm run test:pg`) runs only the specs whose behaviour
// depends on the database; see e2e/support/database-specs.ts and decision 0014.
const databaseScope = process.env.E2E_SCOPE === 'database';

export default defineConfig({
  testDir: 'e2e',
  ...(databaseScope ? { testMatch: DATABASE_SPECS } : {}),
  outputDir: path.join(artifacts, 'test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: a test that fails twice fails the run; flaky ones are named (decision 0012).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(artifacts, 'report'), open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Kept for failures only: with both always on, one CI run left 1.3 GB (issue 20, point 8).
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    // A fresh data folder (and PostgreSQL database when TEST_DATABASE_URL is set) on every run.
    command: 'node e2e/support/serve.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
