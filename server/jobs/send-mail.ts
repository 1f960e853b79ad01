// Delivers one e-mail (SMTP or the file outbox). Retried with backoff when the SMTP server is away.
// Payloads may hold activation links and reset codes, so finished jobs are kept only one hour.
import type { MailMessage } from '../modules/mail/service.ts';
import { defineJob } from './job-kind.ts';

export const sendMail = defineJob<MailMessage>({
  name: 'send-mail',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3600 },
  concurrency: 2,
  async run(message, { services, log }) {
    const delivery = await services.mail.deliverNow(message, log);
    // Marking after delivery: a crash in between sends the mail again on retry rather than never.
    if (message.receipt?.kind === 'mail-enquiry') await services.products.markEnquiryMailed(message.receipt.id);
    return delivery;
  },
});
