// How a genome search is cut into sub-jobs and its time limit (decision 0064), with the engine's own
// shard planner: small genomes stay one job; a human-size genome is cut into guide batches × shards
// of about GENOME_PART_WORK, every guide searched in every shard once; the limit grows with guides and
// genome size, is shared among the parts, and its message names it in both languages.
import { planSearchShards } from 'crispr-net/genome';
import { describe, expect, it } from 'vitest';
import { CRISPR_MESSAGES } from '../../../contracts/crispr.ts';
import { englishOf } from '../../../contracts/english-messages.ts';
import { planParts, searchLimitSeconds } from './search-plan.ts';

const shards = { plan: planSearchShards };
const PART_WORK = 2 ** 28;
const genome = (lengths: number[]) => ({ length: lengths.reduce((a, b) => a + b, 0), sequences: lengths.map((length) => ({ length })) });

describe('planParts', () => {
  it('keeps phage λ and E. coli with a few guides as one job', () => {
    expect(planParts(shards, genome([48_502]), 20, PART_WORK)).toBeNull();
    expect(planParts(shards, genome([4_938_920]), 5, PART_WORK)).toBeNull();
  });

  it('cuts a human-size genome into guide batches × shards covering every guide and base once', () => {
    // 24 sequences, 3.1 Gbp, like hg38.
    const lengths = Array.from({ length: 24 }, (_, i) => Math.round(3.1e9 / 24) + i * 1000);
    const info = genome(lengths);
    const plan = planParts(shards, info, 20, PART_WORK)!;
    expect(plan.seconds).toBe(searchLimitSeconds(20, info.length));
    const shardCount = new Set(plan.parts.map((p) => p.shard)).size;
    expect(plan.parts).toHaveLength(20 * shardCount);
    plan.parts.forEach((part, i) => expect(part.part).toBe(i));
    for (let guide = 0; guide < 20; guide++) {
      const mine = plan.parts.filter((p) => p.guide_from <= guide && guide < p.guide_to);
      expect(mine.map((p) => p.shard)).toEqual([...Array(shardCount).keys()]);
      const bases = mine.flatMap((p) => p.ranges).reduce((n, r) => n + r.to - r.from, 0);
      expect(bases).toBe(info.length);
    }
    // Each part is about PART_WORK (a shard ends on a task's end) and gets its share of the limit.
    for (const part of plan.parts) {
      const work = (part.guide_to - part.guide_from) * part.ranges.reduce((n, r) => n + r.to - r.from, 0);
      expect(work).toBeLessThan(PART_WORK + 2 ** 22);
    }
    const shared = plan.parts.reduce((n, p) => n + p.seconds, 0);
    expect(shared).toBeGreaterThanOrEqual(plan.seconds);
  });

  it('batches several guides in a part when the genome is smaller than a part', () => {
    const info = genome([50_000_000]);
    const plan = planParts(shards, info, 20, PART_WORK)!;
    // 5 guides × 50 Mbp fit one part's work: four batches of five, one shard each.
    expect(plan.parts.map((p) => [p.guide_from, p.guide_to])).toEqual([
      [0, 5],
      [5, 10],
      [10, 15],
      [15, 20],
    ]);
  });
});

describe('searchLimitSeconds', () => {
  it('grows with guides and genome size, never below 120 s, and the message names it', () => {
    expect(searchLimitSeconds(1, 4_938_920)).toBe(120);
    expect(searchLimitSeconds(20, 3.1e9)).toBe(3720);
    expect(searchLimitSeconds(40, 3.1e9)).toBe(2 * searchLimitSeconds(20, 3.1e9));
    expect(CRISPR_MESSAGES.searchTimeoutAfter(120)).toBe(CRISPR_MESSAGES.searchTimeout);
    expect(englishOf(CRISPR_MESSAGES.searchTimeoutAfter(3720))).toBe('The genome search passed its limit of 3720 seconds; submit again with fewer sgRNAs or fewer mismatches');
  });
});
