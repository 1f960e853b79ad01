// A new order of any kind e-mails the company's mailbox (MAIL_COMPANY_TO, in Chinese) and the customer
// (issue 20, point 6; in their registration language, decision 0037) through the send-mail job, bulk
// lane: nobody waits at the screen for these. Both mails are staged in the order's own transaction
// (decision 0059): `prepare` reads the customer before it opens (PGlite runs one transaction at a
// time), the stager it answers writes the two mails in it, `committed` relays them to their jobs.
// A GUIDE-seq or amplicon order is made with its first sample and grows one form at a time, so its
// mails wait until no sample was added or removed for NEW_ORDER_MAIL_QUIET_MS: each change re-stages
// them with the new count while they wait (issue 35: they said 1 sample). Once relayed they stay sent.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderKind } from '../../../contracts/order.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
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

/** How long a sample order's mails wait after its last added (or removed) sample. */
export const NEW_ORDER_MAIL_QUIET_MS = 10 * 60_000;

export function createNewOrderMail(
  config: Pick<AppConfig, 'publicUrl' | 'MAIL_COMPANY_TO'>,
  database: Database,
  deps: {
    mail: Pick<MailService, 'send' | 'relayAfterCommit'>;
    brands: Pick<MailBrands, 'brandFor'>;
    log: Pick<FastifyBaseLogger, 'warn'>;
    clock?: () => Date;
  },
) {
  const repo = createOrderOpsRepo(database.db);
  const clock = deps.clock ?? (() => new Date());
  return {
    /**
     * Before the order's transaction: answers what stages the order's two mails in it. `change`
     * 'created' stages them (a cell-line order's at once); 'samples' re-stages the waiting ones of an
     * order whose samples changed, and stages nothing if they went already.
     */
    async prepare(kind: OrderKind, uid: number, change: 'created' | 'samples' = 'created'): Promise<NewOrderMailStager> {
      const customer = await repo.findCustomer(uid);
      if (!customer) return async () => {};
      const brand = await deps.brands.brandFor(customer.lang);
      const who = { email: customer.email, name: customerName(customer), company: customer.company };
      return async (tx, created) => {
        const order = { kind, ...created };
        const notBefore = created.samples === null ? undefined : new Date(clock().getTime() + NEW_ORDER_MAIL_QUIET_MS);
        const options = { tx, notBefore, restage: change === 'samples' };
        await deps.mail.send(newOrderCompanyMail(config.publicUrl, config.MAIL_COMPANY_TO, order, who), 'bulk', { key: `new-order:${kind}:${created.id}:company`, ...options });
        await deps.mail.send(newOrderCustomerMail(brand, customer.email, order), 'bulk', { key: `new-order:${kind}:${created.id}:customer`, ...options });
      };
    },
    /** After the commit: the staged mails become jobs (a failure is logged; the worker's sweep relays them). */
    committed: () => deps.mail.relayAfterCommit(deps.log),
  };
}

/** Stages the new order's mails in the order's transaction `tx`. */
export type NewOrderMailStager = (tx: Db, created: CreatedOrder) => Promise<void>;
