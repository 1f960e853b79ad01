// The search calls and the privacy page (contracts/api/search.ts).
import type { FastifyInstance } from 'fastify';
import { searchApi } from '../../../contracts/api/search.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = app.services.search;
  apiRoute(app, searchApi.search, { handler: (input) => search.search(input) });
  apiRoute(app, searchApi.detail, { handler: ({ kind, id }) => search.detail(kind, id) });
  apiRoute(app, searchApi.privacy, { handler: () => search.privacyPolicy() });
}
