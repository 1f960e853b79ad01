// The app's one door to the genome search of the CRISPR-Net engine (`crispr-net/genome`: genome
// import and listing, the search and the scoring, both in worker threads). The engine is loaded with
// `await import()` on first use, so neither the web process's start-up nor a job of pairs only pays for it. Tests hand the service a small engine of their own.

import type { GenomeInfo, GuideSearch, ImportOptions, IndexBuildReport, SearchOptions } from 'crispr-net/genome';

export type { BulgeMode, GenomeInfo, GuideSearch, ImportOptions, IndexBuildReport, OffTargetSite, SearchOptions } from 'crispr-net/genome';

export interface GenomeEngine {
  listGenomes(genomeDir: string): Promise<GenomeInfo[]>;
  /** Also builds the genome's seed index (decision 0063), told to `options.onIndex`. */
  importGenome(genomeDir: string, name: string, file: string, options?: ImportOptions): Promise<GenomeInfo>;
  /** Rebuilds the seed index when missing or stale (always with force); null when it was current. */
  reindexGenome?(genomeDir: string, name: string, options?: { force?: boolean }): Promise<IndexBuildReport | null>;
  searchGenome(genomeDir: string, name: string, guides: readonly string[], options: SearchOptions): Promise<GuideSearch[]>;
  scorePairs(weightsDir: string, pairs: readonly { on: string; off: string }[]): Promise<number[]>;
  /** Thrown by searchGenome past `timeoutMs`. */
  isTimeout(error: unknown): boolean;
  /** Thrown for input the engine refuses (its message is shown). */
  isInputError(error: unknown): boolean;
}

export async function loadGenomeEngine(): Promise<GenomeEngine> {
  const engine = await import('crispr-net/genome');
  return {
    listGenomes: (dir) => engine.listGenomes(dir),
    importGenome: (dir, name, file, options) => engine.importGenome(dir, name, file, options),
    reindexGenome: (dir, name, options) => engine.reindexGenome(dir, name, options),
    searchGenome: (dir, name, guides, options) => engine.searchGenome(dir, name, guides, options),
    scorePairs: (weightsDir, pairs) => engine.scorePairsInWorker(weightsDir, pairs),
    isTimeout: (error) => error instanceof engine.GenomeSearchTimeout,
    isInputError: (error) => error instanceof engine.GenomeInputError,
  };
}
