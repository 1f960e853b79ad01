// The about/contact and recruitment calls (contracts/api/about.ts); the specification wraps each
// answer in `info`.
import type { FastifyInstance } from 'fastify';
import { aboutApi } from '../../../contracts/api/about.ts';
import { apiRoute } from '../../http/api-route.ts';
import { BLOCK_SECTIONS, type BlockSection } from './service.ts';

export async function aboutRoutes(app: FastifyInstance): Promise<void> {
  const about = app.services.about;
  apiRoute(app, aboutApi.intro, { handler: async () => ({ info: await about.intro() }) });
  apiRoute(app, aboutApi.jobs, { handler: async (input) => ({ info: await about.jobs(input) }) });
  apiRoute(app, aboutApi.job, { handler: async ({ id }) => ({ info: await about.job(id) }) });
  for (const endpoint of [aboutApi.welfare, aboutApi.welfareAlias]) {
    apiRoute(app, endpoint, { handler: async () => ({ info: await about.welfare() }) });
  }

  const lists = [
    [aboutApi.workPlaces, BLOCK_SECTIONS.workPlaces],
    [aboutApi.mailboxes, BLOCK_SECTIONS.mailboxes],
    [aboutApi.wechat, BLOCK_SECTIONS.wechat],
    [aboutApi.platformAdvantages, BLOCK_SECTIONS.platformAdvantages],
    [aboutApi.postdoc, BLOCK_SECTIONS.postdoc],
  ] as const satisfies ReadonlyArray<readonly [unknown, BlockSection]>;
  for (const [endpoint, section] of lists) {
    apiRoute(app, endpoint, { handler: async () => ({ info: await about.blocks(section) }) });
  }

  apiRoute(app, aboutApi.serviceAdvantages, { handler: () => about.serviceAdvantages() });
}
