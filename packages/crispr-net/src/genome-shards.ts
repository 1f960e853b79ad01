// A genome search cut into shards that separate processes (or machines) can run: a shard is a run of
// consecutive tasks of searchGenome (the same SearchTask ranges, TASK_BASES each), and a guide batch
// is any subset of the guides. searchGenomeShard runs one shard's tasks in worker threads;
// mergeShardSearches joins the shards' answers into exactly what searchGenome answers.
//
// Why the merge is exact: searchGenome concatenates its tasks' sites in task order and sorts them
// stably by place, then keeps maxSitesPerGuide. A shard does the same over its own tasks, so the
// shard's sites are that concatenation sorted; a stable sort of sorted runs concatenated in task order
// equals the stable sort of the whole. A shard may also cut its own list at maxSitesPerGuide: a site
// past that rank has that many sites before it in the whole, so the whole cut never reaches it, and
// the whole is then truncated anyway. Guides are searched independently, so batches change nothing.
import { compilePam, normalizeGuide } from './genome-scan.ts';
import { GenomeSearchTimeout, TASK_BASES, WorkerClient, checkOptions, poolSize, type GuideSearch, type SearchOptions } from './genome-search.ts';
import { genomeFolder, readInfoIn } from './genome-store.ts';
import type { OffTargetSite, SearchTask, TaskResult } from './genome-task.ts';

/** The PAM start positions [from, to) of one sequence that one task of searchGenome owns. */
export type ShardRange = { sequence: number; from: number; to: number };

/** Consecutive tasks of a search, in genome order, and the bases they cover. */
export type SearchShard = { ranges: ShardRange[]; bases: number };

/**
 * The tasks searchGenome would make for a genome of these sequence lengths, grouped in genome order
 * into shards of at least `shardBases` (the last may be smaller). A shard never splits a task.
 */
export function planSearchShards(info: { sequences: readonly { length: number }[] }, shardBases: number): SearchShard[] {
  const shards: SearchShard[] = [];
  let current: SearchShard = { ranges: [], bases: 0 };
  info.sequences.forEach((sequence, index) => {
    for (let from = 0; from < sequence.length; from += TASK_BASES) {
      const to = Math.min(sequence.length, from + TASK_BASES);
      current.ranges.push({ sequence: index, from, to });
      current.bases += to - from;
      if (current.bases >= shardBases) {
        shards.push(current);
        current = { ranges: [], bases: 0 };
      }
    }
  });
  if (current.ranges.length > 0) shards.push(current);
  return shards;
}

function byPlace(sequenceOrder: ReadonlyMap<string, number>) {
  return (a: OffTargetSite, b: OffTargetSite) =>
    sequenceOrder.get(a.chrom)! - sequenceOrder.get(b.chrom)! || a.position - b.position || (a.strand < b.strand ? -1 : a.strand > b.strand ? 1 : 0);
}

/** Sorts (stably) and cuts one guide's sites exactly as searchGenome does. */
function settle(sites: OffTargetSite[], truncated: boolean, order: ReadonlyMap<string, number>, maxSites: number): { sites: OffTargetSite[]; truncated: boolean } {
  sites.sort(byPlace(order));
  if (sites.length > maxSites) {
    sites.length = maxSites;
    truncated = true;
  }
  return { sites, truncated };
}

/**
 * Searches `guides` in the tasks of one shard (worker threads, as searchGenome) and answers, per guide,
 * the shard's sites sorted by place and cut at maxSitesPerGuide. `timeoutMs` bounds this shard alone.
 * `threads` (default as searchGenome: min(2, cores)): several workers on one machine share its cores.
 */
export async function searchGenomeShard(
  genomeDir: string,
  name: string,
  guides: readonly string[],
  options: SearchOptions,
  ranges: readonly ShardRange[],
  threads: number = poolSize(),
): Promise<GuideSearch[]> {
  checkOptions(options);
  const pamLength = compilePam(options.pam).length;
  const normalized = guides.map((guide) => normalizeGuide(guide, pamLength));
  const folder = await genomeFolder(genomeDir, name);
  const info = await readInfoIn(folder, name);
  if (guides.length === 0) return [];
  const tasks: SearchTask[] = ranges.map(({ sequence, from, to }) => ({
    folder, info, sequence, from, to,
    guides, normalized, pam: options.pam, mismatches: options.mismatches, bulge: options.bulge,
    maxSites: options.maxSitesPerGuide,
  }));
  const pool = Array.from({ length: Math.max(1, Math.min(threads, tasks.length)) }, () => new WorkerClient());
  const results: TaskResult[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    let next = 0;
    const drain = async (client: WorkerClient) => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await client.request<TaskResult>({ kind: 'search', task: tasks[i] });
      }
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GenomeSearchTimeout(`genome search shard took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    const work = Promise.all(pool.map(drain));
    work.catch(() => {}); // after a timeout the terminated threads reject what they still owed
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    await Promise.all(pool.map((client) => client.terminate()));
  }
  const order = new Map(info.sequences.map((s, i) => [s.name, i]));
  return guides.map((guide, g) => {
    const sites = results.flatMap((result) => result[g].sites);
    const { sites: kept, truncated } = settle(sites, results.some((result) => result[g].truncated), order, options.maxSitesPerGuide);
    return { guide, sites: kept, truncated };
  });
}

/**
 * Joins one guide's answers from every shard, given in shard (genome) order, into searchGenome's
 * answer for that guide. `sequenceNames` are the genome's sequences in order.
 */
export function mergeShardSearches(sequenceNames: readonly string[], guide: string, shards: readonly Pick<GuideSearch, 'sites' | 'truncated'>[], maxSitesPerGuide: number): GuideSearch {
  const order = new Map(sequenceNames.map((name, i) => [name, i]));
  const sites = shards.flatMap((shard) => shard.sites);
  return { guide, ...settle(sites, shards.some((shard) => shard.truncated), order, maxSitesPerGuide) };
}
