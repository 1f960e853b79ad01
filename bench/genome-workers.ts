// Benchmark of split genome searches (decision 0064): the same CRISPR-Net job with guides, searched by
// one `npm run worker` process and then by two, on one PostgreSQL database; reports both wall times
// and their ratio, measured in the same run, and checks that both gave the same result.
//
// The genome is generated (a fixed seed): BENCH_GENOME_MBP (default 25) Mbp of random sequence in 4
// chromosomes; BENCH_GUIDES (default 16) guides taken from it beside an NGG; ≤ 4 mismatches + either
// bulge. GENOME_PART_WORK is set so that each guide is one part over the whole genome (a few seconds
// each), and GENOME_SEARCH_THREADS=1, so each worker stands for a one-core machine: on this 2-core
// machine two such workers use both cores, as two machines would each use their own.
//
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a server where databases may be
// created); the embedded PGlite is one process. Run it on an idle machine: it reports, it does not judge.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importGenome } from 'crispr-net/genome';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createScratchDatabase } from '../test/support/test-database.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { crisprJobs, pamTypes, users } from '../server/db/schema/index.ts';
import { createRng } from '../server/db/seed/prng.ts';
import { createServices } from '../server/services.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const megabases = Number(process.env.BENCH_GENOME_MBP ?? 25);
const guideCount = Number(process.env.BENCH_GUIDES ?? 16);
/** Rounds of (1 worker, 2 workers), alternating so that a change of the machine's load hits both alike. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** CPU seconds (user + system, every thread) a live process has used, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; 100 ticks a second.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const log = Fastify({ logger: false }).log;

if (!serverUrl) {
  process.stderr.write('bench/genome-workers.ts needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PGlite is one process)\n');
  process.exit(1);
}

const scratch = await createScratchDatabase(serverUrl);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-genome-workers-'));
const workers: ChildProcess[] = [];
try {
  // The genome and the guides, from a fixed seed.
  const rng = createRng(64);
  const chromosomes = Array.from({ length: 4 }, () => Array.from({ length: Math.round((megabases * 1e6) / 4) }, () => 'ACGT'[Math.floor(rng() * 4)]).join(''));
  const fasta = path.join(dataDir, 'bench.fa');
  await fs.writeFile(fasta, chromosomes.map((seq, i) => `>chr${i + 1}\n${seq.match(/.{1,80}/g)!.join('\n')}\n`).join(''));
  const genomes = path.join(dataDir, 'genomes');
  const info = await importGenome(genomes, 'bench', fasta, { title: 'Bench genome' });
  await fs.rm(fasta);
  const guides: string[] = [];
  while (guides.length < guideCount) {
    const seq = chromosomes[guides.length % 4];
    const at = Math.floor(rng() * (seq.length - 23));
    const site = seq.slice(at, at + 23);
    if (/^[ACGT]{21}GG$/.test(site)) guides.push(site);
  }

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    DATABASE_URL: scratch.url,
    GENOME_DIR: genomes,
    // One guide over the whole genome per part.
    GENOME_PART_WORK: String(info.length),
    GENOME_SEARCH_THREADS: '1',
  };
  const config = loadConfig(env, ROOT);
  const database = await openDatabase({ url: scratch.url });
  const services = createServices(config, database, log);
  const [pam] = await database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 }).returning();
  const [genome] = await services.crispr.listOptions('genome');

  const startWorkers = async (count: number) => {
    const started: ChildProcess[] = [];
    for (let i = 0; i < count; i++) {
      const child = spawn(process.execPath, ['server/worker.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
      workers.push(child);
      started.push(child);
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (chunk) => {
          out += String(chunk);
          if (out.includes('worker started')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it started`)));
      });
      child.stdout!.resume();
    }
    return started;
  };
  const stopWorkers = async (started: ChildProcess[]) => {
    await Promise.all(started.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))));
  };

  let submitted = 0;
  const run = async (count: number) => {
    const started = await startWorkers(count);
    const [user] = await database.db.insert(users).values({ email: `bench-${++submitted}@example.com`, password_hash: 'x', status: 1 }).returning();
    const t0 = performance.now();
    const id = await services.crispr.addJob(user.id, { title: 'bench', xulie: guides.join('\n'), type: pam.id, type1: genome.id, mismatches: 4, bulge: 'either' });
    let row;
    for (;;) {
      [row] = await database.db.select().from(crisprJobs).where(eq(crisprJobs.id, id));
      if (row.status !== 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = (await Promise.all(started.map((child) => cpuSeconds(child.pid!)))).reduce((a, b) => a + b, 0);
    await stopWorkers(started);
    if (row.status !== 3) throw new Error(`the job ended in status ${row.status}: ${row.error}`);
    return { seconds, cpu, parts: row.search_parts, rows: row.jieguo };
  };

  const results: { one: Awaited<ReturnType<typeof run>>; two: Awaited<ReturnType<typeof run>> }[] = [];
  for (let round = 0; round < rounds; round++) results.push({ one: await run(1), two: await run(2) });
  const [first] = results;
  const same = results.every(({ one, two }) => JSON.stringify(one.rows) === JSON.stringify(first.one.rows) && JSON.stringify(two.rows) === JSON.stringify(first.one.rows));
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + pick(r), 0);
  const rounded = results.map(({ one, two }) => `${one.seconds.toFixed(1)} s / ${two.seconds.toFixed(1)} s`).join(', ');
  process.stdout.write(
    `genome search sub-jobs: ${megabases} Mbp, ${guideCount} guides (≤ 4 mismatches + either bulge), ${first.one.parts} parts, ${first.one.rows?.length} sites, ${rounds} rounds\n` +
      `  wall, 1 vs 2 worker processes: ${rounded}; ratio ${(sum((r) => r.one.seconds) / sum((r) => r.two.seconds)).toFixed(2)}x\n` +
      `  worker CPU, 1 vs 2 processes: ${(sum((r) => r.one.cpu) / rounds).toFixed(1)} s vs ${(sum((r) => r.two.cpu) / rounds).toFixed(1)} s a job; same result every time: ${same}\n`,
  );
  await services.jobs.stop();
  await database.close();
  if (!same) process.exitCode = 1;
} finally {
  for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
  await scratch.drop().catch(() => {});
  await fs.rm(dataDir, { recursive: true, force: true });
}
