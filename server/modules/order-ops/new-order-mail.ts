// A new order of any kind e-mails the company's mailbox (MAIL_COMPANY_TO, in Chinese) and the customer
// (issue 20, point 6; in their registration language, decision 0037) through the send-mail job, bulk
// lane: nobody waits at the screen for these. The order has committed when this runs, so a failed
// enqueue is logged and never undoes it.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderKind } from '../../../contracts/order.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailService } from '../mail/service.ts';
import type { MailBrands } from '../mail/mail-language.ts';
import { customerName } from './answers.ts';
import { newOrderCompanyMail, newOrderCustomerMail } from './mail-templates.ts';
import { createOrderOpsRepo } from './repo.ts';

export interface CreatedOrder {
  id: number;
  orderno: string;
  /** Samples of a GUIDE-seq or amplicon order; null for a cell-line order (one form, no samples). */
  samples: number | null;
}

export function createNewOrderMail(
  config: Pick<AppConfig, 'publicUrl' | 'MAIL_COMPANY_TO'>,
  database: Database,
  deps: { mail: Pick<MailService, 'send'>; brands: Pick<MailBrands, 'brandFor'>; log: Pick<FastifyBaseLogger, 'warn'> },
) {
  const repo = createOrderOpsRepo(database.db);
  return {
    async onOrderCreated(kind: OrderKind, uid: number, created: CreatedOrder): Promise<void> {
      try {
        const customer = await repo.findCustomer(uid);
        if (!customer) return;
        const order = { kind, ...created };
        const who = { email: customer.email, name: customerName(customer), company: customer.company };
        await deps.mail.send(newOrderCompanyMail(config.publicUrl, config.MAIL_COMPANY_TO, order, who), 'bulk');
        await deps.mail.send(newOrderCustomerMail(await deps.brands.brandFor(customer.lang), customer.email, order), 'bulk');
      } catch (error) {
        deps.log.warn({ err: error, kind, orderno: created.orderno }, 'new order mail not queued');
      }
    },
  };
}
