// Private files nobody keeps (DESIGN.md "Reliability rules"): customer uploads no order or CRISPR-Net
// job refers to a day after their upload, files whose owner is gone, stored objects without a row, and
// expired download links. Hourly, so nothing outlives its day by much; running twice changes nothing more.
import { defineJob } from './job-kind.ts';

export const uploadsCleanup = defineJob<Record<string, never>>({
  name: 'uploads-cleanup',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900, deleteAfterSeconds: 24 * 3600 },
  schedule: { cron: '23 * * * *', payload: {} },
});
