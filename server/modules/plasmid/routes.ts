// The plasmid calls (contracts/api/plasmid.ts). The download answers a file rather than the envelope
// (its errors still answer the envelope).
import type { FastifyInstance } from 'fastify';
import { plasmidApi } from '../../../contracts/api/plasmid.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';

export async function plasmidRoutes(app: FastifyInstance): Promise<void> {
  const plasmids = app.services.plasmids;
  apiRoute(app, plasmidApi.index, { handler: (query) => plasmids.list(query) });
  apiRoute(app, plasmidApi.read, { handler: ({ id }) => plasmids.read(id) });
  rawRoute(app, plasmidApi.download, {
    handler: async ({ id, format }, { reply }) => {
      const file = await plasmids.sequenceFile(id, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=300')
        .send(file.body);
    },
  });
}
