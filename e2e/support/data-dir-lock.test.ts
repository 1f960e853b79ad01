import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(parent);
  return path.join(parent, 'gene-site-e2e-3211');
};

describe('the data folder lock of a test server', () => {
  it('refuses a second run while the first one lives, naming it and E2E_PORT', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    // Another live process: the parent of this one.
    expect(() => lockDataDir(dir, process.ppid)).toThrow(new RegExp(`in use by process ${process.pid}.*E2E_PORT`));
    release();
    const again = lockDataDir(dir, process.ppid);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
    again();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(`${dir}.lock`, gone.stdout);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
