// The customer's calls on an order's life (contracts/api/order-life.ts): progress, the message
// thread, download links, and the download itself (by token, no session: the link is the credential,
// made for the signed-in owner and valid a few minutes).
import type { FastifyInstance } from 'fastify';
import { orderLifeApi } from '../../../contracts/api/order-life.ts';
import { ORDER_OPS_MESSAGES } from '../../../contracts/order-ops.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';
import { UPLOAD_CSP, contentDisposition } from '../../plugins/upload-files.ts';

export async function orderProgressRoutes(app: FastifyInstance) {
  const { orderOps, orderFiles } = app.services;

  apiRoute(app, orderLifeApi.progress, { handler: (input, { user }) => orderOps.progress(user.id, input.kind, input.id) });
  apiRoute(app, orderLifeApi.messages, { handler: (input, { user }) => orderOps.customerMessages(user.id, input.kind, input.id) });
  apiRoute(app, orderLifeApi.sendMessage, {
    message: ORDER_OPS_MESSAGES.messageSent,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: (input, { user }) => orderOps.customerMessage(user.id, input),
  });
  apiRoute(app, orderLifeApi.fileLink, { handler: (input, { user }) => orderFiles.customerLink(user.id, input.id) });
  rawRoute(app, orderLifeApi.download, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    async handler(input, { request, reply }) {
      const file = await orderFiles.download(input.token, request.ip);
      return reply
        .type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CSP)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
