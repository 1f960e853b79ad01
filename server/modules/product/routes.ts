// The product calls (contracts/api/product.ts): the technical-service menu and list, the purchase
// inquiry, and the mail enquiry, which the specification places outside /api/v1.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageApi, productApi } from '../../../contracts/api/product.ts';
import { PRODUCT_MESSAGES } from '../../../contracts/product.ts';
import { apiRoute } from '../../http/api-route.ts';
import type { AuthUser } from '../../http/auth-user.ts';

/** Enquiry forms: enough for a person correcting a typo a few times, not for a script. */
export const ENQUIRY_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const sender = (request: FastifyRequest, user: AuthUser | null) => ({ ip: request.ip || null, uid: user?.id ?? null });

/** Registered under /api/v1. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const product = app.services.products;
  apiRoute(app, productApi.models, { handler: () => product.models() });
  apiRoute(app, productApi.index, { handler: (query) => product.list(query) });
  apiRoute(app, productApi.purchaseInquiry, {
    rateLimit: ENQUIRY_RATE_LIMIT,
    message: PRODUCT_MESSAGES.orderSuccess,
    handler: async (input, { request, user }) => {
      await product.addPurchaseInquiry(input, sender(request, user));
      return null;
    },
  });
}

/** Registered at the site root: POST /messages/send-mail. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const product = app.services.products;
  apiRoute(app, messageApi.sendMail, {
    rateLimit: ENQUIRY_RATE_LIMIT,
    message: PRODUCT_MESSAGES.mailSent,
    handler: async (input, { request, user }) => {
      await product.sendMailEnquiry(input, sender(request, user));
      return null;
    },
  });
}
