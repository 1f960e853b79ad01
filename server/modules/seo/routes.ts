// /robots.txt and /sitemap.xml at the site root (not under /api/v1), registered by app.ts.
import type { FastifyInstance } from 'fastify';

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const seo = app.services.seo;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots());
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(await seo.sitemap());
  });
}
