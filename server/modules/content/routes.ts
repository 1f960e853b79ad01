// The content calls of the site shell (contracts/api/content.ts): category trees, a category's
// banner, web settings and the about-us page.
import type { FastifyInstance } from 'fastify';
import { contentApi } from '../../../contracts/api/content.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;
  apiRoute(app, contentApi.navigation, { handler: () => content.navigationTree() });
  apiRoute(app, contentApi.allCategories, { handler: () => content.allCategories() });
  apiRoute(app, contentApi.specialCategories, { handler: () => content.specialCategories() });
  apiRoute(app, contentApi.category, { handler: ({ id }) => content.category(id) });
  apiRoute(app, contentApi.categoryImage, { handler: ({ tid }) => content.categoryImage(tid) });
  apiRoute(app, contentApi.webSettings, { handler: () => content.webSettings() });
  apiRoute(app, contentApi.aboutUs, { handler: () => content.aboutUs() });
}
