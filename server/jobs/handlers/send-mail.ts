// Runs send-mail: delivers the message, then confirms the stored record it belongs to (if any).
import type { MailService } from '../../modules/mail/service.ts';
import type { ProductService } from '../../modules/product/service.ts';
import { sendMail } from '../kinds/send-mail.ts';
import { defineHandler } from './job-handler.ts';

export interface SendMailDeps {
  mail: Pick<MailService, 'deliverNow'>;
  products: Pick<ProductService, 'markEnquiryMailed'>;
}

export const sendMailHandler = ({ mail, products }: SendMailDeps) =>
  defineHandler(sendMail, async (message, { log }) => {
    const delivery = await mail.deliverNow(message, log);
    // Marking after delivery: a crash in between sends the mail again on retry rather than never.
    if (message.receipt?.kind === 'mail-enquiry') await products.markEnquiryMailed(message.receipt.id);
    return delivery;
  });
