// Builds the Fastify application without listening, so tests drive it through `app.inject`.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createServices, type Services } from './services.ts';
import { ssrPlugin } from './plugins/ssr.ts';

export interface BuildOptions {
  /** An already open (and migrated) database; otherwise one is opened from the configuration. */
  database?: Database;
  /** Serve the React Router app from this build folder. Off in API tests. */
  ssrBuildDir?: string | null;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite }));
  const services = createServices(config, database);

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorateRequest('user', null);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'error', database: database.kind });
    }
  });

  const buildDir = options.ssrBuildDir === undefined ? path.resolve('build') : options.ssrBuildDir;
  if (buildDir) {
    await app.register(ssrPlugin, { buildDir, services, settings: { enSiteUrl: config.EN_SITE_URL } });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    services: Services;
  }
}
