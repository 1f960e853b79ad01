// Every endpoint of the operations console's API, by area. The server registers each; the permission
// test walks every one (no session, a customer's token, each role).
import type { Endpoint } from '../../endpoint.ts';
import { adminArticleApi, adminContentApi, adminNewsApi } from './content-articles.ts';
import { adminSiteApi } from './content-site.ts';
import { adminVersionApi } from './content-versions.ts';
import { adminCustomerApi } from './customers.ts';
import { adminInboxApi } from './inbox.ts';
import { adminDashboardApi } from './dashboard.ts';
import { adminPlasmidApi } from './content-plasmids.ts';
import { adminCatalogueApi } from './content-catalogue.ts';
import { adminMediaApi } from './media.ts';
import { adminInvoiceApi } from './invoices.ts';
import { adminOrderApi } from './orders.ts';
import { adminPriceApi } from './prices.ts';
import { adminSearchApi } from './search.ts';
import { staffApi } from './staff.ts';
import { adminSiteValidationApi } from '../site-validation.ts';

export const adminV1Endpoints = {
  staff: staffApi,
  orders: adminOrderApi,
  prices: adminPriceApi,
  invoices: adminInvoiceApi,
  customers: adminCustomerApi,
  inbox: adminInboxApi,
  dashboard: adminDashboardApi,
  contentPlasmids: adminPlasmidApi,
  contentArticles: adminArticleApi,
  contentNews: adminNewsApi,
  content: adminContentApi,
  media: adminMediaApi,
  catalogue: adminCatalogueApi,
  site: adminSiteApi,
  search: adminSearchApi,
  versions: adminVersionApi,
  siteValidation: adminSiteValidationApi,
} as const satisfies Record<string, Record<string, Endpoint>>;

export function allAdminEndpoints(): Endpoint[] {
  return Object.values(adminV1Endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
}
