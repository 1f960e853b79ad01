// The console's catalogue calls (contracts/api/admin/content-catalogue.ts): thin; rules in the services.
// A write's cache drop runs after its transaction committed, so no page re-reads the old content.
import type { FastifyInstance } from 'fastify';
import { adminCatalogueApi as api } from '../../../contracts/api/admin/content-catalogue.ts';
import { CATALOGUE_MESSAGES as M } from '../../../contracts/content-catalogue.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';

export async function catalogueAdminRoutes(app: FastifyInstance) {
  const { catalogue } = app.services;
  async function changed<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    await app.services.contentChanged();
    return result;
  }

  adminRoute(app, api.productCategories, { handler: () => catalogue.products.categories() });
  adminRoute(app, api.productList, { handler: (input) => catalogue.products.list(input) });
  adminRoute(app, api.productAdd, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.products.add(staff, request.ip, input)) });
  adminRoute(app, api.productUpdate, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.products.update(staff, request.ip, input)) });
  adminRoute(app, api.productSetStatus, {
    message: M.saved,
    handler: (input, { request, staff }) => changed(catalogue.products.setStatus(staff, request.ip, input.id, input.status)),
  });
  adminRoute(app, api.productDelete, { message: M.deleted, handler: (input, { request, staff }) => changed(catalogue.products.remove(staff, request.ip, input.id)).then(() => null) });

  adminRoute(app, api.productBulk, { handler: (input, { request, staff }) => changed(catalogue.products.bulk(staff, request.ip, input)) });
  adminRoute(app, api.productExport, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await catalogue.products.exportFile(staff, request.ip, input)),
  });

  adminRoute(app, api.adList, { handler: (input) => catalogue.ads.list(input.position) });
  adminRoute(app, api.adAdd, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.ads.add(staff, request.ip, input)) });
  adminRoute(app, api.adUpdate, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.ads.update(staff, request.ip, input)) });
  adminRoute(app, api.adSetStatus, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.ads.setStatus(staff, request.ip, input.id, input.status)) });
  adminRoute(app, api.adReorder, { message: M.saved, handler: (input, { request, staff }) => changed(catalogue.ads.reorder(staff, request.ip, input.position, input.ids)) });
  adminRoute(app, api.adBulk, { handler: (input, { request, staff }) => changed(catalogue.ads.bulk(staff, request.ip, input)) });
  adminRoute(app, api.adExport, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await catalogue.ads.exportFile(staff, request.ip, input)),
  });
  adminRoute(app, api.adDelete, { message: M.deleted, handler: (input, { request, staff }) => changed(catalogue.ads.remove(staff, request.ip, input.id)).then(() => null) });
}
