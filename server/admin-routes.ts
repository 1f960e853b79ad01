// The operations console's API modules, each a Fastify plugin registering its endpoints of
// contracts/api/admin/ with `adminRoute`. app.ts registers every one under /api/admin/v1.
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from './modules/staff/routes.ts';
import { orderOpsAdminRoutes } from './modules/order-ops/admin-routes.ts';
import { pricingAdminRoutes } from './modules/pricing/admin-routes.ts';
import { invoiceAdminRoutes } from './modules/invoice/admin-routes.ts';
import { customerAdminRoutes } from './modules/customers/admin-routes.ts';
import { inboxAdminRoutes } from './modules/inbox/routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/routes.ts';
import { plasmidAdminRoutes } from './modules/plasmid-admin/routes.ts';
import { contentArticleAdminRoutes } from './modules/content-admin/admin-routes.ts';
import { mediaAdminRoutes } from './modules/media/admin-routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/admin-routes.ts';
import { siteContentAdminRoutes } from './modules/content-admin/site-admin-routes.ts';
import { consoleSearchRoutes } from './modules/console-search/routes.ts';
import { versionAdminRoutes } from './modules/versions/admin-routes.ts';
import { siteValidationAdminRoutes } from './modules/site-validation/admin-routes.ts';

export type AdminModule = (app: FastifyInstance) => Promise<void>;

export const adminModules: AdminModule[] = [
  staffRoutes,
  orderOpsAdminRoutes,
  pricingAdminRoutes,
  invoiceAdminRoutes,
  dashboardAdminRoutes,
  inboxAdminRoutes,
  customerAdminRoutes,
  mediaAdminRoutes,
  siteContentAdminRoutes,
  contentArticleAdminRoutes,
  catalogueAdminRoutes,
  plasmidAdminRoutes,
  consoleSearchRoutes,
  versionAdminRoutes,
  siteValidationAdminRoutes,
];
