// PGlite is a single-process database: two processes opening one data folder (the site and
// `npm run staff`, say) would corrupt it. Whoever opens it first writes its pid to a lock file beside
// the folder (`<DATA_DIR>/db.lock`); the next one is refused while that process lives, and takes the
// lock over when it does not (a crash or kill -9 leaves the file behind).
//
// The process holding the folder is not always the one a person should stop: under `npm start` it is
// the embedded database's own process (decision 0040), a child of the serving process, itself a child
// of the supervisor (decision 0061). Stopping the database process would pull the database from under
// the running site, and stopping the serving process only gets it restarted. So the site writes a
// second line naming what it is and the pid whose end ends it (`site 4700`), and a refusal names that.
import fs from 'node:fs';

/** What holds a data folder, as a refused command names it: the site or the job worker, and the pid to stop. */
export interface LockOwner {
  what: 'site' | 'worker';
  pid: number;
}

export class EmbeddedDatabaseLockedError extends Error {
  /** The process holding the folder (for the site under `npm start`, the database's own process). */
  readonly pid: number;
  readonly lockPath: string;
  /** What holds it, when the holder said (`null`: a command such as `npm run staff`, or an older lock). */
  readonly owner: LockOwner | null;
  constructor(pid: number, lockPath: string, owner: LockOwner | null = null) {
    super(`${holderOf(pid, owner)} holds the embedded database (lock file ${lockPath}). ${STOP_ADVICE}`);
    this.name = 'EmbeddedDatabaseLockedError';
    this.pid = pid;
    this.lockPath = lockPath;
    this.owner = owner;
  }

  /** The pid whose end frees the folder: the site's (its supervisor's under `npm start`), else the holder's. */
  get stopPid(): number {
    return this.owner?.pid ?? this.pid;
  }
}

const STOP_ADVICE = 'Stop it with Ctrl+C in the terminal where it runs, then try again, or set DATABASE_URL to use PostgreSQL.';

function holderOf(pid: number, owner: LockOwner | null): string {
  if (owner?.what === 'site') return `The site is running (pid ${owner.pid}) and`;
  if (owner?.what === 'worker') return `The job worker (npm run worker, pid ${owner.pid})`;
  return `Another command (pid ${pid})`;
}

/**
 * The one line a command prints when the folder is held (`npm run staff`, `seed`, `worker`…): what
 * holds it, its pid, and Ctrl+C in its terminal; never a stack.
 */
export function lockedDatabaseLine(error: EmbeddedDatabaseLockedError): string {
  const holder = holderOf(error.pid, error.owner);
  const how = error.owner ? 'Stop it with Ctrl+C in the terminal where it runs' : 'Let it finish (or stop it with Ctrl+C in its terminal)';
  return `${holder} holds the embedded database. ${how}, then run this command again, or set DATABASE_URL to use PostgreSQL.`;
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

interface LockFile {
  pid: number;
  owner: LockOwner | null;
}

/** The lock file's holder (first line) and owner (`site 4700`, second line); null when unreadable. */
function readLock(lockPath: string): LockFile | null {
  try {
    const [first = '', second = ''] = fs.readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(first.trim(), 10);
    if (!Number.isInteger(pid)) return null;
    const match = /^(site|worker) (\d+)$/.exec(second.trim());
    return { pid, owner: match ? { what: match[1] as LockOwner['what'], pid: Number(match[2]) } : null };
  } catch {
    return null;
  }
}

const readPid = (lockPath: string): number | null => readLock(lockPath)?.pid ?? null;

export interface PgliteLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the lock of a PGlite data folder or throws EmbeddedDatabaseLockedError naming the live
 * holder. A lock of this very process counts as held too: one process must not open the folder twice.
 * `owner` says what this process opens it for (the site, the worker), for whoever is refused next.
 */
export function acquirePgliteLock(pgliteDir: string, owner?: LockOwner): PgliteLock {
  const lockPath = lockPathFor(pgliteDir);
  // Two tries: the second follows the removal of a stale lock (someone may win that race; then we
  // are refused like anyone arriving second).
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written aside and linked into place (link fails when the name exists), so a lock file is never
    // seen empty, half written, by a process deciding whether it is stale.
    const draft = `${lockPath}.${process.pid}.tmp`;
    fs.writeFileSync(draft, `${process.pid}\n${owner ? `${owner.what} ${owner.pid}\n` : ''}`);
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
      const holder = readLock(lockPath);
      if (holder !== null && processAlive(holder.pid)) {
        // An owner already gone (a site whose database process has not ended yet): the holder is what is left to stop.
        const named = holder.owner && !processAlive(holder.owner.pid) ? { what: holder.owner.what, pid: holder.pid } : holder.owner;
        throw new EmbeddedDatabaseLockedError(holder.pid, lockPath, named);
      }
      fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const holder = readLock(lockPath);
  throw new EmbeddedDatabaseLockedError(holder?.pid ?? 0, lockPath, holder?.owner ?? null);
}
