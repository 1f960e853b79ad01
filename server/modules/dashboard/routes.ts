// The console's start page (contracts/api/admin/dashboard.ts): any member may ask; the service
// answers only the parts the member's roles allow.
import type { FastifyInstance } from 'fastify';
import { adminDashboardApi } from '../../../contracts/api/admin/dashboard.ts';
import { adminRoute } from '../../http/api-route.ts';

export async function dashboardAdminRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.services;
  adminRoute(app, adminDashboardApi.overview, { handler: (_input, { staff }) => dashboard.overview(staff.roles) });
}
