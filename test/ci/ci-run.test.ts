// `.ci/run` ends with one line per step (system packages, npm ci, build, the PGlite and PostgreSQL
// passes) saying passed, FAILED or not run, also when it stopped early (issue 37, point 1). Run here on
// a copy of the script beside stub tools: npm, dpkg and chromium are small shell scripts that fail
// when a test asks them to, so nothing is installed, built or tested for real.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
let bin: string;

function stub(name: string, body: string): void {
  const file = path.join(bin, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`);
  fs.chmodSync(file, 0o755);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-run-'));
  bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  fs.mkdirSync(path.join(dir, 'repo', '.ci'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'shared', 'tools'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, '.ci', 'run'), path.join(dir, 'repo', '.ci', 'run'));
  // The script sources ../shared/tools/use-node.sh: here it puts the stubs first on PATH.
  fs.writeFileSync(path.join(dir, 'shared', 'tools', 'use-node.sh'), `export PATH="${bin}:$PATH"\n`);
  // STUB_FAIL lists the npm steps that fail (ci, build, test, test:pg); every call is recorded.
  stub(
    'npm',
    `case "$*" in
  ci*) step=ci ;;
  "run build"*) step=build ;;
  test) step=test; [ -n "$STUB_VITEST_ERROR" ] && cat "$STUB_VITEST_ERROR"; printf '\\nTiers:\\n  type-check  passed      1 s\\n  browser     passed      2 s\\n' ;;
  "run test:pg") step=test:pg ;;
  *) step=other ;;
esac
echo "$step" >> "$STUB_CALLS"
case " $STUB_FAIL " in *" $step "*) exit 1 ;; esac
exit 0`,
  );
  for (const name of ['dpkg', 'pg_dump', 'pg_restore', 'chromium']) stub(name, 'exit 0');
  // Never reached unless chromium is missing; then the install fails, as on a machine without sudo.
  for (const name of ['apt-get', 'sudo']) stub(name, 'exit 1');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function ciRun(fail: string[], chromium = path.join(bin, 'chromium'), vitestError = '') {
  const calls = path.join(dir, `calls-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(calls, '');
  const result = spawnSync('bash', [path.join(dir, 'repo', '.ci', 'run')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      STUB_FAIL: fail.join(' '),
      STUB_CALLS: calls,
      CHROMIUM_PATH: chromium,
      TEST_DATABASE_URL: 'postgres://stub@127.0.0.1:1/test',
      STUB_VITEST_ERROR: vitestError,
    },
  });
  const summary = result.stdout.slice(result.stdout.indexOf('==== summary ===='));
  return { status: result.status, summary, calls: fs.readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean), stderr: result.stderr };
}

describe('.ci/run names every step in its summary', () => {
  it('passed everywhere, with the tiers of the PGlite pass', () => {
    const run = ciRun([]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.calls).toEqual(['ci', 'build', 'test', 'test:pg']);
    expect(run.summary).toContain('System packages: passed');
    expect(run.summary).toContain('npm ci: passed');
    expect(run.summary).toContain('Build: passed');
    expect(run.summary).toContain('PGlite run (npm test): passed');
    expect(run.summary).toMatch(/^ {2}type-check {2}passed/m);
    expect(run.summary).toContain('PostgreSQL run (npm run test:pg): passed');
  });

  it('a failed build: both test passes say not run', () => {
    const run = ciRun(['build']);
    expect(run.status).toBe(1);
    expect(run.calls).toEqual(['ci', 'build']);
    expect(run.summary).toContain('Build: FAILED');
    expect(run.summary).toContain('PGlite run (npm test): not run');
    expect(run.summary).toContain('PostgreSQL run (npm run test:pg): not run');
  });

  it('a failed npm ci: a summary still comes, with the build and both passes not run', () => {
    const run = ciRun(['ci']);
    expect(run.status).toBe(1);
    expect(run.calls).toEqual(['ci']);
    expect(run.summary).toContain('npm ci: FAILED');
    expect(run.summary).toContain('Build: not run');
    expect(run.summary).toContain('PGlite run (npm test): not run');
    expect(run.summary).toContain('PostgreSQL run (npm run test:pg): not run');
  });

  it('no chromium: a summary still comes, with everything after it not run', () => {
    const run = ciRun([], path.join(dir, 'no-such-chromium'));
    expect(run.status).toBe(1);
    expect(run.calls).toEqual([]);
    expect(run.summary).toContain('System packages: FAILED (no chromium)');
    expect(run.summary).toContain('npm ci: not run');
    expect(run.summary).toContain('Build: not run');
    expect(run.summary).toContain('PGlite run (npm test): not run');
  });

  it('a unit tier that failed with every test passed names the error vitest caught outside the tests', () => {
    // As stop 52's run ended: no test failed, one file never reported, and the summary said no more.
    const log = path.join(dir, 'vitest-error.log');
    fs.writeFileSync(
      log,
      [
        '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
        'Vitest caught 1 unhandled error during the test run.',
        '⎯⎯⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯⎯⎯',
        'Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
        ' ❯ Object.onTimeoutError node_modules/vitest/dist/chunks/rpc.js:53:10',
        'This error originated in "test/slow.test.ts" test file.',
        '',
        ' Test Files  286 passed | 3 skipped (290)',
        '      Tests  2851 passed | 7 skipped (2863)',
        '     Errors  1 error',
        '',
      ].join('\n'),
    );
    const run = ciRun(['test'], path.join(bin, 'chromium'), log);
    expect(run.summary).toContain('Errors  1 error');
    expect(run.summary).toContain('Error: [vitest-worker]: Timeout calling "onTaskUpdate"');
    expect(run.summary).toContain('This error originated in "test/slow.test.ts" test file.');
    expect(run.summary).not.toContain('node_modules/vitest');
  });

  it('a failed PGlite pass does not keep the PostgreSQL pass from running', () => {
    const run = ciRun(['test']);
    expect(run.status).toBe(1);
    expect(run.calls).toEqual(['ci', 'build', 'test', 'test:pg']);
    expect(run.summary).toContain('PGlite run (npm test): FAILED');
    expect(run.summary).toContain('PostgreSQL run (npm run test:pg): passed');
  });
});
