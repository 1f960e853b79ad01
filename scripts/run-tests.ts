// `npm test` and `npm run test:pg`: every tier in turn, each run even when an earlier one failed (a
// red unit test must not hide what the browser tests would have said), then one line per tier naming
// it passed, FAILED or not run, with its time. Exits non-zero when any tier failed.
//   node scripts/run-tests.ts              type-check, lint, unit/API and browser tests (on PostgreSQL
//                                          instead of PGlite when TEST_DATABASE_URL is set)
//   node scripts/run-tests.ts --database   unit/API and browser tests that can differ by database, on
//                                          PostgreSQL (TEST_DATABASE_URL; decision 0014)
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const database = process.argv.includes('--database');

interface Tier {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

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

function run(tier: Tier): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = tier.command;
    const child = spawn(command!, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...tier.env } });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results: { tier: Tier; status: 'passed' | 'FAILED'; seconds: number }[] = [];
let stopped = false;
process.once('SIGINT', () => (stopped = true));
for (const tier of tiers) {
  if (stopped) break;
  console.log(`\n==== ${tier.name} ====`);
  const started = performance.now();
  const code = await run(tier);
  results.push({ tier, status: code === 0 ? 'passed' : 'FAILED', seconds: Math.round((performance.now() - started) / 1000) });
}

const width = Math.max(...tiers.map((tier) => tier.name.length));
console.log('\nTiers:');
for (const tier of tiers) {
  const result = results.find((r) => r.tier === tier);
  console.log(`  ${tier.name.padEnd(width)}  ${result ? `${result.status.padEnd(7)} ${String(result.seconds).padStart(5)} s` : 'not run'}`);
}
process.exit(results.length === tiers.length && results.every((r) => r.status === 'passed') ? 0 : 1);
