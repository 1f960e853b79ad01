// Benchmark of the mail queue (issue 15, point 7): queue BENCH_MAILS (default 1,000) bulk mails,
// start one worker, queue one activation mail (the console's 重发激活邮件 for a new account) behind
// the backlog, and measure how long the worker takes to drain the backlog (budget < 60 s) and how
// long the activation mail takes to be delivered (budget < 10 s). Mail goes through the real
// send-mail handler to the file outbox, so there is no network.
//
// PGlite (on disk, as `npm start` runs it): the embedded worker, one pg-boss instance that sends and
// works. PostgreSQL, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server where databases may
// be created: a worker instance of its own beside the sender, as `npm run worker` would run, woken by
// NOTIFY. Production polling intervals in both. Exits 1 when a budget is missed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createPostgresTestDatabase } from '../test/support/test-database.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { createJobHandlers } from '../server/jobs/handlers/index.ts';
import { createQueue } from '../server/jobs/queue.ts';
import type { MailMessage } from '../server/modules/mail/service.ts';
import { createServices } from '../server/services.ts';

const mails = Number(process.env.BENCH_MAILS ?? 1000);
const BUDGET_DRAIN_S = 60;
const BUDGET_URGENT_S = 10;
const log = Fastify({ logger: false }).log;

interface Result {
  engine: string;
  enqueueS: number;
  drainS: number;
  urgentS: number;
  /** Bulk mails delivered after the activation mail, which was queued behind all of them. */
  bulkAfterUrgent: number;
  fetches: number;
}

async function measure(engine: 'PGlite' | 'PostgreSQL', serverUrl?: string): Promise<Result> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-mail-'));
  let database: Database;
  let closeDatabase: () => Promise<void>;
  if (serverUrl) {
    const scratch = await createPostgresTestDatabase(serverUrl);
    database = scratch.database;
    closeDatabase = scratch.close;
  } else {
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    closeDatabase = () => database.close();
  }
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const services = createServices(config, database, log);

  // The real handlers and the real outbox; the wrapper only notes when each message has left.
  const delivered = new Map<string, number>();
  const mail = {
    purgeOld: () => services.mail.purgeOld(),
    async deliverOnce(message: MailMessage, jobId: string, jobLog: Parameters<typeof services.mail.deliverOnce>[2]) {
      const outcome = await services.mail.deliverOnce(message, jobId, jobLog);
      delivered.set(message.to, performance.now());
      return outcome;
    },
  };
  const [user] = await database.db.insert(users).values({ email: 'new-user@example.com', password_hash: 'x', status: 0 }).returning({ id: users.id });
  const queueing = performance.now();
  for (let i = 0; i < mails; i++) {
    await services.mail.send({ to: `bulk-${i}@example.com`, subject: `【产品购买咨询】批量 ${i}`, text: `咨询内容 ${i}` }, 'bulk');
  }
  const started = performance.now();
  const worker = engine === 'PGlite' ? services.jobs : createQueue(config, database, { log });
  await worker.work({ handlers: createJobHandlers({ ...services, mail }), log });
  const urgentQueued = performance.now();
  if (!(await services.users.resendActivation(user.id))) throw new Error('activation mail not queued');

  const deadline = Date.now() + 5 * 60_000;
  while (delivered.size < mails + 1) {
    if (Date.now() > deadline) throw new Error(`${engine}: only ${delivered.size} of ${mails + 1} mails delivered after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const bulk = [...delivered].filter(([to]) => to.startsWith('bulk-')).map(([, at]) => at);
  const urgentAt = delivered.get('new-user@example.com')!;
  const jobs = await services.jobs.boss().findJobs('send-mail');
  const fetches = new Set(jobs.map((job) => job.startedOn?.getTime())).size;
  const files = (await fs.readdir(config.paths.mailOutbox)).length;
  if (files !== mails + 1) throw new Error(`${engine}: ${files} outbox files for ${mails + 1} mails`);

  await worker.stop();
  await services.jobs.stop();
  await closeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
  return {
    engine,
    enqueueS: (started - queueing) / 1000,
    drainS: (Math.max(...bulk) - started) / 1000,
    urgentS: (urgentAt - urgentQueued) / 1000,
    bulkAfterUrgent: bulk.filter((at) => at > urgentAt).length,
    fetches,
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const results = [await measure('PGlite')];
if (serverUrl) results.push(await measure('PostgreSQL', serverUrl));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too');

let missed = false;
for (const r of results) {
  const drainOk = r.drainS < BUDGET_DRAIN_S;
  const urgentOk = r.urgentS < BUDGET_URGENT_S;
  missed ||= !drainOk || !urgentOk;
  console.log(
    `${r.engine}: ${mails} bulk mails queued in ${r.enqueueS.toFixed(1)} s, drained by one worker in ${r.drainS.toFixed(1)} s ` +
      `(budget ${BUDGET_DRAIN_S} s ${drainOk ? 'ok' : 'MISSED'}) with ${r.fetches} fetches; the activation mail queued behind them ` +
      `was delivered in ${r.urgentS.toFixed(2)} s (budget ${BUDGET_URGENT_S} s ${urgentOk ? 'ok' : 'MISSED'}), ` +
      `ahead of ${r.bulkAfterUrgent} of them`,
  );
}
process.exit(missed ? 1 : 0);
