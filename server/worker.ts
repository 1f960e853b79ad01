// Entry of the job worker (`npm run worker`): parse configuration, open the database, run every job
// kind of server/jobs/kinds/ until SIGINT/SIGTERM. With EMBEDDED_WORKER=true (the default) the web
// process runs the same worker itself, so this entry is for deployments with separate worker machines.
import './runtime-mode.ts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { loadConfigOrExit, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedDatabaseLockedError, lockedDatabaseLine } from './db/pglite-lock.ts';
import { crisprWeightsWarning } from './crispr-weights-check.ts';
import { createJobHandlers } from './jobs/handlers/index.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createServices, type Services } from './services.ts';

export interface RunningWorker {
  services: Services;
  stop(): Promise<void>;
}

/**
 * Runs the handler of every job kind in this process: this is where the handlers meet the services
 * they use. The web process passes its own services in embedded mode, so one pg-boss instance
 * serves both sending and working.
 */
export async function startWorker(services: Services, log: FastifyBaseLogger): Promise<RunningWorker> {
  await services.jobs.work({ handlers: createJobHandlers(services), log });
  const relay = startMailRelay(services, log);
  return {
    services,
    stop: async () => {
      relay.stop();
      await services.jobs.stop();
    },
  };
}

/** How often the worker relays staged mails nobody relayed (a process killed after its commit). */
export const MAIL_RELAY_EVERY_MS = 5_000;

/**
 * The outbox sweep (decision 0059): at once when the worker starts (after a crash, the staged mails
 * of the dead process), then every few seconds. It stops with the queue.
 */
export function startMailRelay(services: Pick<Services, 'mail' | 'jobs'>, log: FastifyBaseLogger, everyMs = MAIL_RELAY_EVERY_MS) {
  let stopped = false;
  const tick = async () => {
    if (stopped || !services.jobs.started) return;
    try {
      const queued = await services.mail.relay();
      if (queued > 0) log.info({ queued }, 'mail relay: staged mails queued');
    } catch (error) {
      if (!stopped && services.jobs.started) log.warn({ err: error }, 'mail relay failed');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

async function main() {
  const config = loadConfigOrExit();
  // Fastify's logger (pino) without a server: the same format and redaction as the web process.
  const log = Fastify({ logger: loggerOptions(config) }).log;
  try {
    await run(config, log);
  } catch (error) {
    // The site holding the embedded database is an everyday state, not a fault to log: the person at
    // the terminal gets one plain line, not a JSON line with a stack.
    if (error instanceof EmbeddedDatabaseLockedError) {
      process.stderr.write(`${lockedDatabaseLine(error)}\n`);
      process.exit(1);
    }
    log.fatal({ err: error }, 'worker failed');
    process.exit(1);
  }
}

async function run(config: AppConfig, log: FastifyBaseLogger) {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite, log, owner: { what: 'worker', pid: process.pid } });
  const services = createServices(config, database, log);
  // Job handlers read content through the same cached services: edits made on the web servers reach them too.
  await services.contentBus.start();
  const weights = await crisprWeightsWarning(config.paths.crisprNet);
  if (weights) log.warn(weights);
  const worker = await startWorker(services, log);
  log.info({ database: database.kind }, 'worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await worker.stop();
      await services.contentBus.close();
    } finally {
      await database.close();
    }
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.main) {
  main().catch((error) => {
    // Only reached when building the logger itself failed: there is nothing else to write to.
    // oxlint-disable-next-line no-console
    console.error(error);
    process.exit(1);
  });
}
