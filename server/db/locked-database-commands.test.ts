// `npm run seed` and `npm run worker` while the site holds the embedded database: one plain line on
// stderr naming the site and Ctrl+C, a non-zero exit, no stack and no JSON log line (issue 37, point 3).
// Each runs as the npm script runs it, as a child process, against a data folder whose lock names a
// live site (this test's own process stands in for it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function heldDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'held-db-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'db.lock'), `${process.pid}\nsite ${process.pid}\n`);
  return dir;
}

const REFUSAL = `The site is running (pid ${process.pid}) and holds the embedded database. Stop it with Ctrl+C in the terminal where it runs, then run this command again, or set DATABASE_URL to use PostgreSQL.`;

describe.each([
  ['npm run seed', 'server/db/seed/run.ts'],
  ['npm run worker', 'server/worker.ts'],
])('%s while the site holds the embedded database', (_name, entry) => {
  it('prints one plain line on stderr and exits non-zero', () => {
    const child = spawnSync(process.execPath, [entry], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: heldDataDir(), NODE_ENV: 'production', LOG_LEVEL: 'info' },
      timeout: 60_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toBe(`${REFUSAL}\n`);
    expect(child.stdout).toBe('');
  });
});
