// The console's content versions (contracts/api/admin/content-versions.ts): thin, the rules are in the
// service. A restore is a save: once it committed, every cache drops the content (contentChanged).
import type { FastifyInstance } from 'fastify';
import { adminVersionApi as api } from '../../../contracts/api/admin/content-versions.ts';
import { VERSION_MESSAGES as M } from '../../../contracts/content-versions.ts';
import { adminRoute } from '../../http/api-route.ts';
import { actorOf } from '../../http/auth-staff.ts';

export async function versionAdminRoutes(app: FastifyInstance) {
  const { versions } = app.services;
  adminRoute(app, api.history, { handler: ({ entity, entity_id }) => versions.history(entity, entity_id) });
  adminRoute(app, api.restore, {
    message: M.restored,
    handler: async ({ entity, entity_id, version }, { request, staff }) => {
      const result = await versions.restore(actorOf(staff, request.ip), entity, entity_id, version);
      await app.services.contentChanged();
      return result;
    },
  });
}
