// `npm start`, `npm run serve` and `npm run worker` run in production mode unless NODE_ENV says
// otherwise: a server started as on a fresh machine (no NODE_ENV) says so in /healthz and serves pages.
import { expect, test } from './support/test.ts';
import { ownServerPort } from './support/ports.ts';
import { startServer, type RunningServer } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

const port = ownServerPort('production');
let server: RunningServer | undefined;

test.afterAll(async () => {
  await server?.stop();
});

test('a server started without NODE_ENV runs in production mode', async ({ request }) => {
  test.setTimeout(limit(600_000));
  server = await startServer({ port, purpose: 'mode', nodeEnv: null, stdio: 'ignore', testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined });
  const health = await request.get(`${server.url}/healthz`);
  expect(await health.json()).toMatchObject({ status: 'ok', mode: 'production' });

  const home = await request.get(`${server.url}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="zh-CN"');
});
