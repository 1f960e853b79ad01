// CRISPR-Net calls (contracts/api/crispr.ts): addJob and read need a login (a user reads only their
// own jobs), the option lists are public.
import type { FastifyInstance } from 'fastify';
import { crisprApi } from '../../../contracts/api/crispr.ts';
import { CRISPR_MESSAGES } from '../../../contracts/crispr.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';

export async function crisprRoutes(app: FastifyInstance): Promise<void> {
  const crispr = app.services.crispr;

  apiRoute(app, crisprApi.addJob, {
    message: CRISPR_MESSAGES.submitted,
    // The 30-second rule is the real limit; this only stops a flood of refused calls.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (input, { user }) => ({ info: await crispr.addJob(user.id, input) }),
  });
  apiRoute(app, crisprApi.read, { handler: ({ id }, { user }) => crispr.read(user.id, id) });
  rawRoute(app, crisprApi.export, {
    // An XLSX of 2,000 sites a guide costs more than a read; 30 a minute is more than a person clicks.
    rateLimit: { max: 30, timeWindow: '1 minute' },
    async handler({ id, format }, { user, reply }) {
      const file = await crispr.exportResult(user.id, id, format);
      return reply.type(file.type).header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.content);
    },
  });
  apiRoute(app, crisprApi.pamTypes, { handler: () => crispr.listOptions('pam') });
  apiRoute(app, crisprApi.genomes, { handler: () => crispr.listOptions('genome') });
}
