// A genome search split into sub-jobs (decision 0064) on E. coli 536 (Debian's bowtie-examples) with
// the real engine, through the job queue on the test database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set). GENOME_PART_WORK is one engine task × one guide, so three guides make
// nine parts. Each runner is a worker as `npm run worker` builds it (its own services and pg-boss
// instance on the shared database); the reference is the same job searched whole, as before the split.
//   - one runner and two runners give exactly the whole search's rows, notes and CSV;
//   - a runner stopped while it holds a part (its pg-boss job failed and retried by the other) loses
//     nothing, and when it comes back to life and writes its part anyway, duplicates nothing;
//   - a retried or duplicated part or crispr-score changes nothing after the end.
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importGenome } from 'crispr-net/genome';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { waitUntil } from '../../test/support/wait-until.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { crisprJobParts, crisprJobs, pamTypes, users } from '../db/schema/index.ts';
import { loadGenomeEngine, type GenomeEngine, type ShardedSearch } from '../modules/crispr/genome-engine.ts';
import { createServices, type Services } from '../services.ts';
import { startWorker } from '../worker.ts';

const engineName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ECOLI = '/usr/share/doc/bowtie/examples/genomes/NC_008253.fna.gz';
const log = Fastify({ logger: false }).log;
/** The engine's task size (TASK_BASES): a part of one task and one guide. */
const ONE_TASK = 2 ** 21;
const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';

type SearchHook = (search: ShardedSearch['search'], args: Parameters<ShardedSearch['search']>) => ReturnType<ShardedSearch['search']>;

describe.skipIf(!existsSync(ECOLI))(`a genome search split into sub-jobs (${engineName}; needs bowtie-examples)`, () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let config: AppConfig;
  let guides: string[];
  let ngg: number;
  let genomeId: number;
  let reference: typeof crisprJobs.$inferSelect;
  let expected: Awaited<ReturnType<typeof resultOf>>;
  /** Services that run no worker: they submit the reference and read result files. */
  let reader: Services;
  const stops: (() => Promise<void>)[] = [];
  let submitted = 0;

  /** A runner: its own services and pg-boss instance on the shared database; `hook` wraps its shard searches. */
  async function runner(hook?: SearchHook): Promise<{ services: Services; searched: number; stop(): Promise<void> }> {
    const real = await loadGenomeEngine();
    const state = { searched: 0 };
    const engine: GenomeEngine = {
      ...real,
      shards: {
        ...real.shards!,
        search: (...args) => {
          state.searched++;
          return hook ? hook(real.shards!.search, args) : real.shards!.search(...args);
        },
      },
    };
    const services = createServices(config, testDb.database, log, { genomeEngine: async () => engine });
    const worker = await startWorker(services, log);
    stops.push(() => worker.stop());
    return {
      services,
      stop: () => worker.stop(),
      get searched() {
        return state.searched;
      },
    };
  }

  async function submit(services: Services): Promise<number> {
    const [user] = await testDb.database.db
      .insert(users)
      .values({ email: `split-${++submitted}@example.com`, password_hash: 'x', status: 1 })
      .returning();
    return services.crispr.addJob(user.id, { title: 'split', email: user.email, xulie: [PAIR, ...guides].join('\n'), type: ngg, type1: genomeId, mismatches: 4, bulge: 'either' });
  }

  const jobRow = async (id: number) => (await testDb.database.db.select().from(crisprJobs).where(eq(crisprJobs.id, id)))[0];
  const ended = (id: number) => waitUntil(async () => ((await jobRow(id)).status !== 1 ? jobRow(id) : null), 100);

  /** The job's result as the user gets it: rows, notes and the CSV file's text. */
  async function resultOf(row: typeof crisprJobs.$inferSelect) {
    const csv = await reader.uploads.readOwned(row.out_csvfile!, row.uid);
    return { status: row.status, error: row.error, jieguo: row.jieguo, guide_notes: row.guide_notes, csv: csv?.toString('utf8') };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crispr-sub-jobs-'));
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: 'https://gene.example.com' };
    config = loadConfig({ ...env, GENOME_PART_WORK: String(ONE_TASK) });
    await importGenome(config.paths.genomes, 'ecoli', ECOLI, { title: 'E. coli 536' });
    // Three guides of E. coli beside an NGG, at fixed places on either strand.
    const genome = gunzipSync(readFileSync(ECOLI)).toString('latin1').split('\n').slice(1).join('').toUpperCase();
    const complement: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' };
    const revcomp = (s: string) => Array.from(s, (b) => complement[b] ?? 'N').toReversed().join('');
    guides = [];
    for (let at = 1_000_000; guides.length < 3; at += 1_234_567) {
      for (let i = at; ; i++) {
        const site = guides.length % 2 ? revcomp(genome.slice(i, i + 23)) : genome.slice(i, i + 23);
        if (/^[ACGT]{21}GG$/.test(site)) {
          guides.push(site);
          break;
        }
      }
    }
    const [row] = await testDb.database.db.insert(pamTypes).values({ title: 'NGG (SpCas9)', sort: 0 }).returning();
    ngg = row.id;

    // The reference: the same job searched whole in one crispr-score run, as before sub-jobs.
    reader = createServices(loadConfig({ ...env, GENOME_PART_WORK: String(2 ** 40) }), testDb.database, log);
    stops.push(() => reader.jobs.stop());
    [{ id: genomeId }] = await reader.crispr.listOptions('genome');
    const id = await submit(reader);
    expect(await reader.crispr.process(id)).toBe('finished');
    reference = await jobRow(id);
    expected = await resultOf(reference);
    expect(reference.search_parts).toBeNull();
    expect(reference.jieguo!.filter((r) => r.guide).length).toBeGreaterThan(guides.length);
  }, 180_000);

  afterAll(async () => {
    for (const stop of stops.toReversed()) await stop().catch(() => {});
    await testDb?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('one runner and two runners each give exactly the whole search’s result', { timeout: 180_000 }, async () => {
    // One runner does all nine parts: each is told the sites its batch's answered shards settled
    // before it (the run from the first shard, but the shard right before it; a cut answer counts one more).
    const answers = new Map<string, { sites: unknown[]; truncated: boolean }>();
    const count = (answer: { sites: unknown[]; truncated: boolean }) => answer.sites.length + (answer.truncated ? 1 : 0);
    const told: { settled: readonly number[] | undefined; expected: number[] }[] = [];
    const first = await runner(async (search, args) => {
      const [, , batch, , ranges, , settled] = args;
      const shard = ranges[0].from / ONE_TASK;
      const before = answers.get(`${batch[0]}:0`);
      told.push({ settled, expected: [shard === 2 && before ? count(before) : 0] });
      const found = await search(...args);
      answers.set(`${batch[0]}:${shard}`, found[0]);
      return found;
    });
    const single = await submit(first.services);
    const singleRow = await ended(single);
    expect(singleRow.search_parts).toBe(9);
    expect(first.searched).toBe(9);
    expect(await resultOf(singleRow)).toEqual(expected);
    expect(told.map((t) => t.settled)).toEqual(told.map((t) => t.expected));
    await first.stop();

    // Two runners: each holds its first part until the other has taken one, so both work on the job.
    let aStarted!: () => void;
    let bStarted!: () => void;
    const started = { a: new Promise<void>((r) => (aStarted = r)), b: new Promise<void>((r) => (bStarted = r)) };
    const a = await runner(async (search, args) => {
      aStarted();
      await started.b;
      return search(...args);
    });
    const b = await runner(async (search, args) => {
      bStarted();
      await started.a;
      return search(...args);
    });
    const split = await submit(a.services);
    const splitRow = await ended(split);
    expect(a.searched).toBeGreaterThan(0);
    expect(b.searched).toBeGreaterThan(0);
    expect(a.searched + b.searched).toBe(9);
    expect(await resultOf(splitRow)).toEqual(expected);
    // The parts' answers went with the merge.
    expect(await testDb.database.db.select().from(crisprJobParts).where(eq(crisprJobParts.job_id, split))).toEqual([]);
    await a.stop();
    await b.stop();
  });

  it('loses nothing and duplicates nothing when a runner stops holding a part and writes it late', { timeout: 180_000 }, async () => {
    // The doomed runner takes a part and hangs in it until the test lets it go.
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let late: Promise<unknown> = Promise.resolve();
    const doomed = await runner(async (search, args) => {
      holding();
      await released;
      late = search(...args);
      return late as ReturnType<typeof search>;
    });
    const id = await submit(doomed.services);
    await held;
    // Stopped while the part runs: pg-boss fails the part's job, to be retried by whoever is left.
    await doomed.stop();
    const survivor = await runner();
    const row = await ended(id);
    expect(row.status).toBe(3);
    expect(await resultOf(row)).toEqual(expected);

    // The stopped runner comes back to life and finishes its search: its answer and merge change nothing.
    release();
    await late;
    await waitUntil(async () => doomed.searched === 1);
    expect(await resultOf(await jobRow(id))).toEqual(expected);
    // A duplicate delivery of any part, or of crispr-score, after the end does nothing either.
    expect(await survivor.services.crispr.runPart(id, 0, 'duplicate', log)).toBe('skipped');
    expect(await survivor.services.crispr.process(id)).toBe('skipped');
    expect(await resultOf(await jobRow(id))).toEqual(expected);
    await survivor.stop();
  });

  it('shows each guide’s parts done while the search runs', { timeout: 180_000 }, async () => {
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    const slow = await runner(async (search, args) => {
      await opened;
      return search(...args);
    });
    const id = await submit(slow.services);
    const row = await waitUntil(async () => ((await jobRow(id)).search_parts ? jobRow(id) : null), 100);
    const view = await slow.services.crispr.read(row.uid, id);
    expect(view.search?.progress).toEqual(guides.map((_, index) => ({ index, parts: 3, done: 0 })));
    open();
    const done = await ended(id);
    expect((await slow.services.crispr.read(done.uid, id)).search?.progress).toBeNull();
    await slow.stop();
  });
});
