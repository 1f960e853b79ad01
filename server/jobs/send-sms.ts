// Sends one SMS through the configured provider (file outbox or Alibaba Cloud). A provider refusal
// throws, so the job is retried. The payload holds the code: finished jobs are kept only one hour
// (the code itself is dead after 10 minutes).
import type { SmsMessage } from '../modules/sms/service.ts';
import { defineJob } from './job-kind.ts';

export const sendSms = defineJob<SmsMessage>({
  name: 'send-sms',
  policy: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 3600 },
  concurrency: 2,
  async run(message, { services, log }) {
    return services.sms.deliverNow(message, log);
  },
});
