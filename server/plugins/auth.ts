// Resolves the `authentication` request header: on /api/admin calls to `request.staff` (a staff
// session), on every other API call to `request.user` (a customer session). A token of the one kind
// means nothing on the other side, so a customer's token answers 401 in the console's API. A personal
// API key (`Authorization: Bearer gs_live_…`, decision 0081) is read on customer calls only: it sets
// `request.user` and `request.apiKey`, and `apiRoute` lets it make the calls of its scopes alone; in
// the console it is never looked at, so it answers 401 there like no login.
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '../../contracts/api/admin/admin-v1.ts';
import type { Services } from '../services.ts';
import { isApiUrl } from './api-errors.ts';
import { API_KEY_PREFIX } from '../../contracts/api-keys.ts';

export function tokenFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** The key of `Authorization: Bearer gs_live_…`; null for any other or no Authorization header. */
export function apiKeyFromHeader(value: string | undefined): string | null {
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  if (!match || !match[1].startsWith(API_KEY_PREFIX)) return null;
  return match[1].slice(0, 256);
}

export const isAdminApiUrl = (url: string) => url === ADMIN_API_PREFIX || url.startsWith(`${ADMIN_API_PREFIX}/`) || url.startsWith(`${ADMIN_API_PREFIX}?`);

/** Adds the hook on the instance it is given (the root), so it covers every API module. */
export function registerAuth(app: FastifyInstance, services: Pick<Services, 'sessions' | 'staffSessions' | 'apiKeys'>) {
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    const apiKey = isAdminApiUrl(request.url) ? null : apiKeyFromHeader(request.headers.authorization);
    if (apiKey) {
      // A key wins over a session header sent beside it: the request is held to the key's scopes.
      const found = await services.apiKeys.authenticate(apiKey, { ip: request.ip, method: request.method, route: request.url.split('?')[0] });
      request.user = found.user;
      request.apiKey = found.key;
      return;
    }
    const token = tokenFromHeader(request.headers.authentication);
    if (!token) return;
    if (isAdminApiUrl(request.url)) request.staff = await services.staffSessions.resolve(token);
    else request.user = await services.sessions.resolve(token);
  });
}
