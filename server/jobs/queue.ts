// The job queue: pg-boss in the same database as everything else. On PostgreSQL it has its own
// pool; on PGlite it goes through the one embedded connection.
//
// Draining promptly: a worker fetches a batch of jobs per query (`batchSize` of the kind), runs
// them `concurrency` at a time and settles each on its own; while batches come back full it fetches
// again at once. Sending a job wakes the workers of its queue: pg-boss NOTIFYs on the queue's
// channel (LISTENed by every worker process on PostgreSQL, in-process on PGlite) and a sender that
// also works the queue nudges its own worker directly. Polling stays as the fallback for retries,
// delayed jobs and a lost listener. A kind with `urgentPriority` gets a second worker that only
// takes jobs of at least that priority, so they never wait behind a backlog.
import { PgBoss, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { connectionUrlOf, listenPglite, type Database } from '../db/client.ts';
import type { JobHandler } from './handlers/job-handler.ts';
import { jobKinds } from './kinds/index.ts';
import type { JobKind } from './kinds/job-kind.ts';
import { batchRunner } from './run-batch.ts';

export interface QueueOptions {
  /** pg-boss's own errors (lost connection, failed maintenance) go here. */
  log: FastifyBaseLogger;
  /** Job kinds to create queues for (default: all of server/jobs/kinds/index.ts). */
  kinds?: readonly JobKind<any>[];
  /**
   * Seconds between polls of each worker. By default 2 on PostgreSQL and 5 on PGlite while no
   * NOTIFY can wake it, and a 10 s backstop while the listener is up. Set (tests), it is both.
   */
  pollingIntervalSeconds?: number;
}

export interface WorkOptions {
  /** One per kind of the queue (server/jobs/handlers/index.ts builds them). */
  handlers: readonly JobHandler<any>[];
  log: FastifyBaseLogger;
}

export interface JobQueue {
  /** Installs or migrates pg-boss's schema and the queues. `worker` also enables maintenance and cron. */
  start(options?: { worker?: boolean }): Promise<void>;
  /** Enqueues a job (starting the queue as a sender if needed). Returns the job id. */
  send<P extends object>(kind: JobKind<P>, payload: P, options?: SendOptions): Promise<string | null>;
  /** Runs handlers for every kind in this process and registers their schedules. */
  work(options: WorkOptions): Promise<void>;
  /** Stops polling, waits for running jobs (up to `timeoutMs`), releases connections. Idempotent. */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
  /** The pg-boss instance, for tests and maintenance tools. */
  boss(): PgBoss;
}

/** How often a worker fails jobs whose heartbeat or expiry passed, and polls kinds with a heartbeat. */
export const SUPERVISE_SECONDS = 5;

export function createQueue(config: AppConfig, database: Database, options: QueueOptions): JobQueue {
  const kinds = options.kinds ?? jobKinds;
  const polling = options.pollingIntervalSeconds ?? (database.kind === 'pglite' ? 5 : 2);
  const backstop = options.pollingIntervalSeconds ?? 10;
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let working = false;
  /** This process's workers, to nudge when it sends a job they would take. */
  let local: { kind: string; id: string; minPriority: number }[] = [];

  const construct = (worker: boolean): PgBoss => {
    const instance = new PgBoss({
      schema: 'pgboss',
      supervise: worker,
      schedule: worker,
      // One listening connection per worker process; a process that only sends needs none.
      useListenNotify: worker,
      ...connection(config, database),
      // Supervision fails jobs whose heartbeat went stale (a killed worker's mail) every 5 s, so they
      // are retried within seconds rather than after their expiry (decision 0059).
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    instance.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    // E.g. the LISTEN connection could not be opened: the workers then wake only by polling.
    instance.on('warning', (warning) => options.log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
    return instance;
  };

  const ensureStarted = (worker: boolean) => {
    starting ??= (async () => {
      boss = construct(worker);
      await boss.start();
      for (const kind of kinds) {
        // notify: a send raises a NOTIFY that wakes the workers of the queue.
        await boss.createQueue(kind.name, { ...kind.policy, notify: true });
        await boss.updateQueue(kind.name, { ...kind.policy, notify: true });
      }
    })();
    return starting;
  };

  return {
    get started() {
      return boss !== null;
    },
    boss() {
      if (!boss) throw new Error('The job queue is not started');
      return boss;
    },
    async start(startOptions = {}) {
      await ensureStarted(startOptions.worker ?? false);
    },
    async send(kind, payload, sendOptions) {
      await ensureStarted(false);
      const id = await boss!.send(kind.name, payload, sendOptions ?? {});
      // Works even when the listener is down; a worker already fetching simply fetches once more.
      const priority = sendOptions?.priority ?? 0;
      for (const worker of local) if (worker.kind === kind.name && priority >= worker.minPriority) boss?.notifyWorker(worker.id);
      return id;
    },
    async work({ handlers, log }) {
      const byKind = handlersByKind(kinds, handlers);
      await ensureStarted(true);
      if (working) return;
      working = true;
      for (const kind of kinds) {
        const concurrency = kind.concurrency ?? 1;
        const batchSize = kind.batchSize ?? concurrency;
        const runBatch = batchRunner(byKind.get(kind.name)!, concurrency, log);
        // A fetch that came back full fetches again at once rather than after the poll: pg-boss's
        // burstWhenBatchFull ignores a batch of one, so the sub-jobs of a split genome search (one at a
        // time) would otherwise wait a poll between parts. A short fetch returns to polling.
        const run = (workerId: () => string, size: number) => async (jobs: Parameters<typeof runBatch>[0]) => {
          const results = await runBatch(jobs);
          if (jobs.length >= size) boss?.notifyWorker(workerId());
          return results;
        };
        // A kind with a heartbeat is retried after a killed worker by no NOTIFY: poll it more often.
        const heartbeat = kind.policy.heartbeatSeconds !== undefined && options.pollingIntervalSeconds === undefined;
        const workOptions = {
          batchSize,
          localConcurrency: 1,
          perJobResults: true as const,
          includeMetadata: true as const,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: heartbeat ? Math.min(polling, SUPERVISE_SECONDS) : polling,
          notifyPollingIntervalSeconds: heartbeat ? SUPERVISE_SECONDS : backstop,
        };
        let mainId = '';
        mainId = await boss!.work(kind.name, workOptions, run(() => mainId, batchSize));
        local.push({ kind: kind.name, id: mainId, minPriority: -Infinity });
        if (kind.urgentPriority !== undefined) {
          const minPriority = kind.urgentPriority;
          const urgentOptions = { ...workOptions, batchSize: concurrency, minPriority };
          let urgentId = '';
          urgentId = await boss!.work(kind.name, urgentOptions, run(() => urgentId, concurrency));
          local.push({ kind: kind.name, id: urgentId, minPriority });
        }
        if (kind.schedule) {
          await boss!.schedule(kind.name, kind.schedule.cron, kind.schedule.payload, kind.schedule.tz ? { tz: kind.schedule.tz } : {});
        }
      }
    },
    async stop(timeoutMs = 10_000) {
      const current = starting;
      if (!current) return;
      await current.catch(() => {});
      starting = null;
      const instance = boss;
      boss = null;
      working = false;
      local = [];
      // close: false on PGlite, whose connection belongs to the database and is closed with it.
      await instance?.stop({ graceful: true, timeout: timeoutMs, close: database.kind !== 'pglite' });
    },
  };
}

/** Exactly one handler per kind: a kind nobody runs would fill its queue silently. */
function handlersByKind(kinds: readonly JobKind<any>[], handlers: readonly JobHandler<any>[]): Map<string, JobHandler<any>> {
  const byKind = new Map<string, JobHandler<any>>();
  for (const handler of handlers) {
    if (!kinds.some((kind) => kind.name === handler.kind.name)) throw new Error(`No queue for the handler of job kind ${handler.kind.name}`);
    if (byKind.has(handler.kind.name)) throw new Error(`Two handlers for job kind ${handler.kind.name}`);
    byKind.set(handler.kind.name, handler);
  }
  const missing = kinds.filter((kind) => !byKind.has(kind.name)).map((kind) => kind.name);
  if (missing.length) throw new Error(`No handler for job kind ${missing.join(', ')}`);
  return byKind;
}

function connection(config: AppConfig, database: Database) {
  // PGlite runs one statement at a time for the whole process: fewer background queries.
  if (database.kind === 'pglite') {
    return { backend: 'pglite' as const, db: pgliteAdapter(database), maintenanceIntervalSeconds: 300 };
  }
  // A pool of its own, as pg-boss expects, so its transactions never share a connection with the app;
  // pg-boss also opens its LISTEN connection (with reconnects) from it.
  const url = config.DATABASE_URL ?? connectionUrlOf(database);
  if (url) return { connectionString: url, max: 4, application_name: 'gene-site-jobs' };
  // A database handed in without a URL: through its pool, polling only.
  return { db: { executeSql: async (text: string, values?: unknown[]) => (await database.executeSql(text, values)) as { rows: any[] } } };
}

/**
 * pg-boss over the shared PGlite connection (node-postgres result semantics from executeSql). A
 * failed statement inside one of pg-boss's BEGIN…COMMIT blocks would leave the single connection in
 * an aborted transaction, so it is rolled back before the error is passed on. LISTEN/NOTIFY works
 * in-process: the one connection raises the NOTIFY of a send and receives it.
 */
function pgliteAdapter(database: Database) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        return (await database.executeSql(text, values)) as { rows: any[] };
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await database.executeSql('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async listen(channel: string, onNotification: (payload: string) => void, onReconnect: () => void) {
      const unsubscribe = await listenPglite(database, channel, onNotification);
      // pg-boss's contract: a (re)subscribe makes every worker fetch once, for anything sent before.
      onReconnect();
      return { close: unsubscribe };
    },
  };
}
