// Hourly sweep of sign-in secrets that can no longer be used: expired or revoked sessions, expired
// captchas, verification codes past expiry and the daily-cap window, and limit counters whose window ended. Deleting twice is harmless.
import { defineJob } from './job-kind.ts';

export const sessionsCleanup = defineJob<Record<string, never>>({
  name: 'sessions-cleanup',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 24 * 3600 },
  schedule: { cron: '17 * * * *', payload: {} },
});
