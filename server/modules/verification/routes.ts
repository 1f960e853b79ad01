// The code-sending calls (contracts/api/verification.ts). Besides the per-target and per-IP rules of
// the code service, a per-IP request rate limits bursts.
import type { FastifyInstance } from 'fastify';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { apiRoute } from '../../http/api-route.ts';

const rateLimit = { max: 10, timeWindow: '1 minute' };

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const codeRequests = app.services.codeRequests;
  apiRoute(app, verificationApi.sms, {
    rateLimit,
    handler: (input, { request, user }) => codeRequests.sms(input, { uid: user?.id ?? null, ip: request.ip }),
  });
  apiRoute(app, verificationApi.email, {
    rateLimit,
    handler: (input, { request }) => codeRequests.email(input, { ip: request.ip }),
  });
}
