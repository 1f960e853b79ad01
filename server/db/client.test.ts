// openDatabase on both engines in one run: in-memory and on-disk PGlite, and a throwaway database on
// the local PostgreSQL 15 (127.0.0.1:5432). Same migrations, same Drizzle API, same raw-SQL semantics.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/support/test-database.ts';
import { openDatabase, runMigrations, type Database } from './client.ts';
import { settings } from './schema/index.ts';

const LOCAL_POSTGRES = ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

async function reachablePostgres(): Promise<string | null> {
  for (const url of LOCAL_POSTGRES) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next user
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

async function rows(database: Database, sql: string): Promise<any[]> {
  const result = await database.executeSql(sql);
  return Array.isArray(result) ? result.at(-1).rows : result.rows;
}

async function publicTables(database: Database): Promise<string[]> {
  const found = await rows(
    database,
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return found.map((r) => String(r.table_name)).toSorted();
}

async function migrationCount(database: Database): Promise<number> {
  return (await rows(database, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0].n;
}

async function expectNodePostgresSemantics(database: Database) {
  const single = await database.executeSql('select 1 as one');
  expect(Array.isArray(single)).toBe(false);
  expect((single as { rows: any[] }).rows).toEqual([{ one: 1 }]);
  const several = await database.executeSql('select 1 as a; select 2 as b');
  expect(Array.isArray(several)).toBe(true);
  expect((several as { rows: any[] }[]).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  const withValues = await database.executeSql('select $1::int + 1 as n', [41]);
  expect((withValues as { rows: any[] }).rows).toEqual([{ n: 42 }]);
}

let pgliteTables: string[] = [];

describe('openDatabase on PGlite', () => {
  it('migrates an in-memory database and speaks node-postgres result shapes', async () => {
    const database = await openDatabase({});
    try {
      expect(database.kind).toBe('pglite');
      pgliteTables = await publicTables(database);
      expect(pgliteTables).toContain('plasmids');
      expect(pgliteTables.length).toBeGreaterThanOrEqual(30);
      await expectNodePostgresSemantics(database);
      await expect(database.ping()).resolves.toBeUndefined();
      // Kept small: the WASM heap grows with it (issue 16's memory budget).
      const buffers = await database.executeSql('show shared_buffers');
      expect((buffers as { rows: any[] }).rows).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await database.close();
    }
  });

  it('keeps data on disk across reopen and migrates only once', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gene-site-pglite-'));
    try {
      const first = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      await first.db.insert(settings).values({ name: 'xxl_title', value: '持久化' });
      const applied = await migrationCount(first);
      await first.close();

      const second = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      try {
        expect(await migrationCount(second)).toBe(applied);
        const [row] = await second.db.select().from(settings).where(eq(settings.name, 'xxl_title'));
        expect(row.value).toBe('持久化');
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('openDatabase on PostgreSQL 127.0.0.1:5432', () => {
  let serverUrl: string | null = null;
  beforeAll(async () => {
    serverUrl = await reachablePostgres();
  });
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
  });

  it('migrates a throwaway database to the same tables as PGlite', async (ctx) => {
    if (!serverUrl) return ctx.skip('PostgreSQL at 127.0.0.1:5432 is unreachable (tried users postgres and root)');
    const scratch = await createScratchDatabase(serverUrl);
    cleanups.push(scratch.drop);
    const database = await openDatabase({ url: scratch.url });
    cleanups.push(() => database.close());
    expect(database.kind).toBe('postgres');
    const tables = await publicTables(database);
    expect(tables).toEqual(pgliteTables.length ? pgliteTables : tables);
    expect(tables).toContain('cellsline_orders');
    await expectNodePostgresSemantics(database);
    await database.ping();
    const applied = await migrationCount(database);
    await runMigrations(database);
    expect(await migrationCount(database)).toBe(applied);
  });

  it('lets several processes migrate one database at the same time', async (ctx) => {
    if (!serverUrl) return ctx.skip('PostgreSQL at 127.0.0.1:5432 is unreachable (tried users postgres and root)');
    const scratch = await createScratchDatabase(serverUrl);
    cleanups.push(scratch.drop);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, migrate: false })));
    for (const instance of instances) cleanups.push(() => instance.close());
    await Promise.all(instances.map((instance) => runMigrations(instance)));
    const journal = JSON.parse(
      await fs.readFile(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
    );
    expect(await migrationCount(instances[0])).toBe(journal.entries.length);
    expect(await publicTables(instances[1])).toContain('users');
  });
});
