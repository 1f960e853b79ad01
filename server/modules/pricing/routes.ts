// The customer's price calls (contracts/api/pricing.ts): thin, the rules are in service.ts.
import type { FastifyInstance } from 'fastify';
import { pricingApi } from '../../../contracts/api/pricing.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function pricingRoutes(app: FastifyInstance) {
  const { pricing } = app.services;
  apiRoute(app, pricingApi.prices, { handler: () => pricing.publicPrices() });
  apiRoute(app, pricingApi.schedules, { handler: (input, { user }) => pricing.schedules(input.kind, input.ids, user.id) });
  apiRoute(app, pricingApi.estimate, { handler: (input, { user }) => pricing.customerPricing(user.id, input.kind, input.id) });
}
