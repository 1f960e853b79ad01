// The console's article, news and preview calls (contracts/api/admin/content-articles.ts): thin, the
// rules are in the services. After a committed write every cache drops the content (contentChanged),
// so the public page shows the save at the next request, on every app server; a bulk action drops
// them once, after its one transaction commits.
import type { FastifyInstance } from 'fastify';
import { adminArticleApi, adminContentApi, adminNewsApi } from '../../../contracts/api/admin/content-articles.ts';
import { CONTENT_MESSAGES as M } from '../../../contracts/content-articles.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';

export async function contentArticleAdminRoutes(app: FastifyInstance) {
  const { articleAdmin, newsAdmin, preview } = app.services;
  const changed = async <T>(result: T): Promise<T> => {
    await app.services.contentChanged();
    return result;
  };

  adminRoute(app, adminArticleApi.list, { handler: (input) => articleAdmin.list(input) });
  adminRoute(app, adminArticleApi.categories, { handler: () => articleAdmin.categories() });
  adminRoute(app, adminArticleApi.detail, { handler: ({ id }) => articleAdmin.detail(id) });
  adminRoute(app, adminArticleApi.add, { message: M.created, handler: async (input, { request, staff }) => changed(await articleAdmin.add(staff, request.ip, input)) });
  adminRoute(app, adminArticleApi.update, {
    message: M.saved,
    handler: async ({ id, ...input }, { request, staff }) => changed(await articleAdmin.update(staff, request.ip, id, input)),
  });
  adminRoute(app, adminArticleApi.setStatus, {
    handler: async ({ id, status }, { request, staff }) => changed(await articleAdmin.setStatus(staff, request.ip, id, status)),
  });
  adminRoute(app, adminArticleApi.homePicks, { handler: ({ flag }) => articleAdmin.homePicks(flag) });
  adminRoute(app, adminArticleApi.orderHomePicks, {
    message: M.picksSaved,
    handler: async ({ flag, ids }, { request, staff }) => changed(await articleAdmin.orderHomePicks(staff, request.ip, flag, ids)),
  });
  adminRoute(app, adminArticleApi.remove, { message: M.deleted, handler: async ({ id }, { request, staff }) => changed(await articleAdmin.remove(staff, request.ip, id)) });
  adminRoute(app, adminArticleApi.bulk, { handler: async (input, { request, staff }) => changed(await articleAdmin.bulk(staff, request.ip, input)) });
  adminRoute(app, adminArticleApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await articleAdmin.exportFile(staff, request.ip, input)),
  });

  adminRoute(app, adminNewsApi.list, { handler: (input) => newsAdmin.list(input) });
  adminRoute(app, adminNewsApi.categories, { handler: () => newsAdmin.categories() });
  adminRoute(app, adminNewsApi.detail, { handler: ({ id }) => newsAdmin.detail(id) });
  adminRoute(app, adminNewsApi.add, { message: M.created, handler: async (input, { request, staff }) => changed(await newsAdmin.add(staff, request.ip, input)) });
  adminRoute(app, adminNewsApi.update, {
    message: M.saved,
    handler: async ({ id, ...input }, { request, staff }) => changed(await newsAdmin.update(staff, request.ip, id, input)),
  });
  adminRoute(app, adminNewsApi.setStatus, {
    handler: async ({ id, status }, { request, staff }) => changed(await newsAdmin.setStatus(staff, request.ip, id, status)),
  });
  adminRoute(app, adminNewsApi.remove, { message: M.deleted, handler: async ({ id }, { request, staff }) => changed(await newsAdmin.remove(staff, request.ip, id)) });
  adminRoute(app, adminNewsApi.bulk, { handler: async (input, { request, staff }) => changed(await newsAdmin.bulk(staff, request.ip, input)) });
  adminRoute(app, adminNewsApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await newsAdmin.exportFile(staff, request.ip, input)),
  });

  adminRoute(app, adminContentApi.previewLink, { handler: ({ entity, id }, { staff }) => preview.link(staff.id, entity, id) });
}
