// The GUIDE-seq (/api/v1/guide/*) and amplicon (/api/v1/amplicon/*) calls of spec/ordering.md
// section 7 (contracts/api/order.ts), plus the order delete and the manifest data (beyond the
// specification). All need a login; another user's order or sample answers 404 like a missing one.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sampleOrderApi } from '../../../contracts/api/order.ts';
import { ORDER_MESSAGES, type SampleOrderKind } from '../../../contracts/order.ts';
import { apiRoute } from '../../http/api-route.ts';
import type { SampleOrderService } from './service.ts';
import { registerImportRoutes } from './import-routes.ts';
import { cellOrderRoutes } from './cell-routes.ts';

/** The specification words the edit's success differently per kind. */
const EDITED: Record<SampleOrderKind, string> = { guide: ORDER_MESSAGES.guideEdited, amplicon: ORDER_MESSAGES.ampliconEdited };

function sampleOrderRoutes(app: FastifyInstance, kind: SampleOrderKind, service: SampleOrderService) {
  const calls = sampleOrderApi[kind];

  apiRoute(app, calls.list, { handler: (input, { user }) => service.listOrders(user.id, input) });
  apiRoute(app, calls.info, { handler: ({ id }, { user }) => service.order(user.id, id) });
  apiRoute(app, calls.samples, { handler: ({ oid }, { user }) => service.samples(user.id, oid) });
  apiRoute(app, calls.sample, { handler: ({ id }, { user }) => service.sample(user.id, id) });
  apiRoute(app, calls.addOrder, {
    message: ORDER_MESSAGES.added,
    handler: ({ values }, { user }) => service.createOrder(user.id, values),
  });
  apiRoute(app, calls.addSample, {
    message: ORDER_MESSAGES.added,
    handler: ({ oid, values }, { user }) => service.addSample(user.id, oid, values),
  });
  apiRoute(app, calls.editSample, {
    message: EDITED[kind],
    handler: ({ id, values }, { user }) => service.editSample(user.id, id, values),
  });
  apiRoute(app, calls.delSample, {
    message: ORDER_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.deleteSample(user.id, id),
  });
  apiRoute(app, calls.delOrder, {
    message: ORDER_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.deleteOrder(user.id, id),
  });
  apiRoute(app, calls.reorder, {
    message: ORDER_MESSAGES.reordered,
    handler: ({ id }, { user }) => service.reorder(user.id, id),
  });
  apiRoute(app, calls.manifest, { handler: ({ oid }, { user }) => service.manifest(user.id, oid) });

  registerImportRoutes(app, kind, service);
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  sampleOrderRoutes(app, 'guide', app.services.guideOrders);
  sampleOrderRoutes(app, 'amplicon', app.services.ampliconOrders);
  cellOrderRoutes(app);
}

async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
}
