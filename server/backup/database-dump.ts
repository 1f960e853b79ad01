// The database part of a backup: a physical dump of the embedded PGlite data folder (its own
// `dumpDataDir`, a tar) or `pg_dump -Fc` of PostgreSQL, each with the row count of every table and the
// storage keys the rows name, read from exactly what was dumped (decision 0058).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_START_PARAMS } from '../db/client.ts';

export interface DumpFacts {
  /** `schema.table` → rows, every table of the database (the app's, drizzle's migrations, pg-boss's). */
  counts: Record<string, number>;
  /** Storage keys rows name: `uploads.storage_key` and the result files not withdrawn (`order_files`). */
  referencedKeys: string[];
}

const TABLES_SQL = `select schemaname, tablename from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`;
const KEYS_SQL = `select storage_key from uploads union select storage_key from order_files where removed = 0 order by 1`;

type Query = (text: string) => Promise<{ rows: any[] }>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Row counts of every table and the keys rows name, through one query function (one snapshot). */
export async function readFacts(query: Query): Promise<DumpFacts> {
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of (await query(TABLES_SQL)).rows) {
    const { rows } = await query(`select count(*)::int as n from ${quoteIdent(schemaname)}.${quoteIdent(tablename)}`);
    counts[`${schemaname}.${tablename}`] = Number(rows[0].n);
  }
  const referencedKeys = (await query(KEYS_SQL)).rows.map((r) => String(r.storage_key));
  return { counts, referencedKeys };
}

/**
 * Opens a PGlite dump in memory (so the dump is known to open) and reads its facts. Run where PGlite's
 * memory is welcome: the embedded database's own process, the CLI, a separate worker.
 */
export async function inspectPgliteDump(dump: Blob): Promise<DumpFacts> {
  const client = await PGlite.create({ loadDataDir: dump, startParams: [...PGLITE_START_PARAMS] });
  try {
    return await readFacts((text) => client.query(text));
  } finally {
    await client.close();
  }
}

/** Writes a PGlite dump (a Blob of the tar) to `file` and reads its facts. */
export async function writePgliteDump(dump: Blob, file: string): Promise<DumpFacts> {
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return inspectPgliteDump(dump);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed: install the PostgreSQL client of the server's version (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} failed (exit code ${code}): ${err.trim()}`))));
  });
}

/** The connection string without its password, and the password for PGPASSWORD (never in a process list). */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

/** pg_dump / pg_restore must be at least the server's major version. */
async function checkClientVersion(tool: 'pg_dump' | 'pg_restore', serverVersionNum: number): Promise<void> {
  const version = await run(tool, ['--version'], process.env);
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (!(major >= serverMajor)) {
    throw new Error(`${tool} ${major} cannot dump or restore a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}`);
  }
}

/**
 * `pg_dump -Fc` of the database at `url` into `file`. The dump runs on a snapshot exported by a
 * REPEATABLE READ transaction that also counts the rows and reads the keys, so the facts are those of
 * the dump, whatever the site writes meanwhile.
 */
export async function dumpPostgres(url: string, file: string): Promise<DumpFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = Number((await client.query('show server_version_num')).rows[0].server_version_num);
    await checkClientVersion('pg_dump', version);
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0].s);
    const facts = await readFacts((text) => client.query(text));
    const target = splitPassword(url);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${target.url}`], target.env);
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

/** Refuses unless the database at `url` has no table at all (a fresh `createdb`). */
export async function assertPostgresEmpty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if (rows[0].n > 0) {
      throw new RestoreRefused(`The database of DATABASE_URL already has ${rows[0].n} table(s): restore only into a new, empty database (createdb), with the site stopped.`);
    }
    await checkClientVersion('pg_restore', Number((await client.query('show server_version_num')).rows[0].server_version_num));
  } finally {
    await client.end();
  }
}

/** pg_restore of a `dumpPostgres` file into the (empty) database at `url`, in one transaction; then its facts. */
export async function restorePostgres(url: string, file: string): Promise<DumpFacts> {
  const target = splitPassword(url);
  await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file], target.env);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readFacts((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** A restore that must not go ahead: said in one line, exit code 1, nothing written. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}
