// The account page's API keys (contracts/api/api-keys.ts). Each needs a login session: the calls
// declare no key scope, so a request made with an API key is refused before the handler.
import type { FastifyInstance } from 'fastify';
import { apiKeyApi } from '../../../contracts/api/api-keys.ts';
import { API_KEY_MESSAGES } from '../../../contracts/api-keys.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const apiKeys = app.services.apiKeys;

  apiRoute(app, apiKeyApi.list, { handler: (_input, { user }) => apiKeys.list(user.id) });
  apiRoute(app, apiKeyApi.add, {
    message: API_KEY_MESSAGES.created,
    // The live-key cap bounds what is kept; this bounds create-and-revoke churn.
    rateLimit: { max: 20, timeWindow: '1 hour' },
    handler: (input, { user }) => apiKeys.create(user.id, input),
  });
  apiRoute(app, apiKeyApi.revoke, { message: API_KEY_MESSAGES.revoked, handler: ({ id }, { user }) => apiKeys.revoke(user.id, id) });
  apiRoute(app, apiKeyApi.uses, { handler: ({ id }, { user }) => apiKeys.uses(user.id, id) });
}
