// The console's customer calls (contracts/api/admin/customers.ts): thin, every rule is in service.ts.
import type { FastifyInstance } from 'fastify';
import { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { CUSTOMER_MESSAGES } from '../../../contracts/customers.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';

export async function customerAdminRoutes(app: FastifyInstance) {
  const { customers } = app.services;
  adminRoute(app, adminCustomerApi.list, { handler: (input) => customers.list(input) });
  adminRoute(app, adminCustomerApi.detail, { handler: (input) => customers.detail(input.id) });
  adminRoute(app, adminCustomerApi.orders, { handler: (input) => customers.orders(input) });
  adminRoute(app, adminCustomerApi.jobs, { handler: (input) => customers.jobs(input) });
  adminRoute(app, adminCustomerApi.disable, {
    message: CUSTOMER_MESSAGES.disabled,
    handler: (input, { request, staff }) => customers.disable(staff, request.ip, input.id),
  });
  adminRoute(app, adminCustomerApi.enable, {
    message: CUSTOMER_MESSAGES.enabled,
    handler: (input, { request, staff }) => customers.enable(staff, request.ip, input.id),
  });
  adminRoute(app, adminCustomerApi.bulk, { handler: (input, { request, staff }) => customers.bulk(staff, request.ip, input) });
  adminRoute(app, adminCustomerApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await customers.exportFile(staff, request.ip, input)),
  });
  adminRoute(app, adminCustomerApi.resendActivation, {
    message: CUSTOMER_MESSAGES.activationSent,
    handler: (input, { request, staff }) => customers.resendActivation(staff, request.ip, input.id),
  });
}
