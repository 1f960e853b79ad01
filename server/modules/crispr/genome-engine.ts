// The app's one door to the CRISPR-Net engine (`crispr-net/genome`: genome import and listing, the
// search and the scoring of every job, pairs only or searched, both in worker threads; decision 0066).
// The engine is loaded with `await import()` on first use, so the web process's start-up does not pay
// for it. Tests hand the service a small engine of their own.

import type { AnnotateSummary, GenomeInfo, GuideSearch, ImportOptions, IndexBuildReport, SearchOptions, SearchShard, ShardRange, SiteAnnotation } from 'crispr-net/genome';

export type { AnnotateSummary, SiteAnnotation } from 'crispr-net/genome';
export type { GenomeInfo, GuideSearch, ImportOptions, IndexBuildReport, OffTargetSite, SearchOptions, SearchShard, ShardRange } from 'crispr-net/genome';

/** A search cut into sub-jobs (decision 0064): shards of the engine's own tasks, searched alone, merged exactly. */
export interface ShardedSearch {
  plan(info: { sequences: readonly { length: number }[] }, shardBases: number): SearchShard[];
  /**
   * `threads`: search threads of this part (the engine's default when absent). `settledBefore`: per
   * guide, the sites of earlier shards that sort before all of this one's (from `settled`).
   */
  search(
    genomeDir: string,
    name: string,
    guides: readonly string[],
    options: SearchOptions,
    ranges: readonly ShardRange[],
    threads?: number,
    settledBefore?: readonly number[],
  ): Promise<GuideSearch[]>;
  /** Per guide, the settled sites before shard `shard`, given each earlier shard's site counts (null: unanswered). */
  settled(shard: number, answered: readonly (readonly number[] | null)[], guides: number): number[];
  merge(sequenceNames: readonly string[], guide: string, shards: readonly Pick<GuideSearch, 'sites' | 'truncated'>[], maxSitesPerGuide: number): GuideSearch;
}

export interface GenomeEngine {
  listGenomes(genomeDir: string): Promise<GenomeInfo[]>;
  /** Also builds the genome's seed index (decision 0063), told to `options.onIndex`. */
  importGenome(genomeDir: string, name: string, file: string, options?: ImportOptions): Promise<GenomeInfo>;
  /** Rebuilds the seed index when missing or stale (always with force); null when it was current. */
  reindexGenome?(genomeDir: string, name: string, options?: { force?: boolean }): Promise<IndexBuildReport | null>;
  searchGenome(genomeDir: string, name: string, guides: readonly string[], options: SearchOptions): Promise<GuideSearch[]>;
  scorePairs(weightsDir: string, pairs: readonly { on: string; off: string }[]): Promise<number[]>;
  /** Stores a GTF or BED file's genes and exons beside the genome (optional: engines of tests may lack it). */
  annotateGenome?(genomeDir: string, name: string, file: string): Promise<AnnotateSummary>;
  /** The genome's annotation (a site by its 1-based position and off-target), or null when it has none. */
  readAnnotation?(genomeDir: string, name: string): Promise<{ lookupSite(chrom: string, position: number, offSeq: string): SiteAnnotation } | null>;
  /** Bases [from, to) of one sequence (0-based, clipped to it): the stretch around a site for its primers. */
  readRegion?(genomeDir: string, name: string, chrom: string, from: number, to: number): Promise<{ bases: string; from: number; sequenceLength: number }>;
  /** Thrown by searchGenome past `timeoutMs`. */
  isTimeout(error: unknown): boolean;
  /** Thrown for input the engine refuses (its message is shown). */
  isInputError(error: unknown): boolean;
  /** Absent (a test's small engine): every search runs whole in one job. */
  shards?: ShardedSearch;
}

export async function loadGenomeEngine(): Promise<GenomeEngine> {
  const engine = await import('crispr-net/genome');
  return {
    listGenomes: (dir) => engine.listGenomes(dir),
    importGenome: (dir, name, file, options) => engine.importGenome(dir, name, file, options),
    reindexGenome: (dir, name, options) => engine.reindexGenome(dir, name, options),
    searchGenome: (dir, name, guides, options) => engine.searchGenome(dir, name, guides, options),
    scorePairs: (weightsDir, pairs) => engine.scorePairsInWorker(weightsDir, pairs),
    annotateGenome: (dir, name, file) => engine.annotateGenome(dir, name, file),
    readAnnotation: (dir, name) => engine.readAnnotation(dir, name),
    readRegion: (dir, name, chrom, from, to) => engine.readRegion(dir, name, chrom, from, to),
    isTimeout: (error) => error instanceof engine.GenomeSearchTimeout,
    isInputError: (error) => error instanceof engine.GenomeInputError,
    shards: { plan: engine.planSearchShards, search: engine.searchGenomeShard, merge: engine.mergeShardSearches, settled: engine.settledSitesBefore },
  };
}
