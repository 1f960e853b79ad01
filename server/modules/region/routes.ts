// Province/city list of the address forms, GET as well as the documented POST (read-only).
import type { FastifyInstance } from 'fastify';
import { getAreaInput } from '../../../contracts/verification.ts';
import { apiRoute, READ_METHODS } from '../../http/api-route.ts';

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    url: '/help/getArea',
    method: READ_METHODS,
    summary: '省市列表：pid 0 为省份，否则为该省的城市；[{ id, cityName }]',
    tags: ['user'],
    input: getAreaInput,
    handler: ({ pid }) => app.services.regions.getArea(pid),
  });
}
