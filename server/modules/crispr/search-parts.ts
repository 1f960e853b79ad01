// A genome search split into sub-jobs (decision 0064). crispr-score plans the parts (guide batches ×
// genome shards, search-plan.ts), records them and queues one crispr-search-part job each; any worker
// runs a part and writes its answer once (keyed by job and part); the part that finds every answer
// written claims the merge, which joins the answers exactly as the whole search would, scores each
// site once and ends the job. Every step can run again after a crash without changing the result.
import { createHash } from 'node:crypto';
import { CrisprInputError } from 'crispr-net';
import type { FastifyBaseLogger } from 'fastify';
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { CRISPR_LIMITS, CRISPR_MESSAGES, type BulgeModeValue } from '../../../contracts/crispr.ts';
import type { CrisprGuideNoteRow } from '../../db/schema/crispr.ts';
import { crisprSearchPart } from '../../jobs/kinds/crispr-search-part.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { GenomeEngine, GenomeInfo } from './genome-engine.ts';
import { SearchRefusal, refusingSearch, scoreFound, searchOptionsOf } from './genome-search.ts';
import { planParts } from './search-plan.ts';
import type { CrisprJobRow, CrisprRepo } from './repo.ts';

/** A merge claim older than this is taken over by another part job (its claimant died and gave up). */
export const MERGE_STALE_MS = 10 * 60 * 1000;

export type PartOutcome = 'answered' | 'finished' | 'failed' | 'skipped';

export interface SearchPartsDeps {
  repo: CrisprRepo;
  jobs: Pick<JobQueue, 'send'>;
  paths: { genomes: string; crisprNet: string };
  /** GENOME_PART_WORK: bases × guides of one part. */
  partWork: number;
  /** GENOME_SEARCH_THREADS: search threads of a part in this process (the engine's default when absent). */
  threads?: number;
  now: () => Date;
  genomeEngine: () => Promise<GenomeEngine>;
  /** The job's guides and pairs as its input gives them (throws CrisprInputError when it is gone). */
  readLines(row: CrisprJobRow): Promise<{ guides: string[]; pairs: { on: string; off: string }[] }>;
  /** Stores the result and ends the job with its mail, once; false when it had already ended. */
  complete(row: CrisprJobRow, rows: CrisprResultRow[], notes: CrisprGuideNoteRow[]): Promise<boolean>;
  fail(jobId: number, reason: string): Promise<boolean>;
}

/** The pg-boss id of a part's job: a repeated split queues each part once (the insert finds the id taken). */
export function partQueueId(jobId: number, part: number): string {
  const h = createHash('sha256').update(`crispr-part:${jobId}:${part}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const searchOf = (row: CrisprJobRow) => ({
  pam: row.pam ?? '',
  mismatches: row.mismatches ?? CRISPR_LIMITS.defaultMismatches,
  bulge: (row.bulge ?? 'none') as BulgeModeValue,
});

export function createSearchParts(deps: SearchPartsDeps) {
  const { repo } = deps;

  async function genomeInfo(engine: GenomeEngine, name: string): Promise<GenomeInfo | null> {
    return (await engine.listGenomes(deps.paths.genomes)).find((g) => g.name === name) ?? null;
  }

  /** Ends the job with the merged result when every part is answered and this claimant wins the merge. */
  async function mergeIfDone(jobId: number, claimant: string): Promise<boolean> {
    const at = deps.now();
    if (!(await repo.claimMerge(jobId, claimant, at, new Date(at.getTime() - MERGE_STALE_MS)))) return false;
    const row = await repo.findById(jobId);
    if (!row?.genome) return false;
    const engine = await deps.genomeEngine();
    const info = await genomeInfo(engine, row.genome);
    if (!info || !engine.shards) return deps.fail(jobId, CRISPR_MESSAGES.genomeMissing);
    const names = info.sequences.map((s) => s.name);
    const parts = (await repo.parts(jobId)).toSorted((a, b) => a.shard - b.shard);
    let lines;
    try {
      lines = await deps.readLines(row);
    } catch (error) {
      if (error instanceof CrisprInputError) return deps.fail(jobId, error.message);
      throw error;
    }
    const { guides, pairs } = lines;
    const found = guides.map((guide, g) => {
      const answers = parts.filter((p) => p.guide_from <= g && g < p.guide_to).map((p) => p.answer![g - p.guide_from]);
      return engine.shards!.merge(names, guide, answers, CRISPR_LIMITS.maxSitesPerGuide);
    });
    const { rows, notes } = await scoreFound(engine, deps.paths, row.genome, found, pairs);
    return deps.complete(row, rows, notes);
  }

  return {
    /**
     * Splits the search of a running job into parts and queues them, or answers null when it is one
     * part (the caller searches it whole). Run again (a retried crispr-score), it re-queues the parts
     * already recorded, which queues nothing new, and merges if they are all answered.
     */
    async split(row: CrisprJobRow, guides: readonly string[], claimant: string): Promise<'split' | 'finished' | null> {
      let parts = row.search_parts === null ? null : await repo.parts(row.id);
      if (!parts) {
        const engine = await deps.genomeEngine();
        const info = engine.shards && row.genome ? await genomeInfo(engine, row.genome) : null;
        const plan = info && engine.shards ? planParts(engine.shards, info, guides.length, deps.partWork) : null;
        if (!plan) return null;
        // One transaction: a job is split by one plan or not at all.
        await repo.transaction((q) => q.recordSplit(row.id, plan.parts.map((p) => ({ job_id: row.id, ...p })), plan.seconds));
        parts = await repo.parts(row.id);
      }
      for (const part of parts) {
        if (part.answer === null) await deps.jobs.send(crisprSearchPart, { jobId: row.id, part: part.part }, { id: partQueueId(row.id, part.part) });
      }
      return (await mergeIfDone(row.id, claimant)) ? 'finished' : 'split';
    },

    /** Runs one part (skipped when its job ended or its answer is written) and merges if it was the last. */
    async runPart(jobId: number, part: number, claimant: string, log?: Pick<FastifyBaseLogger, 'error'>): Promise<PartOutcome> {
      const row = await repo.findById(jobId);
      if (!row || row.status !== 1 || !row.genome) return 'skipped';
      const planned = await repo.findPart(jobId, part);
      if (!planned) return 'skipped';
      if (planned.answer === null) {
        let answer;
        try {
          const engine = await deps.genomeEngine();
          if (!engine.shards) throw new Error('the genome engine cannot search shards');
          const { guides } = await deps.readLines(row);
          const batch = guides.slice(planned.guide_from, planned.guide_to);
          const options = { ...searchOf(row), guides: batch };
          const limit = row.search_seconds ?? CRISPR_LIMITS.searchSeconds;
          // Earlier shards of this batch that already hold more than the limit's sites of a guide make
          // its search here pointless: parts run in order on a quiet queue, so a guide in repeats stops
          // after a few shards as the whole search would (decision 0064).
          const counts = await repo.shardSiteCounts(jobId, planned.guide_from);
          const answered = Array.from({ length: planned.shard }, (_, j) => counts.find((c) => c.shard === j)?.counts ?? null);
          const settled = engine.shards.settled(planned.shard, answered, batch.length);
          const found = await refusingSearch(engine, limit, () =>
            engine.shards!.search(deps.paths.genomes, row.genome!, batch, searchOptionsOf(options, planned.seconds), planned.ranges, deps.threads, settled),
          );
          answer = found.map((g) => ({ guide: g.guide, sites: g.sites, truncated: g.truncated }));
        } catch (error) {
          if (error instanceof SearchRefusal || error instanceof CrisprInputError) {
            return (await deps.fail(jobId, (error as Error).message)) ? 'failed' : 'skipped';
          }
          log?.error({ err: error, crisprJob: jobId, part }, 'genome search part failed');
          throw error;
        }
        // A duplicate that answered first wins; this answer, identical, is dropped.
        await repo.savePartAnswer(jobId, part, answer, deps.now());
      }
      return (await mergeIfDone(jobId, claimant)) ? 'finished' : 'answered';
    },
  };
}
