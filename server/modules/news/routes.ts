// The news calls (contracts/api/news.ts): lists by category, one item, the home page's news.
import type { FastifyInstance } from 'fastify';
import { newsApi } from '../../../contracts/api/news.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const news = app.services.news;
  apiRoute(app, newsApi.index, { handler: (query) => news.list(query) });
  apiRoute(app, newsApi.read, { handler: ({ id }) => news.read(id) });
  apiRoute(app, newsApi.indexNews, { handler: ({ limit }) => news.indexNews(limit) });
}
