// One sub-job of a split genome search (decision 0064): a guide batch × a genome shard of a CRISPR-Net
// job. Any worker process on any machine sharing the database takes it. Its answer is written once,
// keyed by job and part, so a retry or a duplicate writes nothing more; the part that finds every
// part answered claims the merge, which scores each site once and ends the job.
import { defineJob } from './job-kind.ts';

export const crisprSearchPart = defineJob<{ jobId: number; part: number }>({
  name: 'crispr-search-part',
  // A part is sized to seconds or a minute (GENOME_PART_WORK); a killed worker's part is failed once
  // its heartbeat is 30 s stale and retried 5 s later by any other worker. The expiry bounds a hung
  // worker that keeps its heartbeat, beyond a part's share of the job's limit and the merge.
  policy: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 1800, heartbeatSeconds: 30, deleteAfterSeconds: 24 * 3600 },
  // A part already runs on the engine's two search threads.
  concurrency: 1,
});
