// The proforma invoice (形式发票) of an order, made when asked (decision 0085): the rules and the facts.
// - The customer gets their own order's only; another user's order answers 404 like a missing one.
// - It states the agreed price, so the order must be confirmed (status 1 or later) with the quote staff
//   entered at confirmation (contracts/invoice.ts `proformaRefusal`); otherwise a refusal that says why.
// - The company is the one the site's settings show in the page's language; the customer is the
//   account, billed to the invoice request's title and tax number when one was made (else the
//   account's 发票抬头 and 单位税号). Nothing is stored: the same order gives the same number.
import type { ContentService } from '../content/service.ts';
import { INVOICE_MESSAGES, proformaRefusal } from '../../../contracts/invoice-rules.ts';
import { ORDER_MESSAGES, type OrderKind } from '../../../contracts/order.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import type { Database } from '../../db/client.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { OrderRecord, SampleRecord } from '../order-ops/orders-repo.ts';
import { proformaContent, type ProformaContent, type ProformaFacts } from './proforma-content.ts';
import { renderProformaPdf } from './proforma-pdf.ts';
import { createInvoiceRepo } from './repo.ts';

export interface ProformaFile {
  fileName: string;
  content: Uint8Array;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function createProformaService(
  database: Database,
  deps: {
    content: Pick<ContentService, 'webSettings'>;
    /** Who the English invoice names when the settings have no English company name (the site's host, as the mails do). */
    englishFallbackName: string;
    now?: () => Date;
    /** The PDF drawing (proforma-pdf.ts unless a test gives another). */
    render?: (content: ProformaContent, now: Date) => Promise<Uint8Array>;
  },
) {
  const repo = createInvoiceRepo(database.db);
  const now = deps.now ?? (() => new Date());
  const render = deps.render ?? renderProformaPdf;

  async function facts(order: OrderRecord, kind: OrderKind, lang: PageLanguage): Promise<ProformaFacts> {
    const quote = await repo.findQuote(kind, order.id);
    const refusal = proformaRefusal(order.status, quote !== null);
    if (refusal || !quote) throw refuse(refusal ?? INVOICE_MESSAGES.proformaNoQuote);
    const [samples, customer, account, request, settings] = await Promise.all([
      kind === 'cell' ? Promise.resolve<SampleRecord[]>([]) : repo.listSamples(kind, order.id),
      repo.findCustomer(order.uid),
      repo.accountDefaults(order.uid),
      repo.findForOrder(kind, order.id),
      deps.content.webSettings({ lang }),
    ]);
    const personal = [customer?.fname, customer?.lname].filter(Boolean).join(lang === 'en' ? ' ' : '');
    return {
      lang,
      now: now(),
      seller: {
        name: settings.company_name || (lang === 'en' ? deps.englishFallbackName : ''),
        address: settings.company_address,
        phone: settings.xxl_tel,
        email: settings.kefu_email,
      },
      order: { kind, orderno: order.orderno, create_time: order.create_time },
      cell: kind === 'cell' ? { leixing: order.leixing, target: text(order.name), host: text(order.shuzhu), deliverable: text(order.jiaofu_type) } : null,
      samples: samples.map((sample) => sample.name),
      quote: { amount: quote.amount, currency: quote.currency, note: quote.note },
      // As the sample manifest names the customer: the user name, else the personal name, else the e-mail.
      customer: {
        name: customer?.username || personal || customer?.email || '',
        company: customer?.company ?? null,
        email: customer?.email ?? '',
        phone: customer?.phone || customer?.tel || null,
      },
      billing: request ? { title: request.title, taxNo: request.tax_no } : { title: account?.title ?? null, taxNo: account?.tax_no ?? null },
    };
  }

  async function pdf(input: ProformaFacts): Promise<ProformaFile> {
    const content = proformaContent(input);
    return { fileName: content.fileName, content: await render(content, input.now) };
  }

  return {
    /** The customer's own order's proforma, in the language of the page that asked. */
    async forCustomer(uid: number, kind: OrderKind, id: number, lang: PageLanguage): Promise<ProformaFile> {
      const order = await repo.findOwnedOrder(kind, uid, id);
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      return pdf(await facts(order, kind, lang));
    },

    /** Any order's proforma for staff (the console is Chinese): what its customer downloads. */
    async forStaff(kind: OrderKind, id: number): Promise<ProformaFile> {
      const order = await repo.findOrder(kind, id);
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      return pdf(await facts(order, kind, 'zh'));
    },
  };
}
