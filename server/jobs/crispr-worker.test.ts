// A CRISPR-Net job queued by one process is scored by `npm run worker` in a second process: the web
// side queues it and goes away (as in a restart), the worker finds it in pg-boss, scores it, stores
// the result and queues the e-mail, which the same worker delivers to the outbox.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/support/test-database.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { crisprJobs, users } from '../db/schema/index.ts';
import { readOutbox } from '../modules/mail/outbox.ts';
import { createServices } from '../services.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROOT = path.resolve(import.meta.dirname, '../..');

describe(`CRISPR-Net job in a second process (${engine})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
  });

  it('is scored by the worker process and the result mailed', { timeout: 120_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crispr-worker-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://gene.example.com',
    };
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    }
    const config = loadConfig(env, ROOT);
    const open = () => openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
    const log = Fastify({ logger: false }).log;

    // Process one: a user submits; then it shuts down (PGlite allows one process at a time).
    let database = await open();
    let services = createServices(config, database, log);
    const [user] = await database.db.insert(users).values({ email: 'w@example.com', password_hash: 'x', status: 1 }).returning();
    const id = await services.crispr.addJob(user.id, {
      title: 'second process',
      email: 'w@example.com',
      xulie: 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG\nGGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG\n',
    });
    await services.jobs.stop();
    await database.close();

    // Process two: the worker entry.
    const worker: ChildProcess = spawn(process.execPath, ['server/worker.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    worker.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    cleanups.push(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    });
    // No deadline of its own: the test's timeout bounds the wait (test/support/wait-until.ts says why).
    let mails = await readOutbox(config.paths.mailOutbox).catch(() => []);
    while (mails.length === 0) {
      if (worker.exitCode !== null) throw new Error(`no mail from the worker; stderr:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      mails = await readOutbox(config.paths.mailOutbox).catch(() => []);
    }
    worker.kill('SIGTERM');
    await exited;
    expect(mails[0]).toMatchObject({ to: 'w@example.com', subject: expect.stringContaining('已完成') });
    expect(mails[0].text).toContain(`https://gene.example.com/crispr-result?id=${id}`);

    // Back in process one (restarted): the job ended with its scores.
    database = await open();
    cleanups.push(() => database.close());
    const [row] = await database.db.select().from(crisprJobs).where(eq(crisprJobs.id, id));
    expect(row.status).toBe(3);
    expect(row.jieguo).toHaveLength(2);
    expect(Math.abs(row.jieguo![0].CRISPR_Net_score - 0.9184679)).toBeLessThan(1e-6);
    expect(row.out_csvfile).toMatch(/^\/uploads\/.+\.csv$/);
    services = createServices(config, database, log);
    const file = await services.uploads.open(row.out_csvfile!.replace('/uploads/', ''));
    expect(file?.name).toBe(`CRISPR-Net-${id}.csv`);
  });
});
