// The data folder's lock (pglite-lock.ts): held while its process runs, taken over when that process is
// gone, and when it is a zombie (ended, never reaped), as the database process of a server killed with
// SIGKILL is in a container without an init (decision 0061).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, EmbeddedDatabaseLockedError, lockedDatabaseLine, lockPathFor, processAlive } from './pglite-lock.ts';
import { waitUntil } from '../../test/support/wait-until.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A process that has ended and stays unreaped: `sh` starts a short `sleep` in the background, then
 * becomes a long `sleep`, which never waits for it.
 */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  cleanups.push(() => parent.kill('SIGKILL'));
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))));
  // Read throws if the process is gone altogether, which would prove nothing.
  await waitUntil(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '));
  expect(() => process.kill(pid, 0)).not.toThrow();
  return pid;
}

describe('the lock of an embedded data folder', () => {
  it('refuses a folder whose holder runs, and takes it over from one that is gone', () => {
    const dir = tempDir();
    const lock = acquirePgliteLock(dir);
    expect(() => acquirePgliteLock(dir)).toThrow(EmbeddedDatabaseLockedError);
    lock.release();
    fs.writeFileSync(lockPathFor(dir), '999999999\n');
    const again = acquirePgliteLock(dir);
    expect(fs.readFileSync(lockPathFor(dir), 'utf8').trim()).toBe(String(process.pid));
    again.release();
  });

  it.runIf(process.platform === 'linux')('counts a zombie holder as gone', async () => {
    const pid = await zombie();
    expect(processAlive(pid)).toBe(false);
    const dir = tempDir();
    fs.writeFileSync(lockPathFor(dir), `${pid}\n`);
    const lock = acquirePgliteLock(dir);
    lock.release();
    expect(processAlive(process.pid)).toBe(true);
  });

  it("records the site's pid to stop beside the holder's, and a refusal names the site (issue 37, point 2)", () => {
    const dir = tempDir();
    // The holder is this process (as the database process would be); the site is its parent (alive).
    const lock = acquirePgliteLock(dir, { what: 'site', pid: process.ppid });
    try {
      expect(fs.readFileSync(lockPathFor(dir), 'utf8')).toBe(`${process.pid}\nsite ${process.ppid}\n`);
      let refused: EmbeddedDatabaseLockedError | undefined;
      try {
        acquirePgliteLock(dir);
      } catch (error) {
        refused = error as EmbeddedDatabaseLockedError;
      }
      expect(refused).toBeInstanceOf(EmbeddedDatabaseLockedError);
      expect(refused!.pid).toBe(process.pid);
      expect(refused!.stopPid).toBe(process.ppid);
      expect(lockedDatabaseLine(refused!)).toBe(
        `The site is running (pid ${process.ppid}) and holds the embedded database. Stop it with Ctrl+C in the terminal where it runs, then run this command again, or set DATABASE_URL to use PostgreSQL.`,
      );
      expect(refused!.message).toMatch(new RegExp(`^The site is running \\(pid ${process.ppid}\\) and holds the embedded database \\(lock file .*\\)\\. Stop it with Ctrl\\+C`));
    } finally {
      lock.release();
    }
  });

  it('names the holder itself when the site it names is gone, and says what a worker or a command is', () => {
    const dir = tempDir();
    fs.writeFileSync(lockPathFor(dir), `${process.pid}\nsite 999999999\n`);
    expect(() => acquirePgliteLock(dir)).toThrow(`The site is running (pid ${process.pid})`);
    fs.writeFileSync(lockPathFor(dir), `${process.pid}\nworker ${process.pid}\n`);
    expect(() => acquirePgliteLock(dir)).toThrow(`The job worker (npm run worker, pid ${process.pid}) holds the embedded database`);
    // A command (npm run staff, seed) writes its pid alone, as every lock did before.
    fs.writeFileSync(lockPathFor(dir), `${process.pid}\n`);
    try {
      acquirePgliteLock(dir);
    } catch (error) {
      expect(lockedDatabaseLine(error as EmbeddedDatabaseLockedError)).toMatch(new RegExp(`^Another command \\(pid ${process.pid}\\) holds the embedded database\\. Let it finish`));
    }
    expect.assertions(3);
  });
});
