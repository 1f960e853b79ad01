// Runs send-sms: a provider refusal throws, so pg-boss retries the job.
import type { SmsService } from '../../modules/sms/service.ts';
import { sendSms } from '../kinds/send-sms.ts';
import { defineHandler } from './job-handler.ts';

export interface SendSmsDeps {
  sms: Pick<SmsService, 'deliverNow'>;
}

export const sendSmsHandler = ({ sms }: SendSmsDeps) =>
  defineHandler(sendSms, async (message, { log }) => sms.deliverNow(message, log));
