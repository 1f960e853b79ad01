// The cell-line construction calls of spec/ordering.md section 7 (contracts/api/order-cell.ts). All
// need a login; another user's order answers 404 like a missing one. The list counts pages from 1.
import type { FastifyInstance } from 'fastify';
import { cellOrderApi } from '../../../contracts/api/order-cell.ts';
import { CELL_MESSAGES } from '../../../contracts/order-cell.ts';
import { apiRoute } from '../../http/api-route.ts';

export function cellOrderRoutes(app: FastifyInstance): void {
  const service = app.services.cellOrders;
  apiRoute(app, cellOrderApi.list, { handler: (input, { user }) => service.list(user.id, input) });
  apiRoute(app, cellOrderApi.info, { handler: ({ id }, { user }) => service.info(user.id, id) });
  apiRoute(app, cellOrderApi.add, {
    message: CELL_MESSAGES.added,
    handler: ({ values }, { user }) => service.create(user.id, values),
  });
  apiRoute(app, cellOrderApi.edit, {
    message: CELL_MESSAGES.updated,
    handler: ({ id, values }, { user }) => service.edit(user.id, id, values),
  });
  // The specification's other names of the same calls, and the single-sample view (decision 0031).
  apiRoute(app, cellOrderApi.listByOtherName, { handler: (input, { user }) => service.list(user.id, input) });
  apiRoute(app, cellOrderApi.editByOtherName, {
    message: CELL_MESSAGES.updated,
    handler: ({ id, values }, { user }) => service.edit(user.id, id, values),
  });
  apiRoute(app, cellOrderApi.samples, { handler: ({ oid }, { user }) => service.samples(user.id, oid) });
  apiRoute(app, cellOrderApi.sampleInfo, { handler: ({ oid }, { user }) => service.sampleInfo(user.id, oid) });
  apiRoute(app, cellOrderApi.remove, {
    message: CELL_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.remove(user.id, id),
  });
}
