// Builds the Fastify app for API tests: a fresh database (see test-database.ts), a fresh DATA_DIR,
// no SSR, no demo seed, no embedded worker. Drive it with `app.inject`. `{ databaseUrl }` builds
// another app on an existing PostgreSQL database instead (several app servers on one database).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL connection string (absent on PGlite), for `createTestApp({}, { databaseUrl })`. */
  databaseUrl?: string;
  config: AppConfig;
  /** The app's clock: it stands still unless the test moves it (test-clock.ts). */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Open this existing PostgreSQL database (left in place on close) instead of a fresh one. */
  databaseUrl?: string;
  /** The app's clock; a fresh one standing at the wall clock's instant unless given (two servers may share one). */
  clock?: TestClock;
  /** The genome search engine the app's CRISPR-Net service uses (test/support/test-genome-engine.ts). */
  genomeEngine?: BuildOptions['genomeEngine'];
  /** The parse pool of uploaded files (server/parsing/parse-pool.ts); the process's own unless given. */
  parsePool?: BuildOptions['parsePool'];
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gene-site-test-'));
  const testDatabase = options.databaseUrl ? await openExisting(options.databaseUrl) : await createTestDatabase();
  let app: FastifyInstance | undefined;
  const cleanUp = async () => {
    try {
      if (app) await app.close();
    } finally {
      await testDatabase.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      EMBEDDED_WORKER: 'false',
      ...env,
    });
    // Not made ready here, so a test may still register extra routes; the first inject readies it.
    app = await buildApp(config, { database: testDatabase.database, ssrBuildDir: null, clock, genomeEngine: options.genomeEngine, parsePool: options.parsePool });
    return { app, database: testDatabase.database, databaseUrl: testDatabase.url, config, clock, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function openExisting(url: string): Promise<TestDatabase> {
  const database = await openDatabase({ url, migrate: false });
  return { database, url, close: () => database.close() };
}
