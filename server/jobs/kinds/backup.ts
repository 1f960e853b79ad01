// The worker's backup (docs/backup.md): hourly it looks at BACKUP_DIR and, when the newest archive is
// BACKUP_INTERVAL_HOURS old (24 by default; 0 turns backups off), writes a new one and keeps the newest
// BACKUP_KEEP. Looking hourly lets the interval be configured without touching the schedule; running
// twice in an hour takes one backup (the second finds it new).
import { defineJob } from './job-kind.ts';

export const backup = defineJob<Record<string, never>>({
  name: 'backup',
  // Genome folders can be gigabytes: an attempt may take a while.
  policy: { retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 4 * 3600, deleteAfterSeconds: 7 * 24 * 3600 },
  schedule: { cron: '41 * * * *', payload: {} },
});
