// SMS: `send` enqueues a `send-sms` job (persisted, retried); the job calls `deliverNow`, which hands
// the code to the configured provider: the file outbox (default, one readable file per message) or
// Alibaba Cloud. The log line names the phone and the purpose, never the code.
import type { AppConfig } from '../../config.ts';
import { smsCodeText } from '../../../contracts/verification.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendSms, type SmsMessage } from '../../jobs/kinds/send-sms.ts';
import type { LineLogger } from '../mail/service.ts';
import { writeOutboxFile } from '../mail/outbox.ts';
import { createAliyunSms } from './aliyun.ts';

export type { SmsMessage } from '../../jobs/kinds/send-sms.ts';

export interface SmsDelivery {
  provider: 'outbox' | 'aliyun';
  /** The outbox file, or Alibaba Cloud's BizId. */
  id: string;
}

/** `log` is the app's logger; a job passes its own child logger to `deliverNow` instead. */
export function createSmsService(config: AppConfig, jobs: Pick<JobQueue, 'send'>, log: LineLogger) {
  const aliyun = config.SMS_PROVIDER === 'aliyun' ? createAliyunSms(config) : null;

  return {
    /** Queues the text; delivery happens in the worker, with retries. Returns the job id. */
    async send(message: SmsMessage): Promise<string | null> {
      return jobs.send(sendSms, { phone: message.phone, prefix: message.prefix || '86', code: message.code, purpose: message.purpose });
    },

    /** Delivers at once (the job's handler; tests). Throws when the provider refuses. */
    async deliverNow(message: SmsMessage, jobLog: LineLogger = log): Promise<SmsDelivery> {
      let delivery: SmsDelivery;
      if (aliyun) {
        const result = await aliyun.sendCode(message.phone, message.prefix, message.code);
        delivery = { provider: 'aliyun', id: result.bizId };
      } else {
        const now = new Date();
        const file = await writeOutboxFile(
          config.paths.smsOutbox,
          {
            headers: { To: `+${message.prefix} ${message.phone}`, Phone: message.phone, Prefix: message.prefix, Purpose: message.purpose, Date: now.toISOString() },
            body: smsCodeText(message.code),
          },
          now,
        );
        delivery = { provider: 'outbox', id: file };
      }
      jobLog.info(`sms to +${message.prefix} ${message.phone}: ${message.purpose} code (${delivery.provider})`);
      return delivery;
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
