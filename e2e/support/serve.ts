// Playwright's webServer command: a fresh production server that removes its data folder and database
// when Playwright stops it (gracefulShutdown sends SIGTERM).
import fs from 'node:fs';
import { E2E_ADMIN, E2E_GENOME, runCli, runStaffCli, startServer, type ServerOptions } from './test-server.ts';

// One per worker: playwright.config.ts passes each its port (e2e/support/ports.ts).
const port = Number(process.env.E2E_SERVER_PORT ?? process.env.E2E_PORT ?? 3211);
const options: ServerOptions = { port, purpose: 'e2e', testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined };
const server = await startServer({
  ...options,
  // The first admin comes from the command line while the site is stopped, as the README says.
  prepare: async ({ databaseUrl }) => {
    await runStaffCli(options, databaseUrl, ['add', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--role', 'admin', '--password', E2E_ADMIN.password]);
    // The README's way of adding a genome; the genome-search spec skips when the file is missing.
    if (fs.existsSync(E2E_GENOME.file)) await runCli('genome', options, databaseUrl, ['add', E2E_GENOME.name, E2E_GENOME.file, '--title', E2E_GENOME.title]);
  },
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
