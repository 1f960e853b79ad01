// A CRISPR-Net job queued by one process is scored by `npm run worker` in a second process: the web
// side queues it and goes away (as in a restart), the worker finds it in pg-boss, scores it, stores
// the result and queues the e-mail, which the same worker delivers to the outbox. A guide searched in
// a genome where it matches nowhere ends done too (empty result, a mail saying no site was found),
// with the real genome engine in the worker's threads.
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
import { importGenome } from 'crispr-net/genome';
import { crisprJobs, pamTypes, users } from '../db/schema/index.ts';
import { readOutbox } from '../modules/mail/outbox.ts';
import { createServices } from '../services.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROOT = path.resolve(import.meta.dirname, '../..');

describe(`CRISPR-Net job in a second process (${engine})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
  });

  it('is scored by the worker process and the result mailed; a guide found nowhere ends done with an empty result', { timeout: 120_000 }, async () => {
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

    // A genome of poly-A: no G on either strand, so no NGG site anywhere.
    const fasta = path.join(dataDir, 'poly-a.fa');
    await fs.writeFile(fasta, `>chrA\n${'A'.repeat(500)}\n`);
    await importGenome(config.paths.genomes, 'polya', fasta, { title: 'Poly-A' });

    // Process one: users submit; then it shuts down (PGlite allows one process at a time).
    let database = await open();
    let services = createServices(config, database, log);
    const [user, searcher] = await database.db
      .insert(users)
      .values([
        { email: 'w@example.com', password_hash: 'x', status: 1 },
        { email: 'none@example.com', password_hash: 'x', status: 1 },
      ])
      .returning();
    const id = await services.crispr.addJob(user.id, {
      title: 'second process',
      email: 'w@example.com',
      xulie: 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG\nGGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG\n',
    });
    const [ngg] = await database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 }).returning();
    const [genome] = await services.crispr.listOptions('genome');
    const noSite = await services.crispr.addJob(searcher.id, { title: 'nowhere', email: 'none@example.com', xulie: 'GACGCATAAAGATGAGACGCTGG', type: ngg.id, type1: genome.id });
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
    while (mails.length < 2) {
      if (worker.exitCode !== null) throw new Error(`no mail from the worker; stderr:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      mails = await readOutbox(config.paths.mailOutbox).catch(() => []);
    }
    worker.kill('SIGTERM');
    await exited;
    const scored = mails.find((m) => m.to === 'w@example.com');
    expect(scored).toMatchObject({ subject: expect.stringContaining('已完成') });
    expect(scored?.text).toContain(`https://gene.example.com/crispr-result?id=${id}`);
    const nowhere = mails.find((m) => m.to === 'none@example.com');
    expect(nowhere).toMatchObject({ subject: 'CRISPR-Net 任务已完成：nowhere' });
    expect(nowhere?.text).toContain('所有 sgRNA 在参考基因组中均未找到候选位点，没有需要评分的位点。');
    expect(nowhere?.text).toContain(`https://gene.example.com/crispr-result?id=${noSite}`);

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
    const [empty] = await database.db.select().from(crisprJobs).where(eq(crisprJobs.id, noSite));
    expect(empty).toMatchObject({ status: 3, error: null, jieguo: [], guide_notes: [{ guide: 'GACGCATAAAGATGAGACGCTGG', sites: 0, truncated: false, note: null }] });
  });
});
