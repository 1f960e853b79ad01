// Playwright's webServer command: a fresh production server that removes its data folder and database
// when Playwright stops it (gracefulShutdown sends SIGTERM).
import { startServer } from './test-server.ts';

const port = Number(process.env.E2E_PORT ?? 3211);
const server = await startServer({
  port,
  purpose: 'e2e',
  testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
});
console.log(`e2e server ready at ${server.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.child.once('exit', (code) => {
  if (!stopping) {
    console.error(`e2e server exited unexpectedly (code ${code})`);
    process.exit(1);
  }
});
