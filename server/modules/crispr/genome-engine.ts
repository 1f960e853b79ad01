// The app's one door to the genome search of the CRISPR-Net engine (`crispr-net/genome`: genome
// import and listing, the search and the scoring, both in worker threads). The types below are the
// engine's published interface, written here so this module does not depend on the engine's source;
// the engine is loaded with `await import()` on first use, so neither the web process's start-up nor
// a job of pairs only pays for it. Tests hand the service a small engine of their own.

export type BulgeMode = 'none' | 'dna' | 'rna' | 'either';

export type GenomeInfo = { name: string; title: string; length: number; sequences: { name: string; length: number }[] };

export type SearchOptions = {
  /** IUPAC 3' PAM, e.g. 'NGG', 'NAG', 'NGA', 'NGN'. */
  pam: string;
  mismatches: number;
  bulge: BulgeMode;
  maxSitesPerGuide: number;
  timeoutMs: number;
};

export type OffTargetSite = {
  guide: string;
  on_seq: string;
  off_seq: string;
  chrom: string;
  /** 1-based. */
  position: number;
  strand: '+' | '-';
  mismatches: number;
  bulge: 'none' | 'DNA' | 'RNA';
};

export type GuideSearch = { guide: string; sites: OffTargetSite[]; truncated: boolean };

export interface GenomeEngine {
  listGenomes(genomeDir: string): Promise<GenomeInfo[]>;
  importGenome(genomeDir: string, name: string, file: string, options?: { title?: string }): Promise<GenomeInfo>;
  searchGenome(genomeDir: string, name: string, guides: readonly string[], options: SearchOptions): Promise<GuideSearch[]>;
  scorePairs(weightsDir: string, pairs: readonly { on: string; off: string }[]): Promise<number[]>;
  /** Thrown by searchGenome past `timeoutMs`. */
  isTimeout(error: unknown): boolean;
  /** Thrown for input the engine refuses (its message is shown). */
  isInputError(error: unknown): boolean;
}

/** What `crispr-net/genome` exports, as far as the app uses it. */
type EngineModule = {
  listGenomes: GenomeEngine['listGenomes'];
  importGenome: GenomeEngine['importGenome'];
  searchGenome: GenomeEngine['searchGenome'];
  scorePairsInWorker: GenomeEngine['scorePairs'];
  GenomeSearchTimeout: new (...args: never[]) => Error;
  GenomeInputError: new (...args: never[]) => Error;
};

// A variable specifier: the engine's entry is not part of this branch's type-check.
const ENGINE_ENTRY = 'crispr-net/genome';

export async function loadGenomeEngine(): Promise<GenomeEngine> {
  const engine = (await import(ENGINE_ENTRY)) as EngineModule;
  return {
    listGenomes: (dir) => engine.listGenomes(dir),
    importGenome: (dir, name, file, options) => engine.importGenome(dir, name, file, options),
    searchGenome: (dir, name, guides, options) => engine.searchGenome(dir, name, guides, options),
    scorePairs: (weightsDir, pairs) => engine.scorePairsInWorker(weightsDir, pairs),
    isTimeout: (error) => error instanceof engine.GenomeSearchTimeout,
    isInputError: (error) => error instanceof engine.GenomeInputError,
  };
}
