// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL, run the same drizzle-kit migrations and expose the same Drizzle API.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { acquirePgliteLock, type LockOwner } from './pglite-lock.ts';
import { startPgliteProcess, type PgliteProcess, type PgliteProcessOptions } from './pglite-process.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access with node-postgres result semantics (used by pg-boss and health checks). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[]; rowCount?: number | null } | any[]>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `undefined` or 'memory://' keeps it in memory. */
  pgliteDir?: string;
  /** A PGlite data-directory dump (see `dumpPglite`) to start an in-memory database from; tests use it to skip initdb. */
  pgliteTemplate?: Blob;
  migrate?: boolean;
  /**
   * Runs PGlite in a child process (pglite-process.ts) reached over the PostgreSQL protocol, so this
   * process carries none of its memory: the production start (decision 0040). Needs `pgliteDir` on disk.
   */
  separateProcess?: boolean;
  /** What to do when that child process dies under the server; by default print and exit 1. */
  onDatabaseLost?: PgliteProcessOptions['onLost'];
  /**
   * That child process, already being started (server/main.ts forks it before it loads the app, so the
   * database opens while the modules load); implies `separateProcess`.
   */
  startedProcess?: Promise<PgliteProcess>;
  /**
   * The app's logger, for a PostgreSQL connection lost while idle. Command-line tools (seed) and
   * tests open the database without one; for them the warning goes to the console.
   */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * What this process opens the embedded database for (the site, the worker) and the pid to stop to
   * free it, written into the folder's lock so that a command refused meanwhile names it (pglite-lock.ts).
   */
  owner?: LockOwner;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (!options.url && options.startedProcess) return pgliteProcessDatabase(await options.startedProcess);
  if (!options.url && options.separateProcess) {
    if (!options.pgliteDir || options.pgliteDir.startsWith('memory://')) throw new Error('openDatabase: separateProcess needs a data folder on disk');
    // The child migrates before it answers (its in-process migrator, as for an embedded open).
    return pgliteProcessDatabase(await startPgliteProcess(options.pgliteDir, { onLost: options.onDatabaseLost, owner: options.owner }));
  }
  const database = options.url
    ? await openPostgres(options.url, options.log ?? console)
    : await openPglite(options.pgliteDir, options.pgliteTemplate, options.owner);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

function pgliteProcessDatabase(child: PgliteProcess): Database {
  const database = poolDatabase(child.pool, 'pglite', () => child.close());
  pgliteListeners.set(database, child.listen);
  pgliteProcessDumps.set(database, child.dump);
  pgliteProcessPids.set(database, child.pid);
  return database;
}

/**
 * PGlite's own PostgreSQL settings. shared_buffers defaults to 128MB, which grows the WASM heap to
 * ~190 MB; the embedded database is tens of MB and the OS caches its files behind it, so 32MB keeps
 * the hot pages and the process ~100 MB smaller (issue 16's memory budget).
 */
export const PGLITE_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir?: string, template?: Blob, owner?: LockOwner): Promise<Database> {
  const onDisk = dir && !dir.startsWith('memory://') ? dir : undefined;
  if (onDisk) fs.mkdirSync(onDisk, { recursive: true });
  // One process at a time on a data folder (the site, the worker, `npm run staff`, `npm run seed`).
  const lock = onDisk ? acquirePgliteLock(onDisk, owner) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: onDisk, loadDataDir: template, startParams: [...PGLITE_START_PARAMS] });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const executeSql: ExecuteSql = async (text, values) => {
    // node-postgres semantics: one statement gives one result object, several give an array.
    if (values && values.length > 0) {
      const r = await client.query(text, values);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    }
    const results = await client.exec(text);
    const mapped = results.map((r) => ({ rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }));
    return mapped.length === 1 ? mapped[0] : mapped;
  };
  const database: Database = {
    db,
    kind: 'pglite',
    executeSql,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
  pgliteClients.set(database, client);
  pgliteListeners.set(database, async (channel, onNotification) => client.listen(channel, onNotification));
  return database;
}

const pgliteClients = new WeakMap<Database, PGlite>();
const pgliteProcessDumps = new WeakMap<Database, (file: string) => Promise<unknown>>();
const pgliteProcessPids = new WeakMap<Database, number>();

/** The pid of the embedded database's own process (decision 0040), or null (in process, PostgreSQL). */
export function databaseProcessPid(database: Database): number | null {
  return pgliteProcessPids.get(database) ?? null;
}

/** The in-process PGlite of a database opened by openDatabase, or null (PostgreSQL, the database process). */
export function pgliteClientOrNull(database: Database): PGlite | null {
  return pgliteClients.get(database) ?? null;
}

/** Asks the embedded database's own process to dump its data folder into `file` (see pglite-server.ts). */
export function dumpPgliteProcess(database: Database, file: string): Promise<unknown> {
  const dump = pgliteProcessDumps.get(database);
  if (!dump) throw new Error('dumpPgliteProcess: not an embedded database in a process of its own');
  return dump(file);
}
type Listen = (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>;
const pgliteListeners = new WeakMap<Database, Listen>();

/** The in-process PGlite of a database opened by openDatabase (the database process serves it). */
export function pgliteClientOf(database: Database): PGlite {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('pgliteClientOf: not an in-process PGlite database opened by openDatabase');
  return client;
}

/**
 * LISTENs on the embedded database: its one connection (in process, or the pool's one connection to
 * the database process) both sends and receives, so a NOTIFY raised by any query of this process
 * arrives here. Returns the unsubscribe function.
 */
export async function listenPglite(database: Database, channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>> {
  const listen = pgliteListeners.get(database);
  if (!listen) throw new Error('listenPglite: not a PGlite database opened by openDatabase');
  const unsubscribe = await listen(channel, onNotification);
  return () => unsubscribe();
}

/** Dumps a PGlite database's data directory (uncompressed tar), e.g. as a template for tests. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('dumpPglite: not a PGlite database opened by openDatabase');
  return client.dumpDataDir('none');
}

async function openPostgres(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool; without a
  // listener that would crash the process. The pool discards the client and reconnects on next use.
  pool.on('error', (error) => {
    log.warn(`PostgreSQL idle connection lost: ${error.message}`);
  });
  const database = poolDatabase(pool, 'postgres', () => pool.end());
  pools.set(database, pool);
  urls.set(database, url);
  return database;
}

/** A database reached through a node-postgres pool: a PostgreSQL server, or PGlite in its own process. */
function poolDatabase(pool: pg.Pool, kind: Database['kind'], close: () => Promise<void>): Database {
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind,
    executeSql: (text, values) => pool.query(text, values as any[]),
    async ping() {
      await pool.query('select 1');
    },
    close,
  };
}

const pools = new WeakMap<Database, pg.Pool>();
const urls = new WeakMap<Database, string>();

/** The connection string of a PostgreSQL database opened by openDatabase (for a dedicated LISTEN connection). */
export function connectionUrlOf(database: Database): string | undefined {
  return urls.get(database);
}

/** Any fixed number; it names the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 4_711_2024;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // A database process migrated its folder itself before it answered.
    if (pgliteClients.has(database)) await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const pool = pools.get(database);
  if (!pool) throw new Error('runMigrations: not a database opened by openDatabase');
  // Several app servers may start at once against one PostgreSQL; drizzle's migrator takes no lock,
  // so the first one to hold this session lock migrates and the others then find nothing to do.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
