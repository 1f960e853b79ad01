// The embedded database in a process of its own (decision 0040): `npm start` forks pglite-server.ts,
// which owns the data folder, and talks to it over the PostgreSQL protocol on a private unix socket with
// node-postgres, the driver of the PostgreSQL deployment. The web process then carries none of PGlite's
// memory (the wasm compiled by TurboFan, the wasm heap), as with PostgreSQL.
//
// PGlite is one session, so the pool has one connection: a transaction holds it, other queries wait.
// LISTEN is issued on that connection and its notifications come back on it (a NOTIFY of this process
// included, as PGlite's in-process listen does).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { LockOwner } from './pglite-lock.ts';

/** What pglite-server.ts tells its parent over IPC. */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string; line?: string }
  | { type: 'dumped'; id: number; facts?: unknown; error?: string };

/** What the server asks of pglite-server.ts over IPC. */
export type ParentMessage = { type: 'stop' } | { type: 'dump'; id: number; file: string };

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-server.ts');

/**
 * Node flags of the database process. Liftoff only: PGlite's 9 MB wasm is not compiled by TurboFan,
 * whose ~120 MB of compiler memory glibc would keep (decision 0038); its query cost is measured in 0040.
 */
export const PGLITE_PROCESS_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];

export interface PgliteProcess {
  pool: pg.Pool;
  pid: number;
  /** Subscribes to a channel on the pool's one connection; returns the unsubscribe function. */
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Asks the process to dump its data folder (PGlite's dumpDataDir) into `file` and to answer the
   * dump's facts (server/backup/database-dump.ts): the backup of a running embedded site.
   */
  dump(file: string): Promise<unknown>;
  /** Closes the pool, then asks the process to close the database and waits for it to exit. */
  close(): Promise<void>;
}

export interface PgliteProcessOptions {
  /**
   * The process ended while the server still needed it (a crash, a kill). By default: print and exit 1.
   * `cause` is the first part of `message` alone (which process, how it ended), for a one-line report.
   */
  onLost?: (message: string, cause: string) => void;
  /** The process was forked (it now opens the folder): its pid, before it is ready. */
  onSpawn?: (pid: number) => void;
  /**
   * The site this process serves, written into the folder's lock: a command refused while it runs
   * names the site's pid, not this process's, which is not the one to stop (pglite-lock.ts).
   */
  owner?: LockOwner;
}

const defaultOnLost = (message: string) => {
  // oxlint-disable-next-line no-console
  console.error(message);
  process.exit(1);
};

export async function startPgliteProcess(dataDir: string, options: PgliteProcessOptions = {}): Promise<PgliteProcess> {
  const onLost = options.onLost ?? defaultOnLost;
  // A private folder (mkdtemp makes it 0700) with a short path: unix socket paths stop at ~100 bytes.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gene-site-db-'));
  const port = 5432;
  const owner = options.owner ? [`${options.owner.what}:${options.owner.pid}`] : [];
  const child = fork(serverEntry, [path.resolve(dataDir), path.join(socketDir, `.s.PGSQL.${port}`), ...owner], {
    execArgv: PGLITE_PROCESS_NODE_FLAGS,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // As the start commands set for the server: fewer malloc arenas keeping freed memory (decision 0040).
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  let stopping = false;
  const removeSocketDir = () => {
    process.off('exit', removeSocketDir);
    fs.rmSync(socketDir, { recursive: true, force: true });
  };
  // Every way the server ends (a failed start's process.exit included) takes the folder with it; after
  // a SIGKILL of the server, the database process removes it (pglite-server.ts).
  process.on('exit', removeSocketDir);

  try {
    await waitReady(child);
  } catch (error) {
    child.kill('SIGKILL');
    removeSocketDir();
    throw error;
  }
  child.on('exit', (code, signal) => {
    removeSocketDir();
    if (stopping) return;
    const cause = `the embedded database process (pid ${child.pid}) ended unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`;
    onLost(
      `${cause[0]!.toUpperCase()}${cause.slice(1)}; the server cannot go on without it and stops. ` +
        'Its data folder is intact up to the last committed transaction.',
      cause,
    );
  });

  const pool = new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
  });
  // Without a listener an idle connection's error would crash the process; the exit handler reports why.
  pool.on('error', () => {});

  let dumps = 0;
  return {
    pool,
    pid: child.pid!,
    dump(file) {
      const id = ++dumps;
      return new Promise((resolve, reject) => {
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'dumped' || message.id !== id) return;
          done();
          if (message.error) reject(new Error(message.error));
          else resolve(message.facts);
        };
        const onExit = () => {
          done();
          reject(new Error('The embedded database process ended during a dump'));
        };
        const done = () => {
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.on('exit', onExit);
        child.send({ type: 'dump', id, file } satisfies ParentMessage);
      });
    },
    async listen(channel, onNotification) {
      if (!/^[a-z_][a-z0-9_]*$/i.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await pool.query(`LISTEN "${channel}"`);
      }
      set.add(onNotification);
      return async () => {
        set.delete(onNotification);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (!stopping) await pool.query(`UNLISTEN "${channel}"`).catch(() => {});
        }
      };
    },
    async close() {
      if (stopping) return;
      stopping = true;
      await pool.end().catch(() => {});
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The database process refused to start for an everyday reason (the folder is held by the running
 * site): `line` is the one line to print, without a stack.
 */
export class DatabaseStartRefusedError extends Error {
  readonly line: string;
  constructor(message: string, line: string) {
    super(message);
    this.name = 'DatabaseStartRefusedError';
    this.line = line;
  }
}

function waitReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Extract<ChildMessage, { type: 'failed' }> | undefined;
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'ready') {
        cleanup();
        resolve();
      } else if (message.type === 'failed') failure = message;
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      if (failure?.line) reject(new DatabaseStartRefusedError(failure.message, failure.line));
      else reject(new Error(failure?.message ?? `The embedded database process ended while starting (${signal ?? `exit code ${code}`})`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
