// Scores one CRISPR-Net job. pg-boss hands a job to exactly one worker; if that worker dies the job
// expires and is retried, and the handler skips jobs that already ended, so a retry is harmless.
import { defineJob } from './job-kind.ts';

export const crisprScore = defineJob<{ jobId: number }>({
  name: 'crispr-score',
  // 999 pairs take well under a second; a genome search may take its 120 s limit plus the scoring.
  policy: { retryLimit: 3, retryDelay: 5, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
  concurrency: 1,
});
