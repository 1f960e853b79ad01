// Province/city list of the address forms (contracts/api/region.ts).
import type { FastifyInstance } from 'fastify';
import { regionApi } from '../../../contracts/api/region.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, regionApi.area, { handler: ({ pid }) => app.services.regions.getArea(pid) });
}
