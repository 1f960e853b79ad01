// The news calls. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { indexNewsInput, newsIndexInput, newsReadInput } from '../../../contracts/news.ts';
import { readRoute } from '../../http/api-route.ts';

const tags = ['news'];

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const news = app.services.news;

  readRoute(app, {
    tags,
    url: '/news/index',
    summary: '新闻/技术文档列表（page, size 默认 5, tid 或 id = 分类，含下级分类；仅 status 1，最新在前）',
    input: newsIndexInput,
    handler: (query) => news.list(query),
  });

  readRoute(app, {
    tags,
    url: '/news/read',
    summary: '读取一条新闻（body 为净化后的 HTML；不存在为 404）',
    input: newsReadInput,
    handler: ({ id }) => news.read(id),
  });

  readRoute(app, {
    tags,
    url: '/news/getIndexNews',
    summary: '首页新闻：最新的首页推荐新闻（limit 默认 6，最多 20）',
    input: indexNewsInput,
    handler: ({ limit }) => news.indexNews(limit),
  });
}
