// A fresh, migrated database per test file: in-memory PGlite by default, or a new uniquely named
// PostgreSQL database on the server named by TEST_DATABASE_URL (dropped again on close).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpPglite, migrationsFolder, openDatabase, type Database } from '../../server/db/client.ts';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL connection string (absent on PGlite): a second app may open the same database. */
  url?: string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  // Tests are the one place besides server/config.ts that read the environment: they choose the server.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPgliteFromTemplate();
    return { database, close: () => database.close() };
  }
  return createPostgresTestDatabase(serverUrl);
}

/**
 * Creates `t_<hex>` on the server of `serverUrl` as a copy of the migrated template, opens it (its
 * migrations find nothing to do), drops it on close.
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl, await postgresTemplate(serverUrl));
  let database: Database;
  try {
    database = await openDatabase({ url: scratch.url });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  let closed = false;
  return {
    database,
    url: scratch.url,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await database.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}

/** A uniquely named database on the server of `serverUrl`: empty, or a copy of `template`. */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  // WAL_LOG (PostgreSQL 15's default) copies a small template in ~0.1 s; FILE_COPY checkpoints first.
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY WAL_LOG` : `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

// Creating and migrating a PostgreSQL database took ~2.7 s per test file on a busy 2-core machine;
// copying a migrated template takes ~0.6 s. The template is named after the migrations (the same key
// as PGlite's dump), built once per server by whichever worker comes first, and kept for the next run.
const postgresTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on the server of `serverUrl`, built when missing. */
function postgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = buildPostgresTemplate(serverUrl);
    // A failed build is tried again by the next file instead of failing every file after it.
    template.catch(() => postgresTemplates.delete(serverUrl));
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}

async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `t_template_${await templateKey()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    // Migrated under a private name and renamed when complete, so that a worker building it at the same
    // time, or a run killed half-way, never leaves a half-migrated template under the real name.
    const building = `t_building_${randomBytes(8).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    try {
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      await database.close();
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another worker renamed its copy first: use that one.
      const won = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (won.rowCount) return name;
      throw error;
    }
    // Templates of older migrations are of no further use.
    const stale = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 't\\_template\\_%' AND datname <> $1", [name]);
    for (const row of stale.rows as Array<{ datname: string }>) {
      await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => undefined);
    }
    return name;
  } finally {
    await client.end();
  }
}

// PGlite's initdb costs about 2 s per database; starting from a dump of a freshly migrated one costs
// about 0.5 s. The dump is cached in the temp folder, keyed by the PGlite version and the migrations.
let templatePromise: Promise<Blob> | undefined;

/** The dump of a freshly migrated PGlite database, e.g. to start an on-disk data folder without initdb. */
export const pgliteTemplate = (): Promise<Blob> => (templatePromise ??= loadOrBuildTemplate());

async function openPgliteFromTemplate(): Promise<Database> {
  templatePromise ??= loadOrBuildTemplate();
  try {
    return await openDatabase({ pgliteTemplate: await templatePromise });
  } catch {
    // A damaged cache file must not fail the suite: start from scratch and rebuild it.
    templatePromise = loadOrBuildTemplate(true);
    return openDatabase({ pgliteTemplate: await templatePromise });
  }
}

async function loadOrBuildTemplate(rebuild = false): Promise<Blob> {
  const file = path.join(os.tmpdir(), `gene-site-pglite-template-${await templateKey()}.tar`);
  if (!rebuild) {
    try {
      return new Blob([await fs.readFile(file)]);
    } catch {
      // not cached yet
    }
  }
  const database = await openDatabase({});
  let dump: Blob;
  try {
    dump = await dumpPglite(database);
  } finally {
    await database.close();
  }
  // Written under a private name and renamed, so a parallel test worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return dump;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json');
  hash.update(await fs.readFile(pglitePackage, 'utf8').catch(() => 'unknown pglite'));
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).map(String).toSorted();
  for (const name of files) {
    if (!name.endsWith('.sql') && !name.endsWith('_journal.json')) continue;
    hash.update(name);
    hash.update(await fs.readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
