// Killing a worker process mid-job (decision 0064), on PostgreSQL only (TEST_DATABASE_URL; the
// embedded PGlite is one process): two `npm run worker` processes share a split genome search on
// E. coli 536 (Debian's bowtie-examples), one is SIGKILLed while both hold a part, and the survivor
// finishes the job, the dead worker's part retried once its heartbeat went stale. The result equals
// the same job searched whole in one crispr-score run: nothing lost, nothing twice.
// "Both hold a part" is made certain, not hoped for: with the seed index a part of E. coli takes
// well under a second, so one worker could take all four before the other woke (CI's run of
// 3eaa4ad waited 300 s for a moment that never came). A trigger in the scratch database holds every
// part's answer write behind an advisory lock the test owns until both workers wait on it. The
// killed worker's waiting statement would still run once the lock is let go (PostgreSQL notices a
// gone client only when it next talks to it), so its connections are ended with it, as they are
// when a machine dies: its part then has no answer, and must be retried.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importGenome } from 'crispr-net/genome';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/support/test-database.ts';
import { waitUntil } from '../../test/support/wait-until.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { crisprJobs, pamTypes, users } from '../db/schema/index.ts';
import { createServices } from '../services.ts';

const ECOLI = '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const ROOT = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const log = Fastify({ logger: false }).log;

describe.skipIf(!serverUrl || !existsSync(ECOLI))('a worker process killed mid-job (PostgreSQL; needs bowtie-examples)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
  });

  it('loses nothing and duplicates nothing', { timeout: 300_000 }, async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    cleanups.push(() => scratch.drop());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crispr-kill-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const genomes = path.join(dataDir, 'genomes');
    const info = await importGenome(genomes, 'ecoli', ECOLI, { title: 'E. coli 536' });
    const genome = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
    const guides: string[] = [];
    for (let at = 700_000; guides.length < 4; at += 1_000_003) {
      for (let i = at; ; i++) {
        if (/^[ACGT]{21}GG$/.test(genome.slice(i, i + 23))) {
          guides.push(genome.slice(i, i + 23));
          break;
        }
      }
    }
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_URL: scratch.url,
      GENOME_DIR: genomes,
      // One guide over the whole genome a part, one thread: four parts of a second or more each.
      GENOME_PART_WORK: String(info.length),
      GENOME_SEARCH_THREADS: '1',
    };
    const database: Database = await openDatabase({ url: scratch.url });
    cleanups.push(() => database.close());
    const GATE = 33_064;
    await database.executeSql(
      `create function hold_part_answers() returns trigger language plpgsql as $$
       begin perform pg_advisory_xact_lock_shared(${GATE}); return new; end $$`,
      [],
    );
    await database.executeSql('create trigger hold_part_answers before update on crispr_job_parts for each row execute function hold_part_answers()', []);
    const gate = new pg.Client({ connectionString: scratch.url });
    await gate.connect();
    cleanups.push(() => gate.end());
    await gate.query('select pg_advisory_lock($1)', [GATE]);
    const [pam] = await database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 }).returning();
    const submitter = createServices(loadConfig({ ...env, GENOME_PART_WORK: String(2 ** 40) }, ROOT), database, log);
    cleanups.push(() => submitter.jobs.stop());
    const [option] = await submitter.crispr.listOptions('genome');
    let submitted = 0;
    const submit = async () => {
      const [user] = await database.db.insert(users).values({ email: `kill-${++submitted}@example.com`, password_hash: 'x', status: 1 }).returning();
      return submitter.crispr.addJob(user.id, { title: 'kill', xulie: guides.join('\n'), type: pam.id, type1: option.id, mismatches: 4, bulge: 'either' });
    };
    const jobRow = async (id: number) => (await database.db.select().from(crisprJobs).where(eq(crisprJobs.id, id)))[0];

    // The reference: searched whole in this process, as before sub-jobs.
    const reference = await submit();
    expect(await submitter.crispr.process(reference)).toBe('finished');
    const expected = await jobRow(reference);

    const startWorker = async (name: string) => {
      const child: ChildProcess = spawn(process.execPath, ['server/worker.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PGAPPNAME: `kill-test ${name}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      let out = '';
      child.stdout!.on('data', (chunk) => (out += String(chunk)));
      child.stderr!.resume();
      await waitUntil(() => out.includes('worker started') || child.exitCode !== null);
      expect(child.exitCode).toBeNull();
      return child;
    };
    const doomed = await startWorker('doomed');
    const survivor = await startWorker('survivor');

    const id = await submit();
    // Both workers hold a part, each waiting at its answer's write: kill one of them there and then.
    const count = async (where: string) => {
      const result = (await database.executeSql(`select count(*)::int as n from pgboss.job where name = 'crispr-search-part' and ${where}`, [])) as { rows: { n: number }[] };
      return Number(result.rows[0].n);
    };
    const waiting = async () => {
      const result = await gate.query<{ name: string }>(
        `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.objid = $1 and not l.granted and a.datname = current_database()
         order by 1`,
        [GATE],
      );
      return result.rows.map((row) => row.name).join(', ');
    };
    await waitUntil(async () => (await waiting()) === 'kill-test doomed, kill-test survivor', 50);
    expect(await count("state = 'active'")).toBe(2);
    doomed.kill('SIGKILL');
    await new Promise((resolve) => doomed.once('exit', resolve));
    await gate.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kill-test doomed'");
    await gate.query('select pg_advisory_unlock($1)', [GATE]);

    const row = await waitUntil(async () => ((await jobRow(id)).status !== 1 ? jobRow(id) : null), 250);
    expect(row.search_parts).toBe(4);
    expect({ status: row.status, error: row.error, jieguo: row.jieguo, guide_notes: row.guide_notes }).toEqual({
      status: 3,
      error: null,
      jieguo: expected.jieguo,
      guide_notes: expected.guide_notes,
    });
    // The killed worker's part was retried, not lost: some part job needed a second attempt.
    expect(await count('retry_count > 0')).toBeGreaterThan(0);
    survivor.kill('SIGTERM');
    await new Promise((resolve) => survivor.once('exit', resolve));
  });
});
