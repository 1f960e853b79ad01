// The search calls and the privacy page. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { searchDetailInput, searchInput } from '../../../contracts/search.ts';
import { apiRoute, READ_METHODS } from '../../http/api-route.ts';

const tags = ['search'];

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = app.services.search;
  apiRoute(app, {
    url: '/article/search',
    method: READ_METHODS,
    tags,
    summary: '站内搜索：文章、新闻、技术产品、质粒（page 从 0 开始，size 默认 5；keywords2 为二次搜索）→ { data, total }',
    input: searchInput,
    handler: (input) => search.search(input),
  });
  apiRoute(app, {
    url: '/article/searchDetail',
    method: READ_METHODS,
    tags,
    summary: '搜索结果详情（kind: article | news | product | plasmid）',
    input: searchDetailInput,
    handler: ({ kind, id }) => search.detail(kind, id),
  });
  apiRoute(app, {
    url: '/help/privacy',
    method: READ_METHODS,
    tags,
    summary: '隐私政策（data.body 为净化后的 HTML）',
    handler: () => search.privacyPolicy(),
  });
}
