import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { loadConfig } from '../config.ts';
import { sessions, users } from '../db/schema/index.ts';
import { createServices, type Services } from '../services.ts';
import { createSessionService } from '../modules/user/session-service.ts';
import { defineHandler } from './handlers/job-handler.ts';
import { sessionsCleanupHandler } from './handlers/sessions-cleanup.ts';
import { defineJob } from './kinds/job-kind.ts';
import { sessionsCleanup } from './kinds/sessions-cleanup.ts';
import { createQueue, type JobQueue } from './queue.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`job queue on ${engine}`, () => {
  let testDb: TestDatabase;
  let services: Services;
  let queue: JobQueue;
  const seen: { id: string; n: number }[] = [];
  let attempts = 0;
  const waiters: (() => void)[] = [];

  const echo = defineJob<{ n: number }>({
    name: 'test-echo',
    policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 30 },
  });
  const echoHandler = defineHandler(echo, async (payload, { jobId }) => {
    seen.push({ id: jobId, n: payload.n });
    waiters.splice(0).forEach((w) => w());
  });
  const flaky = defineJob<{ label: string }>({
    name: 'test-flaky',
    policy: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
  });
  const flakyHandler = defineHandler(flaky, async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('first attempt fails');
    waiters.splice(0).forEach((w) => w());
  });

  // No deadline of its own: the test's timeout bounds the wait (test/support/wait-until.ts says why).
  const until = async (check: () => boolean | Promise<boolean>) => {
    while (!(await check())) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/unused-queue' });
    const log = Fastify({ logger: false }).log;
    services = createServices(config, testDb.database, log);
    queue = createQueue(config, testDb.database, { log, kinds: [echo, flaky, sessionsCleanup], pollingIntervalSeconds: 0.5 });
    await queue.work({ handlers: [echoHandler, flakyHandler, sessionsCleanupHandler(services)], log });
  });

  afterAll(async () => {
    await queue?.stop();
    await services?.jobs.stop();
    await testDb?.close();
  });

  it('runs a job that was sent, exactly once', async () => {
    const id = await queue.send(echo, { n: 7 });
    expect(id).toEqual(expect.any(String));
    await until(() => seen.some((s) => s.id === id));
    expect(seen.filter((s) => s.id === id)).toEqual([{ id, n: 7 }]);
    const [job] = await queue.boss().findJobs('test-echo', { id: id! });
    await until(async () => (await queue.boss().findJobs('test-echo', { id: id! }))[0]?.state === 'completed');
    expect(job.data).toEqual({ n: 7 });
  });

  it('retries a failing job according to its policy', async () => {
    const id = await queue.send(flaky, { label: 'x' });
    await until(async () => (await queue.boss().findJobs('test-flaky', { id: id! }))[0]?.state === 'completed');
    expect(attempts).toBe(2);
  });

  it('runs sessions-cleanup, which deletes expired sessions and may run again', async () => {
    const [user] = await testDb.database.db.insert(users).values({ email: 'jobs@example.com', password_hash: 'x', status: 1 }).returning({ id: users.id });
    const past = createSessionService(services.config, testDb.database, () => new Date(Date.now() - 400 * 24 * 3600_000));
    await past.createSession(user.id);
    await services.sessions.createSession(user.id);
    const count = async () => (await testDb.database.db.select().from(sessions).where(eq(sessions.uid, user.id))).length;
    expect(await count()).toBe(2);
    const first = await queue.send(sessionsCleanup, {});
    await until(async () => (await queue.boss().findJobs('sessions-cleanup', { id: first! }))[0]?.state === 'completed');
    expect(await count()).toBe(1);
    const second = await queue.send(sessionsCleanup, {});
    await until(async () => (await queue.boss().findJobs('sessions-cleanup', { id: second! }))[0]?.state === 'completed');
    expect(await count()).toBe(1);
  });

  it('registers the hourly schedule of sessions-cleanup', async () => {
    const schedules = await queue.boss().getSchedules('sessions-cleanup');
    expect(schedules.map((s) => s.cron)).toEqual([sessionsCleanup.schedule!.cron]);
  });
});
