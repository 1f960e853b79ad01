// Resolves the `authentication` request header: on /api/admin calls to `request.staff` (a staff
// session), on every other API call to `request.user` (a customer session). A token of the one kind
// means nothing on the other side, so a customer's token answers 401 in the console's API.
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '../../contracts/api/admin/admin-v1.ts';
import type { Services } from '../services.ts';
import { isApiUrl } from './api-errors.ts';

export function tokenFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

export const isAdminApiUrl = (url: string) => url === ADMIN_API_PREFIX || url.startsWith(`${ADMIN_API_PREFIX}/`) || url.startsWith(`${ADMIN_API_PREFIX}?`);

/** Adds the hook on the instance it is given (the root), so it covers every API module. */
export function registerAuth(app: FastifyInstance, services: Pick<Services, 'sessions' | 'staffSessions'>) {
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    const token = tokenFromHeader(request.headers.authentication);
    if (!token) return;
    if (isAdminApiUrl(request.url)) request.staff = await services.staffSessions.resolve(token);
    else request.user = await services.sessions.resolve(token);
  });
}
