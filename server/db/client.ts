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
import pg from 'pg';
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
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

async function openPglite(dir?: string): Promise<Database> {
  if (dir && !dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir && !dir.startsWith('memory://') ? dir : undefined);
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
  return {
    db,
    kind: 'pglite',
    executeSql,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values as any[]),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as any, { migrationsFolder });
  else await migratePg(database.db as any, { migrationsFolder });
}
