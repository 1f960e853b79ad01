// The customer's site validation calls (contracts/api/site-validation.ts): thin, the rules are in service.ts.
import type { FastifyInstance } from 'fastify';
import { siteValidationApi } from '../../../contracts/api/site-validation.ts';
import { SITE_VALIDATION_MESSAGES } from '../../../contracts/site-validation.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function siteValidationRoutes(app: FastifyInstance): Promise<void> {
  const { siteValidation } = app.services;
  apiRoute(app, siteValidationApi.validate, {
    // Each call runs primer3 once for up to 96 sites: a few a minute is all a person needs.
    rateLimit: { max: 10, timeWindow: '1 minute' },
    message: SITE_VALIDATION_MESSAGES.created,
    handler: (input, { user }) => siteValidation.createOrder(user.id, input),
  });
  apiRoute(app, siteValidationApi.orderSites, { handler: ({ oid }, { user }) => siteValidation.forCustomer(user.id, oid) });
}
