// The customer's invoice calls (contracts/api/invoice.ts): thin, every rule is in service.ts and
// proforma-service.ts. The issued PDF downloads through /order/file with the link's token, like every
// private file; the proforma PDF is made on the spot for the session's owner, in the page's language.
import type { FastifyInstance } from 'fastify';
import { invoiceApi } from '../../../contracts/api/invoice.ts';
import { INVOICE_MESSAGES } from '../../../contracts/invoice-rules.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';
import { siteLanguageOf } from '../../http/site-language.ts';
import { contentDisposition } from '../../plugins/upload-files.ts';

export async function invoiceRoutes(app: FastifyInstance) {
  const { invoices, proformas } = app.services;
  apiRoute(app, invoiceApi.state, { handler: (input, { user }) => invoices.state(user.id, input.kind, input.id) });
  apiRoute(app, invoiceApi.request, {
    message: INVOICE_MESSAGES.requested,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: (input, { request, user }) => invoices.request(user.id, request.ip, input),
  });
  apiRoute(app, invoiceApi.link, { handler: (input, { user }) => invoices.customerLink(user.id, input.kind, input.id) });
  rawRoute(app, invoiceApi.proforma, {
    // Each PDF costs ~100 ms of drawing; a person clicks a few times a minute at most.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    async handler(input, { request, reply, user }) {
      const file = await proformas.forCustomer(user.id, input.kind, input.id, siteLanguageOf(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  });
}
