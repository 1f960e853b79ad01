// Builds the Fastify application without listening, so tests drive it through `app.inject`.
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { databaseProcessPid, openDatabase, type Database } from './db/client.ts';
import type { PgliteProcess } from './db/pglite-process.ts';
import { tooMany } from './http/errors.ts';
import { apiNotFoundRoutes, registerErrorHandlers } from './plugins/api-errors.ts';
import { registerApiLanguage } from './plugins/api-language.ts';
import { registerAuth } from './plugins/auth.ts';
import { loggerOptions, requestLogController } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { createPageCache } from './plugins/page-cache.ts';
import { PER_RESPONSE_BROTLI_QUALITY, PER_RESPONSE_GZIP_LEVEL } from './plugins/page-encoding.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { uploadFilesPlugin } from './plugins/upload-files.ts';
import { apiModules } from './routes.ts';
import { adminModules } from './admin-routes.ts';
import { ADMIN_API_PREFIX } from '../contracts/api/admin/admin-v1.ts';
import { routeLimitStore } from './security/route-limit-store.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { messageRoutes } from './modules/product/routes.ts';
import { createServices, type ServiceOptions, type Services } from './services.ts';
import { databaseLost } from './supervise/database-lost.ts';
import { siteLockOwner } from './supervise/supervisor-channel.ts';

export interface BuildOptions {
  /** An already open (and migrated) database; otherwise one is opened from the configuration. */
  database?: Database;
  /** Serve the React Router app from this build folder. Off in API tests. */
  ssrBuildDir?: string | null;
  /** Render pages through a Vite dev server with hot reload (`npm run dev`). */
  ssrDev?: boolean;
  /**
   * The embedded database (no DATABASE_URL) in a child process of its own, as `npm start` runs it
   * (decision 0040); API tests keep it in process.
   */
  databaseProcess?: boolean;
  /** That process, already being started by server/main.ts while the app's modules loaded. */
  startedDatabaseProcess?: Promise<PgliteProcess>;
  /** Write logs here instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The clock of expiries, throttles and limit windows; the wall clock unless a test injects its own. */
  clock?: () => Date;
  /** The genome search engine; bowtie over GENOME_DIR unless a test passes its own. */
  genomeEngine?: ServiceOptions['genomeEngine'];
  /** Where uploaded files are parsed; this process's parse pool unless a test passes its own. */
  parsePool?: ServiceOptions['parsePool'];
}

export const API_PREFIX = '/api/v1';

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The app (and so its logger) comes first: the database and the services log through it.
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: requestLogController(config),
    trustProxy: config.TRUST_PROXY,
    // Loading the server-rendering bundle (and Vite in dev) can take longer than Fastify's 10 s
    // default on a loaded machine; a slow start is better than a failed one.
    pluginTimeout: 120_000,
  });
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: config.paths.pglite,
      log: app.log,
      separateProcess: options.databaseProcess,
      startedProcess: options.startedDatabaseProcess,
      onDatabaseLost: (message, cause) => databaseLost(app.log, message, cause),
      owner: siteLockOwner(config.SUPERVISOR_PID),
    }));
  const services = createServices(config, database, app.log, { clock: options.clock, genomeEngine: options.genomeEngine, parsePool: options.parsePool });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('staff', null);
  // On PostgreSQL, listen for other processes' content changes before answering anything.
  app.addHook('onReady', () => services.contentBus.start());
  app.addHook('onClose', async () => {
    // Running jobs finish (or time out) before the database they use goes away.
    await services.jobs.stop();
    await services.contentBus.close();
    if (ownsDatabase) await database.close();
  });

  registerErrorHandlers(app);
  registerApiLanguage(app);
  await app.register(formbody);
  // Pages and JSON leave compressed for browsers that ask (a page is ~100 kB of HTML); static assets
  // are precompressed at build time and cached pages compressed once (server/plugins/page-encoding.ts),
  // and uncached renders compressed in one call by the SSR plugin (ssr.ts), all sent as they are
  // (content-encoding already set), and JSON answers by server/http/json-encoding.ts (apiRoute's routes
  // opt out here). What is left is compressed per response, at the same fast setting.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PER_RESPONSE_BROTLI_QUALITY } },
    zlibOptions: { level: PER_RESPONSE_GZIP_LEVEL },
  });
  await registerSecurityHeaders(app, config);
  // Routes opt in through apiRoute({ rateLimit }); the limit answers 429 in the envelope. Counted in
  // the shared limit store, so every app server on the database enforces one limit together.
  await app.register(rateLimit, { global: false, store: routeLimitStore(services.limits.store, services.clock), errorResponseBuilder: () => tooMany() });
  registerAuth(app, services);
  await registerOpenApi(app);

  for (const module of apiModules) await app.register(module, { prefix: API_PREFIX });
  for (const module of adminModules) await app.register(module, { prefix: ADMIN_API_PREFIX });
  await app.register(apiNotFoundRoutes);
  await app.register(seoRoutes);
  // The specification's mail enquiry call lives outside /api/v1.
  await app.register(messageRoutes);
  await app.register(uploadFilesPlugin, { services });

  // Which process answers and how often it was restarted (decision 0061): a monitor (and the restart
  // test) sees a restart as a new pid and a higher count.
  const processes = {
    pid: process.pid,
    restarts: config.SUPERVISOR_RESTARTS,
    supervisorPid: config.SUPERVISOR_PID ?? null,
    databasePid: databaseProcessPid(database),
  };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind, mode: config.NODE_ENV, ...processes };
    } catch {
      return reply.status(503).send({ status: 'error', database: database.kind, mode: config.NODE_ENV, ...processes });
    }
  });

  const buildDir = options.ssrBuildDir === undefined ? path.resolve('build') : options.ssrBuildDir;
  if (buildDir) {
    const pageCache = createPageCache();
    services.onContentChange(() => pageCache.invalidate());
    await app.register(ssrPlugin, {
      buildDir,
      dev: options.ssrDev,
      production: config.NODE_ENV === 'production',
      services,
      pageCache,
      settings: { enSiteUrl: config.EN_SITE_URL },
    });
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
