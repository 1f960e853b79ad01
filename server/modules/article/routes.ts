// Home-page and service-page content calls (contracts/api/article.ts): carousels, the articles of a
// category, recommended services and star products.
import type { FastifyInstance } from 'fastify';
import { articleApi } from '../../../contracts/api/article.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const articles = app.services.articles;
  apiRoute(app, articleApi.carousel, { handler: ({ id }) => articles.carousel(id) });
  apiRoute(app, articleApi.index, { handler: (query) => articles.list(query) });
  apiRoute(app, articleApi.recommended, { handler: () => articles.recommended() });
  apiRoute(app, articleApi.starProducts, { handler: () => articles.starProducts() });
}
