// One server at a time per data folder. The folder is fixed per port (test-server.ts), so a second
// suite started with the same E2E_PORT (a local run beside a CI run on one machine) would empty the
// first one's folder while its server was still being prepared, before it listened on the port: a CI
// run's PGlite database then lost its files mid-migration. The lock is a file beside the folder
// naming its owner's process; a lock whose process is gone is taken over.
import fs from 'node:fs';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` for this process, or throws naming its owner; returns its release. */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const lock = `${dataDir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(lock, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== pid && processAlive(owner)) {
      throw new Error(`${dataDir} is in use by process ${owner} (another test run on the same ports): set E2E_PORT to another base (e2e/support/ports.ts)`);
    }
    fs.rmSync(lock, { force: true });
  }
}
