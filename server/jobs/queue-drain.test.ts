// The queue drains a backlog (issue 15, point 7): a worker takes jobs in batches and runs them a
// bounded number at a time, a failed job of a batch is retried alone, a send wakes the worker at
// once (these workers poll only every 30 s, so anything faster is the wake-up), and urgent mail
// (activation, codes) never waits behind bulk mail.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { mailEnquiryInput } from '../../contracts/product.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { createServices, type Services } from '../services.ts';
import { defineHandler, type JobHandler } from './handlers/job-handler.ts';
import { sendMailHandler } from './handlers/send-mail.ts';
import { defineJob, type JobKind } from './kinds/job-kind.ts';
import { sendMail, type MailMessage } from './kinds/send-mail.ts';
import { createQueue, type JobQueue } from './queue.ts';
import { waitUntil } from '../../test/support/wait-until.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const log = Fastify({ logger: false }).log;

/** Polls `check` until it holds (`what` says what is awaited, for the reader). */
async function until(check: () => boolean | Promise<boolean>, _what: string): Promise<void> {
  await waitUntil(check);
}

/** A promise the test resolves by hand: a handler waits on it to hold its jobs running. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe(`draining the job queue on ${engine}`, () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let config: AppConfig;
  let services: Services;
  const queues: JobQueue[] = [];

  /** A queue on the test database; 30 s between polls unless a test needs retries to come round. */
  const queueOf = (kinds: JobKind<any>[], pollingIntervalSeconds = 30) => {
    const queue = createQueue(config, testDb.database, { log, kinds, pollingIntervalSeconds });
    queues.push(queue);
    return queue;
  };
  const workerOf = async (kinds: JobKind<any>[], handlers: JobHandler<any>[], pollingIntervalSeconds?: number) => {
    const queue = queueOf(kinds, pollingIntervalSeconds);
    await queue.work({ handlers, log });
    return queue;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'queue-drain-'));
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    services = createServices(config, testDb.database, log);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await services?.jobs.stop();
    await testDb?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('takes a backlog in batches, a bounded number at a time', async () => {
    const kind = defineJob<{ n: number }>({
      name: 'test-batch',
      policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 30 },
      concurrency: 4,
      batchSize: 20,
    });
    const done = new Set<number>();
    // pg-boss gives the jobs of one fetch one abort signal: distinct signals count the fetches.
    const batches = new Set<AbortSignal>();
    let running = 0;
    let most = 0;
    const handler = defineHandler(kind, async ({ n }, { signal }) => {
      batches.add(signal);
      running++;
      most = Math.max(most, running);
      // Gives the other jobs of the batch their turn to start.
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      done.add(n);
    });
    const sender = queueOf([kind]);
    for (let n = 0; n < 45; n++) await sender.send(kind, { n });
    await workerOf([kind], [handler]);
    await until(() => done.size === 45, 'the 45 jobs ran');
    expect(most).toBe(4);
    // 45 jobs, 3 fetches (20, 20, 5).
    expect(batches.size).toBe(3);
    await until(async () => (await sender.boss().findJobs(kind.name)).every((job) => job.state === 'completed'), 'all 45 completed');
  });

  it('retries a failed job of a batch alone; the others complete once', async () => {
    const kind = defineJob<{ n: number }>({
      name: 'test-batch-flaky',
      policy: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
      concurrency: 5,
      batchSize: 5,
    });
    const runs = new Map<number, number>();
    const batchOf = new Map<number, AbortSignal>();
    const handler = defineHandler(kind, async ({ n }, { signal }) => {
      if (!batchOf.has(n)) batchOf.set(n, signal);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      if (n === 3 && runs.get(n) === 1) throw new Error('the third job fails once');
    });
    const sender = queueOf([kind]);
    for (let n = 1; n <= 5; n++) await sender.send(kind, { n });
    // Polls every half second: the retry (1 s later) is found by polling, as no send announces it.
    await workerOf([kind], [handler], 0.5);
    const jobs = () => sender.boss().findJobs<{ n: number }>(kind.name);
    await until(async () => (await jobs()).every((job) => job.state === 'completed'), 'all five completed');
    expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1 });
    const byN = new Map((await jobs()).map((job) => [job.data.n, job]));
    expect([1, 2, 3, 4, 5].map((n) => byN.get(n)!.retryCount)).toEqual([0, 0, 1, 0, 0]);
    // All five were one batch (one abort signal per fetch): the failure did not fail the other four.
    expect(new Set(batchOf.values()).size).toBe(1);
  });

  it('takes the next job at once after a full batch of one, without waiting for a poll', async () => {
    // The sub-jobs of a split genome search run one at a time per worker (decision 0064).
    const kind = defineJob<{ n: number }>({ name: 'test-one-at-a-time', policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 60 }, concurrency: 1 });
    const done: number[] = [];
    const handler = defineHandler(kind, async ({ n }) => {
      done.push(n);
    });
    const sender = queueOf([kind]);
    for (let n = 1; n <= 3; n++) await sender.send(kind, { n });
    // Sent before the worker started: no NOTIFY will wake it, and it polls hourly; its start fetches once.
    await workerOf([kind], [handler], 3600);
    await until(() => done.length === 3, 'the three ran one after another');
    expect(done.toSorted()).toEqual([1, 2, 3]);
  });

  it('wakes at once on a send, and an urgent job runs while a backlog of bulk jobs is stuck', async () => {
    const kind = defineJob<{ urgent: boolean }>({
      name: 'test-lanes',
      policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 60 },
      concurrency: 2,
      batchSize: 10,
      urgentPriority: 10,
    });
    const bulkGate = gate();
    let bulkStarted = 0;
    let bulkDone = 0;
    let urgentDone = 0;
    const handler = defineHandler(kind, async ({ urgent }) => {
      if (urgent) {
        urgentDone++;
        return;
      }
      bulkStarted++;
      await bulkGate.opened;
      bulkDone++;
    });
    const worker = await workerOf([kind], [handler]);
    // Another pg-boss instance sends, as a web server would: only its NOTIFY can wake the worker in time.
    const sender = queueOf([kind]);
    for (let i = 0; i < 30; i++) await sender.send(kind, { urgent: false });
    await until(() => bulkStarted > 0, 'the worker woke and started bulk jobs');
    // Sent in the worker's own process this time (a nudge as well as the NOTIFY).
    await worker.send(kind, { urgent: true }, { priority: 10 });
    await until(() => urgentDone === 1, 'the urgent job ran');
    expect(bulkDone).toBe(0);
    bulkGate.open();
    await until(() => bulkDone === 30, 'the bulk jobs ran');
  });

  it('sends activation mail and codes urgent, notifications bulk, and delivers the urgent ones first', async () => {
    for (let i = 0; i < 12; i++) await services.mail.send({ to: `bulk${i}@example.com`, subject: '通知', text: '批量' }, 'bulk');
    await services.products.sendMailEnquiry(
      mailEnquiryInput.parse({ productName: 'Cas9 蛋白', name: '王五', phone: '13700000000', email: 'enquiry@example.com' }),
      { ip: '192.0.2.10', uid: null },
    );
    const [user] = await testDb.database.db.insert(users).values({ email: 'new@example.com', password_hash: 'x', status: 0 }).returning({ id: users.id });
    expect(await services.users.resendActivation(user.id)).toBe(true);
    await services.codes.send({ channel: 'email', target: 'code@example.com', purpose: 'reset', ip: '192.0.2.11' });

    const queued = await services.jobs.boss().findJobs<MailMessage>('send-mail');
    const priorityOf = (to: string) => queued.find((job) => job.data.to === to)?.priority;
    expect(priorityOf('new@example.com')).toBe(10);
    expect(priorityOf('code@example.com')).toBe(10);
    expect(priorityOf(config.MAIL_COMPANY_TO)).toBe(0);
    expect(priorityOf('bulk0@example.com')).toBe(0);

    // Bulk mail is held at the SMTP step until the urgent mail has gone: whichever worker fetched
    // the urgent jobs (the urgent worker, or the main one, whose batch starts in priority order),
    // they are delivered while every bulk mail is still waiting. No race with the clock decides it.
    const urgent = new Set(['new@example.com', 'code@example.com']);
    const bulkGate = gate();
    const delivered: string[] = [];
    const handler = sendMailHandler({
      mail: {
        deliverOnce: async (message, jobId) => {
          if (!urgent.has(message.to)) await bulkGate.opened;
          delivered.push(message.to);
          return { transport: 'outbox' as const, id: message.to, key: `job:${jobId}`, sent: true as const };
        },
      },
      products: services.products,
    });
    await workerOf([sendMail], [handler]);
    await until(() => delivered.length === 2, 'both urgent mails were delivered while the bulk mail waited');
    expect(new Set(delivered)).toEqual(urgent);
    bulkGate.open();
    await until(() => delivered.length === 15, 'all 15 mails were delivered');
  });
});
