// Runs send-mail: delivers the message once per key (the ledger's claim, decision 0059), then confirms
// the stored record it belongs to (if any).
import type { MailService } from '../../modules/mail/service.ts';
import type { ProductService } from '../../modules/product/service.ts';
import { sendMail } from '../kinds/send-mail.ts';
import { defineHandler } from './job-handler.ts';

export interface SendMailDeps {
  mail: Pick<MailService, 'deliverOnce'>;
  products: Pick<ProductService, 'markEnquiryMailed'>;
}

export const sendMailHandler = ({ mail, products }: SendMailDeps) =>
  defineHandler(sendMail, async (message, { log, jobId }) => {
    const outcome = await mail.deliverOnce(message, jobId, log);
    // Marking after delivery (or after finding it sent before): idempotent, so a crash in between
    // marks it on the retry.
    if (outcome.sent || outcome.reason === 'sent-before') {
      if (message.receipt?.kind === 'mail-enquiry') await products.markEnquiryMailed(message.receipt.id);
    }
    return outcome;
  });
