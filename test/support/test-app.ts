// Builds the Fastify app for API tests: a fresh database (see test-database.ts), a fresh DATA_DIR,
// no SSR, no demo seed, no embedded worker. Drive it with `app.inject`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gene-site-test-'));
  const testDatabase = await createTestDatabase();
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
    app = await buildApp(config, { database: testDatabase.database, ssrBuildDir: null });
    return { app, database: testDatabase.database, config, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
