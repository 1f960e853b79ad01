// Resolves the `authentication` request header of /api calls to `request.user` (null when absent,
// unknown, revoked or expired). Routes that require a login use `apiRoute({ auth: true })`.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { isApiUrl } from './api-errors.ts';

export function tokenFromHeader(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** Adds the hook on the instance it is given (the root), so it covers every API module. */
export function registerAuth(app: FastifyInstance, services: Pick<Services, 'sessions'>) {
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    const token = tokenFromHeader(request.headers.authentication);
    if (token) request.user = await services.sessions.resolve(token);
  });
}
