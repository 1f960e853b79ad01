// The console's site-content calls (contracts/api/admin/content-site.ts): thin, every rule is in the
// services. A write is announced with contentChanged() only after its transaction committed, so every
// cache (and every other app server) drops the old content and the next public request shows the new.
import type { FastifyInstance } from 'fastify';
import { adminSiteApi as api } from '../../../contracts/api/admin/content-site.ts';
import { SITE_MESSAGES as M } from '../../../contracts/content-site.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';

export async function siteContentAdminRoutes(app: FastifyInstance) {
  const { categories, settings, jobs } = app.services.siteContent;
  const published = async <T>(result: T): Promise<T> => {
    await app.services.contentChanged();
    return result;
  };
  type Ctx = { request: { ip: string }; staff: AuthStaff };
  const actor = ({ request, staff }: Ctx) => actorOf(staff, request.ip);

  adminRoute(app, api.categories, { handler: () => categories.list() });
  adminRoute(app, api.createCategory, { message: M.saved, handler: async (input, ctx) => published(await categories.create(actor(ctx), input)) });
  adminRoute(app, api.updateCategory, { message: M.saved, handler: async (input, ctx) => published(await categories.update(actor(ctx), input)) });
  adminRoute(app, api.moveCategory, { message: M.saved, handler: async (input, ctx) => published(await categories.move(actor(ctx), input)) });
  adminRoute(app, api.setCategoryStatus, { message: M.saved, handler: async (input, ctx) => published(await categories.setStatus(actor(ctx), input.id, input.status)) });
  adminRoute(app, api.bulkCategories, { handler: async (input, ctx) => published(await categories.bulk(actor(ctx), input)) });
  adminRoute(app, api.exportCategories, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, ctx) => sendExport(ctx.reply, await categories.exportFile(actor(ctx), input)),
  });
  adminRoute(app, api.deleteCategory, { message: M.deleted, handler: async (input, ctx) => published(await categories.remove(actor(ctx), input.id)) });

  adminRoute(app, api.settings, { handler: () => settings.settings() });
  adminRoute(app, api.saveSettings, { message: M.saved, handler: async (input, ctx) => published(await settings.saveSettings(actor(ctx), input)) });
  adminRoute(app, api.page, { handler: (input) => settings.page(input.slug) });
  adminRoute(app, api.savePage, { message: M.saved, handler: async (input, ctx) => published(await settings.savePage(actor(ctx), input)) });
  adminRoute(app, api.blocks, { handler: (input) => settings.blocks(input.section) });
  adminRoute(app, api.createBlock, { message: M.saved, handler: async (input, ctx) => published(await settings.createBlock(actor(ctx), input)) });
  adminRoute(app, api.updateBlock, { message: M.saved, handler: async (input, ctx) => published(await settings.updateBlock(actor(ctx), input)) });
  adminRoute(app, api.deleteBlock, { message: M.deleted, handler: async (input, ctx) => published(await settings.removeBlock(actor(ctx), input.id)) });

  adminRoute(app, api.jobs, { handler: (input) => jobs.list(input) });
  adminRoute(app, api.createJob, { message: M.saved, handler: async (input, ctx) => published(await jobs.create(actor(ctx), input)) });
  adminRoute(app, api.updateJob, { message: M.saved, handler: async (input, ctx) => published(await jobs.update(actor(ctx), input)) });
  adminRoute(app, api.setJobStatus, { message: M.saved, handler: async (input, ctx) => published(await jobs.setStatus(actor(ctx), input.id, input.status)) });
  adminRoute(app, api.bulkJobs, { handler: async (input, ctx) => published(await jobs.bulk(actor(ctx), input)) });
  adminRoute(app, api.exportJobs, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, ctx) => sendExport(ctx.reply, await jobs.exportFile(actor(ctx), input)),
  });
  adminRoute(app, api.deleteJob, { message: M.deleted, handler: async (input, ctx) => published(await jobs.remove(actor(ctx), input.id)) });
}
