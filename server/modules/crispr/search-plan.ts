// How a genome search is cut into sub-jobs (decision 0064), and its time limit. The work of a part is
// bases × guides; a job is cut into guide batches × genome shards so that each part is about
// `partWork` (GENOME_PART_WORK): with the plain scan's ≈ 63 ns a base and guide, 2^28 is ≈ 15 s of
// CPU. A job within one part's work (phage λ, E. coli with a few guides) stays one job, as before.
import { CRISPR_LIMITS } from '../../../contracts/crispr.ts';
import type { SearchShard, ShardedSearch } from './genome-engine.ts';

export interface PlannedPart {
  part: number;
  /** Guides [guide_from, guide_to) of the job, in its input order. */
  guide_from: number;
  guide_to: number;
  shard: number;
  ranges: SearchShard['ranges'];
  /** This part's share of the job's limit. */
  seconds: number;
}

/** The job's search time limit: grows with its guides and genome, never below CRISPR_LIMITS.searchSeconds. */
export function searchLimitSeconds(guides: number, genomeBases: number): number {
  return Math.max(CRISPR_LIMITS.searchSeconds, Math.ceil((guides * genomeBases * CRISPR_LIMITS.searchSecondsPerGuideGbp) / 1e9));
}

/** A part never gets less than this, so a tiny shard does not fail on a busy machine's hiccup. */
const MIN_PART_SECONDS = 30;

/**
 * The parts of a search of `guides` guides in a genome of these sequences, or null when it is one
 * part. Part numbers run batch by batch, shards in genome order within a batch.
 */
export function planParts(
  shards: Pick<ShardedSearch, 'plan'>,
  info: { length: number; sequences: readonly { length: number }[] },
  guides: number,
  partWork: number,
): { parts: PlannedPart[]; seconds: number } | null {
  const seconds = searchLimitSeconds(guides, info.length);
  if (guides === 0 || guides * info.length <= partWork) return null;
  const perBatch = Math.min(guides, Math.max(1, Math.floor(partWork / Math.max(1, info.length))));
  const planned = shards.plan(info, Math.ceil(partWork / perBatch));
  const batches = Math.ceil(guides / perBatch);
  if (batches * planned.length <= 1) return null;
  const totalWork = guides * info.length;
  const parts: PlannedPart[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const guide_from = batch * perBatch;
    const guide_to = Math.min(guides, guide_from + perBatch);
    planned.forEach((shard, index) => {
      const share = ((guide_to - guide_from) * shard.bases) / totalWork;
      parts.push({ part: parts.length, guide_from, guide_to, shard: index, ranges: shard.ranges, seconds: Math.max(MIN_PART_SECONDS, Math.ceil(seconds * share)) });
    });
  }
  return { parts, seconds };
}
