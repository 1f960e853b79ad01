// searchGenome and scorePairsInWorker: the work runs in worker threads (genome-worker.ts), never on
// the caller's event loop. A search splits the genome into tasks of at most TASK_BASES and hands them
// to a small pool (min(2, cpus) threads) created for the call; a timeout terminates the pool.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compilePam, normalizeGuide, GenomeInputError, type BulgeMode } from './genome-scan.ts';
import { genomeFolder, readInfoIn } from './genome-store.ts';
import { BLOCK_BASES, currentIndex } from './seed-index.ts';
import { SiteQuota } from './site-quota.ts';
import { CrisprInputError } from './encode.ts';
import type { OffTargetSite, SearchTask, TaskResult } from './genome-task.ts';
import type { WorkerMessage, WorkerResponse } from './genome-worker.ts';

export type SearchOptions = {
  pam: string;
  mismatches: number;
  bulge: BulgeMode;
  maxSitesPerGuide: number;
  timeoutMs: number;
  /** 'auto' (default): the seed index where it pays, else the scan; 'scan': the scan only (decision 0063). */
  engine?: 'auto' | 'scan';
};

export type GuideSearch = { guide: string; sites: OffTargetSite[]; truncated: boolean };

export class GenomeSearchTimeout extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenomeSearchTimeout';
  }
}

/** Bases a task scans: small enough to balance two threads on E. coli, large enough to amortise a read. */
export const TASK_BASES = 1 << 21;
const WORKER_URL = new URL('./genome-worker.ts', import.meta.url);
const BULGES: readonly BulgeMode[] = ['none', 'dna', 'rna', 'either'];

export function checkOptions(options: SearchOptions): void {
  const { mismatches, bulge, maxSitesPerGuide, timeoutMs } = options;
  if (!Number.isInteger(mismatches) || mismatches < 0 || mismatches > 6) throw new GenomeInputError(`mismatches must be 0 to 6, not ${mismatches}`);
  if (!BULGES.includes(bulge)) throw new GenomeInputError(`bulge must be one of ${BULGES.join(', ')}, not ${bulge}`);
  if (!Number.isInteger(maxSitesPerGuide) || maxSitesPerGuide < 1) throw new GenomeInputError('maxSitesPerGuide must be a positive integer');
  if (!(timeoutMs > 0)) throw new GenomeInputError('timeoutMs must be positive');
}

/** A thread that answers requests in order; rejects them all if it dies. */
export class WorkerClient {
  private worker: Worker;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private next = 1;
  dead: Error | null = null;

  constructor() {
    this.worker = new Worker(WORKER_URL);
    this.worker.unref();
    this.worker.on('message', (response: WorkerResponse) => {
      const entry = this.pending.get(response.id);
      if (!entry) return;
      this.pending.delete(response.id);
      if (this.pending.size === 0) this.worker.unref();
      if (response.ok) entry.resolve(response.value);
      else {
        const Kind = response.name === 'GenomeInputError' ? GenomeInputError : response.name === 'CrisprInputError' ? CrisprInputError : Error;
        entry.reject(new Kind(response.message));
      }
    });
    const fail = (error: Error) => {
      this.dead = error;
      for (const entry of this.pending.values()) entry.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`worker thread exited (${code})`)));
  }

  request<T>(message: WorkerMessage): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    // Keep the process alive while an answer is owed, not while the thread idles.
    this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
      this.worker.postMessage({ ...message, id });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

export function poolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

/** One task's PAM range [from, to) of a sequence, and where the sequence starts in the genome. */
export type TaskRange = { sequence: number; from: number; to: number };

/** The tasks of a whole-genome search, in genome order: every sequence cut into TASK_BASES stretches. */
export function* taskRanges(info: { sequences: readonly { length: number }[] }): Generator<TaskRange> {
  for (const [sequence, { length }] of info.sequences.entries()) {
    for (let from = 0; from < length; from += TASK_BASES) yield { sequence, from, to: Math.min(length, from + TASK_BASES) };
  }
}

export async function searchGenome(genomeDir: string, name: string, guides: readonly string[], options: SearchOptions): Promise<GuideSearch[]> {
  return searchTaskRanges(genomeDir, name, guides, options, null, poolSize(), 'genome search');
}

/**
 * The search itself, over the given task ranges (null: the whole genome) in `threads` worker threads.
 * searchGenome and searchGenomeShard (a sub-job's part) both run here, so a shard searches its tasks
 * exactly as the whole search would, index grouping included. Answers per guide its sites sorted by
 * place and cut at maxSitesPerGuide. `settledBefore` (per guide) counts sites that sort before every
 * site of these ranges (site-quota.ts).
 */
export async function searchTaskRanges(
  genomeDir: string,
  name: string,
  guides: readonly string[],
  options: SearchOptions,
  ranges: readonly TaskRange[] | null,
  threads: number,
  label: string,
  settledBefore?: readonly number[],
): Promise<GuideSearch[]> {
  checkOptions(options);
  const pamLength = compilePam(options.pam).length;
  const normalized = guides.map((guide) => normalizeGuide(guide, pamLength));
  const folder = await genomeFolder(genomeDir, name);
  const info = await readInfoIn(folder, name);
  if (guides.length === 0) return [];
  const engine = options.engine ?? 'auto';
  const indexed = engine === 'auto' && (await currentIndex(folder, info)) !== null;
  const starts: number[] = [];
  info.sequences.reduce((offset, sequence) => (starts.push(offset), offset + sequence.length), 0);
  const tasks: SearchTask[] = [];
  // With the index, a thread takes every task of an index block in a row: it looks a guide up once
  // per block (seed-candidates.ts). Without it, tasks are handed out one by one.
  const groups: { block: number; tasks: number[] }[] = [];
  for (const { sequence, from, to } of ranges ?? taskRanges(info)) {
    const block = Math.floor((starts[sequence] + from) / BLOCK_BASES);
    if (!indexed || groups.at(-1)?.block !== block) groups.push({ block, tasks: [] });
    groups.at(-1)!.tasks.push(tasks.length);
    tasks.push({
      folder, info, sequence, from, to,
      guides, normalized, pam: options.pam, mismatches: options.mismatches, bulge: options.bulge,
      maxSites: options.maxSitesPerGuide, engine,
    });
  }
  const pool = Array.from({ length: Math.max(1, Math.min(threads, groups.length)) }, () => new WorkerClient());
  const results: TaskResult[] = [];
  const quota = new SiteQuota(guides.length, options.maxSitesPerGuide, settledBefore);
  let timer: NodeJS.Timeout | undefined;
  try {
    let next = 0;
    const drain = async (client: WorkerClient) => {
      while (next < groups.length) {
        for (const i of groups[next++].tasks) {
          const skip = quota.skips();
          results[i] = await client.request<TaskResult>({ kind: 'search', task: skip.includes(true) ? { ...tasks[i], skip } : tasks[i] });
          quota.record(i, results[i]);
        }
      }
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GenomeSearchTimeout(`${label} took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    const work = Promise.all(pool.map(drain));
    work.catch(() => {}); // after a timeout the terminated threads reject what they still owed
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    await Promise.all(pool.map((client) => client.terminate()));
  }
  // Tasks are in genome order and each lists + strand sites before - strand ones: sort by place.
  const order = new Map(info.sequences.map((s, i) => [s.name, i]));
  return guides.map((guide, g) => ({
    guide,
    ...settleSites(
      results.flatMap((result) => result[g].sites),
      results.some((result) => result[g].truncated),
      order,
      options.maxSitesPerGuide,
    ),
  }));
}

/**
 * Sorts one guide's sites stably by place (sequence, position, strand) and keeps the first
 * `maxSites`. Stable, so sites concatenated in task order and settled equal the whole search's
 * (the merge of shards relies on it).
 */
export function settleSites(sites: OffTargetSite[], truncated: boolean, sequenceOrder: ReadonlyMap<string, number>, maxSites: number): { sites: OffTargetSite[]; truncated: boolean } {
  sites.sort(
    (a, b) =>
      sequenceOrder.get(a.chrom)! - sequenceOrder.get(b.chrom)! || a.position - b.position || (a.strand < b.strand ? -1 : a.strand > b.strand ? 1 : 0),
  );
  if (sites.length > maxSites) {
    sites.length = maxSites;
    truncated = true;
  }
  return { sites, truncated };
}

// One scoring thread per process, started on first use; it idles unref'd so it never holds the process open.
let scorer: WorkerClient | null = null;

export async function scorePairsInWorker(weightsDir: string, pairs: readonly { on: string; off: string }[]): Promise<number[]> {
  if (!scorer || scorer.dead) scorer = new WorkerClient();
  return scorer.request<number[]>({ kind: 'score', weightsDir, pairs: pairs.map(({ on, off }) => ({ on, off })) });
}
