// crispr-net/genome: genome store, genome-wide off-target search and scoring in worker threads.
export { GenomeInputError, type BulgeMode } from './genome-scan.ts';
export { importGenome, listGenomes, readRegion, reindexGenome, type GenomeInfo, type ImportOptions, type IndexBuildReport } from './genome-store.ts';
export type { OffTargetSite } from './genome-task.ts';
export { GenomeSearchTimeout, scorePairsInWorker, searchGenome, type GuideSearch, type SearchOptions } from './genome-search.ts';
export { SCORABLE_PAM_LENGTH, scorableSearchProblem } from './scorable-search.ts';
export { annotateGenome, GenomeAnnotation, readAnnotation, siteSpan, type AnnotateSummary, type SiteAnnotation } from './genome-annotation.ts';
export { mergeShardSearches, planSearchShards, searchGenomeShard, settledSitesBefore, type SearchShard, type ShardRange } from './genome-shards.ts';
