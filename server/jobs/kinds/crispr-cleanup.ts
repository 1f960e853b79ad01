// Retention: CRISPR-Net results, inputs and result files are deleted 3 days after a job ends. The job
// row stays so that reading it says the result expired. Jobs still running after an hour are ended in
// status 2. Hourly; running twice changes nothing more.
import { defineJob } from './job-kind.ts';

export const crisprCleanup = defineJob<Record<string, never>>({
  name: 'crispr-cleanup',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
  schedule: { cron: '41 * * * *', payload: {} },
});
