// PGlite is a single-process database: two processes opening one data folder (the site and
// `npm run staff`, say) would corrupt it. Whoever opens it first writes its pid to a lock file beside
// the folder (`<DATA_DIR>/db.lock`); the next one is refused while that process lives, and takes the
// lock over when it does not (a crash or kill -9 leaves the file behind).
import fs from 'node:fs';

export class EmbeddedDatabaseLockedError extends Error {
  readonly pid: number;
  readonly lockPath: string;
  constructor(pid: number, lockPath: string) {
    super(
      `The embedded database is held by another running process (pid ${pid}, lock file ${lockPath}). ` +
        'Stop that process, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'EmbeddedDatabaseLockedError';
    this.pid = pid;
    this.lockPath = lockPath;
  }
}

export const lockPathFor = (pgliteDir: string) => `${pgliteDir.replace(/[\\/]+$/, '')}.lock`;

/**
 * True while a process with this pid runs (EPERM: it exists, owned by someone else). A zombie (ended,
 * not yet reaped) answers signal 0 too but holds nothing: the database process of a server killed
 * with SIGKILL is adopted by whoever reaps orphans, which in a container without an init may be
 * nobody, and its pid must not keep the data folder locked.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** Linux's process state, the field after the parenthesised command name in /proc/<pid>/stat. */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

export interface PgliteLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the lock of a PGlite data folder or throws EmbeddedDatabaseLockedError naming the live
 * holder. A lock of this very process counts as held too: one process must not open the folder twice.
 */
export function acquirePgliteLock(pgliteDir: string): PgliteLock {
  const lockPath = lockPathFor(pgliteDir);
  // Two tries: the second follows the removal of a stale lock (someone may win that race; then we
  // are refused like anyone arriving second).
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written aside and linked into place (link fails when the name exists), so a lock file is never
    // seen empty, half written, by a process deciding whether it is stale.
    const draft = `${lockPath}.${process.pid}.tmp`;
    fs.writeFileSync(draft, `${process.pid}\n`);
    try {
      fs.linkSync(draft, lockPath);
      const release = () => {
        process.removeListener('exit', release);
        if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      // An exit without close (an uncaught error) still frees the folder.
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockPath);
      if (holder !== null && processAlive(holder)) throw new EmbeddedDatabaseLockedError(holder, lockPath);
      fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  throw new EmbeddedDatabaseLockedError(readPid(lockPath) ?? 0, lockPath);
}
