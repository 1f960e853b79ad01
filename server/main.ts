// Entry of the web process: parse configuration, build the app, run the embedded job worker, listen,
// shut down gracefully (HTTP server, worker, then the database: PGlite keeps Node alive until closed).
// `npm start` and `npm run serve` run it under server/supervisor.ts, which starts it again when it
// dies (decision 0061); it tells the supervisor when it is ready and which database process it runs.
import './runtime-mode.ts';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfigOrExit } from './config.ts';
import { DatabaseStartRefusedError, startPgliteProcess } from './db/pglite-process.ts';
import { portInUseLine, siteReadyLine } from './startup-banner.ts';
import { databaseLost } from './supervise/database-lost.ts';
import { onSupervisorGone, siteLockOwner, tellSupervisor } from './supervise/supervisor-channel.ts';

async function main() {
  const config = loadConfigOrExit();
  // `npm run dev` passes --dev: pages come from a Vite dev server with hot reload, no build needed.
  // The production start runs the embedded database in a child process (decision 0040), forked
  // before the app's modules load so that it opens the data folder meanwhile, on the other core:
  // a restarted server serves again sooner.
  const dev = process.argv.includes('--dev');
  let log: FastifyBaseLogger | null = null;
  // No one would restart this server once its supervisor is gone: it stops rather than hold the port
  // (at once while it starts, gracefully once it serves).
  let supervisorGone: () => void = () => process.exit(0);
  onSupervisorGone(() => supervisorGone());
  const startedDatabaseProcess =
    !dev && !config.DATABASE_URL
      ? startPgliteProcess(config.paths.pglite, {
          owner: siteLockOwner(config.SUPERVISOR_PID),
          onSpawn: (pid) => tellSupervisor({ type: 'database', pid }),
          onLost: (message, cause) => databaseLost(log, message, cause),
        })
      : undefined;
  // Its failure (the folder held by another process, say) is reported where buildApp awaits it.
  startedDatabaseProcess?.catch(() => {});

  const [{ buildApp }, { crisprWeightsWarning }, { seedDemoContent }, { createStorage }, { startWorker }] = await Promise.all([
    import('./app.ts'),
    import('./crispr-weights-check.ts'),
    import('./db/seed/index.ts'),
    import('./storage/storage.ts'),
    import('./worker.ts'),
  ]);
  const app = await buildApp(config, { ssrDev: dev, databaseProcess: !dev, startedDatabaseProcess });
  log = app.log;
  const weights = await crisprWeightsWarning(config.paths.crisprNet);
  if (weights) app.log.warn(weights);
  if (config.SEED_DEMO) {
    // Idempotent: inserts only what is missing, so it is safe on every start.
    await seedDemoContent(app.database, createStorage(config), {
      siteUrl: config.publicUrl,
      log: (message) => app.log.info(message),
    });
  }
  if (config.EMBEDDED_WORKER) {
    await startWorker(app.services, app.log);
    app.log.info('embedded job worker started');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      // onClose stops the worker (running jobs may finish) and then closes the database.
      await app.close();
    } catch (error) {
      app.log.fatal({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  supervisorGone = () => void shutdown('supervisor gone');

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  tellSupervisor({ type: 'ready' });
  // A banner for the person at the terminal (`npm start`), not a log line: it stays readable
  // whatever the log level or format.
  // oxlint-disable-next-line no-console
  console.log(`\n  ${siteReadyLine(config.HOST, port, config.NODE_ENV, config.SUPERVISOR_RESTARTS)}\n`);
}

main().catch((error) => {
  // A failure before or while building the app (its logger may not exist yet) ends the process here.
  // A taken port is an everyday mistake, not a bug: one line that says what to do, no stack.
  // So is a second start on a data folder the running site holds.
  const taken = (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  const refused = error instanceof DatabaseStartRefusedError ? error.line : null;
  // oxlint-disable-next-line no-console
  console.error(taken ? portInUseLine(process.env.PORT) : (refused ?? error));
  process.exit(1);
});
