// Who hears of an order's change: its customer and their language's brand. Shared by the status
// moves and messages (service.ts) and result-file uploads (file-service.ts).
import type { OrderKind } from '../../../contracts/order.ts';
import type { Db } from '../../db/client.ts';
import type { MailBrand, MailBrands } from '../mail/mail-language.ts';
import { createOrderOpsRepo } from './repo.ts';

export type OrderRecipient = (kind: OrderKind, id: number) => Promise<{ email: string; brand: MailBrand } | null>;

/**
 * Read before a write's transaction opens (PGlite runs one transaction at a time; the brand may read
 * settings). Null for no such order or customer.
 */
export function orderRecipient(db: Db, brands: Pick<MailBrands, 'brandFor'>): OrderRecipient {
  const repo = createOrderOpsRepo(db);
  return async (kind, id) => {
    const order = await repo.findOrder(kind, id);
    const customer = order ? await repo.findCustomer(order.uid) : null;
    return customer ? { email: customer.email, brand: await brands.brandFor(customer.lang) } : null;
  };
}
