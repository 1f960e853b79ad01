// Sends one SMS through the configured provider (file outbox or Alibaba Cloud). A provider refusal
// throws, so the job is retried. The payload holds the code: finished jobs are kept only one hour
// (the code itself is dead after 10 minutes). The SMS service re-exports the message type.
import type { CodePurpose } from '../../../contracts/verification.ts';
import { defineJob } from './job-kind.ts';

export interface SmsMessage {
  /** 11-digit number without the country prefix. */
  phone: string;
  /** Country prefix, '86' by default. */
  prefix: string;
  code: string;
  purpose: CodePurpose;
}

export const sendSms = defineJob<SmsMessage>({
  name: 'send-sms',
  policy: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 3600 },
  // Every SMS is a code someone waits for: its own queue, so no bulk mail is ever in front of it.
  concurrency: 2,
  batchSize: 10,
});
