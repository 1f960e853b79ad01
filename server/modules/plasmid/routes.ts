// The plasmid calls (contracts/api/plasmid.ts). The download answers a file rather than the envelope
// (its errors still answer the envelope). The read call never takes a preview token (the detail page's
// loader reads the plasmid itself); the download does, since the page in preview links to it.
import type { FastifyInstance } from 'fastify';
import { plasmidApi } from '../../../contracts/api/plasmid.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';

export async function plasmidRoutes(app: FastifyInstance): Promise<void> {
  const { plasmids, preview } = app.services;
  apiRoute(app, plasmidApi.index, { handler: (query) => plasmids.list(query) });
  apiRoute(app, plasmidApi.read, { handler: ({ id }) => plasmids.read(id) });
  rawRoute(app, plasmidApi.download, {
    handler: async ({ id, format }, { request, reply }) => {
      // Only a live token for exactly this plasmid (server/modules/content/preview.ts) reaches a hidden one.
      const previewing = await preview.allows(request.url, 'plasmid', id);
      const file = await plasmids.sequenceFile(id, format, { preview: previewing });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        // A hidden plasmid's file must stay out of shared caches (server/plugins/security.ts says so for any `preview=` too).
        .header('cache-control', previewing ? 'private, no-store' : 'public, max-age=300')
        .send(file.body);
    },
  });
}
