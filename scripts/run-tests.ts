// `npm test` and `npm run test:pg`: every tier in turn, each run even when an earlier one failed (a
// red unit test must not hide what the browser tests would have said), then one line per tier naming
// it passed, FAILED or not run, with its time. Exits non-zero when any tier failed.
//   node scripts/run-tests.ts              type-check, lint, unit/API and browser tests (on PostgreSQL
//                                          instead of PGlite when TEST_DATABASE_URL is set)
//   node scripts/run-tests.ts --database   unit/API and browser tests that can differ by database, on
//                                          PostgreSQL (TEST_DATABASE_URL; decision 0014)
// The runner and its summary live in scripts/test-tiers.ts, tested there with stub tiers.
import path from 'node:path';
import { runTiers, type Tier } from './test-tiers.ts';

const root = path.resolve(import.meta.dirname, '..');
const database = process.argv.includes('--database');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tiers: Tier[] = database
  ? [
      { name: 'unit/API (PostgreSQL)', command: [npm, 'run', '--silent', 'test:unit'], env: { VITEST_SCOPE: 'database' } },
      { name: 'browser (PostgreSQL)', command: [npm, 'run', '--silent', 'test:e2e'], env: { E2E_SCOPE: 'database' } },
    ]
  : [
      { name: 'type-check', command: [npm, 'run', '--silent', 'typecheck'] },
      { name: 'lint', command: [npm, 'run', '--silent', 'lint'] },
      { name: 'unit/API', command: [npm, 'run', '--silent', 'test:unit'] },
      { name: 'browser', command: [npm, 'run', '--silent', 'test:e2e'] },
    ];

if (database && !process.env.TEST_DATABASE_URL) {
  console.error('test:pg runs on PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(1);
}

// Ctrl+C reaches the running tier too (same terminal); the tiers after it are then not run, and say so.
let stopped = false;
process.once('SIGINT', () => (stopped = true));
process.exit(await runTiers(tiers, { cwd: root, stopped: () => stopped }));
