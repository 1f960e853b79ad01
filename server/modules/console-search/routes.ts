// The console's search (contracts/api/admin/search.ts): any member may ask; the service searches only
// the parts the member's roles may open.
import type { FastifyInstance } from 'fastify';
import { adminSearchApi } from '../../../contracts/api/admin/search.ts';
import { adminRoute } from '../../http/api-route.ts';

export async function consoleSearchRoutes(app: FastifyInstance): Promise<void> {
  const { consoleSearch } = app.services;
  adminRoute(app, adminSearchApi.search, { handler: (input, { staff }) => consoleSearch.search(staff.roles, input) });
}
