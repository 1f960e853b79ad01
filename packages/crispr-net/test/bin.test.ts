// The `crispr-net` command's entry (bin/crispr-net.cjs): on an older Node it stops with one line saying
// which Node it needs, instead of ERR_UNKNOWN_FILE_EXTENSION from src/cli.ts; on Node 24 it is the CLI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(PACKAGE, 'bin', 'crispr-net.cjs');

/** Runs the command under a Node that reports `version` (the real one is 24). */
function runAs(version: string, args: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crispr-net-bin-'));
  const fake = path.join(dir, 'fake-version.cjs');
  fs.writeFileSync(fake, `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} });\n`);
  try {
    return spawnSync(process.execPath, ['--require', fake, BIN, ...args], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('bin/crispr-net.cjs', () => {
  it('is what package.json names as the command', () => {
    const { bin } = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(path.resolve(PACKAGE, bin['crispr-net'])).toBe(BIN);
  });

  it('stops with one line and exit code 1 on an older Node', () => {
    const result = runAs('v20.11.1', ['--help']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('needs Node.js 24 (found v20.11.1)');
  });

  it('runs the CLI on Node 24', () => {
    const result = runAs('v24.0.0', ['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: crispr-net /);
  });
});
