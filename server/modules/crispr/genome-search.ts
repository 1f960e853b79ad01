// The worker's part of a job with guides: search them in the job's genome (worker threads, bounded by
// the per-job time and the sites kept per guide), then score every candidate and the job's own pairs
// in one batch. A guide that hit the site limit (a repeat) keeps what it found and gets a note.
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { CRISPR_LIMITS, CRISPR_MESSAGES, type BulgeModeValue } from '../../../contracts/crispr.ts';
import type { CrisprGuideNoteRow } from '../../db/schema/crispr.ts';
import { annotateSites } from './site-annotation.ts';
import type { GenomeEngine, GuideSearch } from './genome-engine.ts';

export interface SearchJob {
  genome: string;
  pam: string;
  mismatches: number;
  bulge: BulgeModeValue;
  guides: readonly string[];
  pairs: readonly { on: string; off: string }[];
}

/** Why a search ended a job: shown to the user as is. */
export class SearchRefusal extends Error {}

/** The engine's options of a job's search (a part passes its own share of the time limit). */
export const searchOptionsOf = (job: Pick<SearchJob, 'pam' | 'mismatches' | 'bulge'>, seconds: number) => ({
  pam: job.pam,
  mismatches: job.mismatches,
  bulge: job.bulge,
  maxSitesPerGuide: CRISPR_LIMITS.maxSitesPerGuide,
  timeoutMs: seconds * 1000,
});

/** Runs an engine search, turning its timeout (past the job's limit of `seconds`) and input refusals into SearchRefusal. */
export async function refusingSearch<T>(engine: GenomeEngine, seconds: number, search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (engine.isTimeout(error)) throw new SearchRefusal(CRISPR_MESSAGES.searchTimeoutAfter(seconds));
    if (engine.isInputError(error)) throw new SearchRefusal((error as Error).message);
    throw error;
  }
}

export async function searchAndScore(
  engine: GenomeEngine,
  paths: { genomes: string; crisprNet: string },
  job: SearchJob,
  seconds: number = CRISPR_LIMITS.searchSeconds,
): Promise<{ rows: CrisprResultRow[]; notes: CrisprGuideNoteRow[] }> {
  const found = await refusingSearch(engine, seconds, () => engine.searchGenome(paths.genomes, job.genome, job.guides, searchOptionsOf(job, seconds)));
  return scoreFound(engine, paths, job.genome, found, job.pairs);
}

/**
 * The one scoring path of every job (decision 0066): the job's own pairs first, then each site found,
 * scored in one batch by the engine's worker thread. Guides that match nowhere leave nothing to score:
 * an answer (no site), not a failure; the engine refuses an empty batch, so it is not asked.
 */
export async function scoreRows(
  engine: Pick<GenomeEngine, 'scorePairs'>,
  weightsDir: string,
  pairs: SearchJob['pairs'],
  sites: readonly GuideSearch['sites'][number][] = [],
): Promise<CrisprResultRow[]> {
  const toScore = [...pairs.map((p) => ({ on: p.on, off: p.off })), ...sites.map((s) => ({ on: s.on_seq, off: s.off_seq }))];
  const scores = toScore.length === 0 ? [] : await engine.scorePairs(weightsDir, toScore);
  return [
    ...pairs.map((p, i) => ({ on_seq: p.on, off_seq: p.off, CRISPR_Net_score: scores[i] })),
    ...sites.map((s, i) => ({
      on_seq: s.on_seq,
      off_seq: s.off_seq,
      CRISPR_Net_score: scores[pairs.length + i],
      guide: s.guide,
      chrom: s.chrom,
      position: s.position,
      strand: s.strand,
      mismatches: s.mismatches,
      bulge: s.bulge,
    })),
  ];
}

/**
 * Scores every site found (once) and the job's own pairs in one batch, then names each site's gene
 * where the genome is annotated: the job's rows and guide notes.
 */
export async function scoreFound(
  engine: GenomeEngine,
  paths: { genomes: string; crisprNet: string },
  genome: string,
  found: readonly GuideSearch[],
  pairs: SearchJob['pairs'],
): Promise<{ rows: CrisprResultRow[]; notes: CrisprGuideNoteRow[] }> {
  const scored = await scoreRows(engine, paths.crisprNet, pairs, found.flatMap((g) => g.sites));
  const rows = await annotateSites(engine, paths.genomes, genome, scored);
  const notes = found.map((g) => ({
    guide: g.guide,
    sites: g.sites.length,
    truncated: g.truncated,
    note: g.truncated ? CRISPR_MESSAGES.truncated(CRISPR_LIMITS.maxSitesPerGuide) : null,
  }));
  return { rows, notes };
}
