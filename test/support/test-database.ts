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

/** Creates `t_<hex>` on the server of `serverUrl`, opens (and migrates) it, drops it on close. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl);
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

/** An empty, uniquely named database on the server of `serverUrl` (not migrated). */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
