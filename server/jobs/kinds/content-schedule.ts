// Every minute: publish and take down the news, articles, carousels and job posts whose scheduled time
// has come (server/modules/schedule/service.ts). Applying twice is harmless: an applied time is cleared.
import { defineJob } from './job-kind.ts';

export const contentSchedule = defineJob<Record<string, never>>({
  name: 'content-schedule',
  policy: { retryLimit: 2, retryDelay: 30, retryBackoff: false, expireInSeconds: 120, deleteAfterSeconds: 24 * 3600 },
  schedule: { cron: '* * * * *', payload: {} },
});
