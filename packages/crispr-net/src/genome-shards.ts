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
import { poolSize, searchTaskRanges, settleSites, taskRanges, type GuideSearch, type SearchOptions, type TaskRange } from './genome-search.ts';

/** The PAM start positions [from, to) of one sequence that one task of searchGenome owns. */
export type ShardRange = TaskRange;

/** Consecutive tasks of a search, in genome order, and the bases they cover. */
export type SearchShard = { ranges: ShardRange[]; bases: number };

/**
 * The tasks searchGenome would make for a genome of these sequence lengths, grouped in genome order
 * into shards of at least `shardBases` (the last may be smaller). A shard never splits a task.
 */
export function planSearchShards(info: { sequences: readonly { length: number }[] }, shardBases: number): SearchShard[] {
  const shards: SearchShard[] = [];
  let current: SearchShard = { ranges: [], bases: 0 };
  for (const range of taskRanges(info)) {
    current.ranges.push(range);
    current.bases += range.to - range.from;
    if (current.bases >= shardBases) {
      shards.push(current);
      current = { ranges: [], bases: 0 };
    }
  }
  if (current.ranges.length > 0) shards.push(current);
  return shards;
}

/**
 * Searches `guides` in the tasks of one shard (searchGenome's own search over these tasks) and answers, per guide,
 * the shard's sites sorted by place and cut at maxSitesPerGuide. `timeoutMs` bounds this shard alone.
 * `threads` (default as searchGenome: min(2, cores)): several workers on one machine share its cores.
 * `settledBefore` (per guide): the sites of earlier shards that sort before anything this shard can
 * report (settledSitesBefore); a guide with more than the limit of them is answered empty at once.
 */
export async function searchGenomeShard(
  genomeDir: string,
  name: string,
  guides: readonly string[],
  options: SearchOptions,
  ranges: readonly ShardRange[],
  threads: number = poolSize(),
  settledBefore?: readonly number[],
): Promise<GuideSearch[]> {
  return searchTaskRanges(genomeDir, name, guides, options, ranges, threads, 'genome search shard', settledBefore);
}

/**
 * Per guide, the sites of earlier shards that certainly sort before every site of shard `shard`:
 * those of the run of answered shards from the first, but not of the shard right before it (a site may
 * start a protospacer and a bulge before its own range). `answered[j]` is shard j's site count per
 * guide, or null while it is unanswered; a truncated answer counts one more than it kept (it had more).
 */
export function settledSitesBefore(shard: number, answered: readonly (readonly number[] | null)[], guides: number): number[] {
  const settled = Array.from({ length: guides }, () => 0);
  for (let j = 0; j < shard - 1 && answered[j]; j++) answered[j]!.forEach((count, g) => (settled[g] += count));
  return settled;
}

/**
 * Joins one guide's answers from every shard, given in shard (genome) order, into searchGenome's
 * answer for that guide. `sequenceNames` are the genome's sequences in order.
 */
export function mergeShardSearches(sequenceNames: readonly string[], guide: string, shards: readonly Pick<GuideSearch, 'sites' | 'truncated'>[], maxSitesPerGuide: number): GuideSearch {
  const order = new Map(sequenceNames.map((name, i) => [name, i]));
  const sites = shards.flatMap((shard) => shard.sites);
  return { guide, ...settleSites(sites, shards.some((shard) => shard.truncated), order, maxSitesPerGuide) };
}
