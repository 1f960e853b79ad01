// The console's price table, an order's price and dates, and the late orders
// (contracts/api/admin/prices.ts): thin, the rules are in service.ts.
import type { FastifyInstance } from 'fastify';
import { PRICE_MESSAGES, adminPriceApi } from '../../../contracts/api/admin/prices.ts';
import { adminRoute } from '../../http/api-route.ts';

export async function pricingAdminRoutes(app: FastifyInstance) {
  const { pricing } = app.services;
  adminRoute(app, adminPriceApi.list, { handler: () => pricing.adminPrices() });
  adminRoute(app, adminPriceApi.save, { message: PRICE_MESSAGES.saved, handler: (input, { request, staff }) => pricing.save(staff, request.ip, input) });
  adminRoute(app, adminPriceApi.history, { handler: (input) => pricing.history(input) });
  adminRoute(app, adminPriceApi.orderPricing, { handler: (input) => pricing.staffPricing(input.kind, input.id) });
  adminRoute(app, adminPriceApi.schedules, { handler: (input) => pricing.schedules(input.kind, input.ids, null) });
  adminRoute(app, adminPriceApi.late, { handler: () => pricing.late() });
}
