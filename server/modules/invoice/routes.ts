// The customer's invoice calls (contracts/api/invoice.ts): thin, every rule is in service.ts. The PDF
// itself downloads through /order/file with the link's token, like every private file.
import type { FastifyInstance } from 'fastify';
import { invoiceApi } from '../../../contracts/api/invoice.ts';
import { INVOICE_MESSAGES } from '../../../contracts/invoice.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function invoiceRoutes(app: FastifyInstance) {
  const { invoices } = app.services;
  apiRoute(app, invoiceApi.state, { handler: (input, { user }) => invoices.state(user.id, input.kind, input.id) });
  apiRoute(app, invoiceApi.request, {
    message: INVOICE_MESSAGES.requested,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: (input, { request, user }) => invoices.request(user.id, request.ip, input),
  });
  apiRoute(app, invoiceApi.link, { handler: (input, { user }) => invoices.customerLink(user.id, input.kind, input.id) });
}
