// Province/city list of the address forms (contracts/api/region.ts).
import type { FastifyInstance } from 'fastify';
import { regionApi } from '../../../contracts/api/region.ts';
import { apiRoute } from '../../http/api-route.ts';
import { isEnglishCall } from '../../plugins/api-language.ts';

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, regionApi.area, { handler: ({ pid }, { request }) => app.services.regions.getArea(pid, isEnglishCall(request) ? 'en' : 'zh') });
}
