// Home-page and service-page content calls. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { articleIndexInput, indexAdInput } from '../../../contracts/article.ts';
import { readRoute } from '../../http/api-route.ts';

const tags = ['content'];

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const articles = app.services.articles;

  readRoute(app, {
    tags,
    url: '/dsm/indexad',
    summary: '首页轮播广告（id 1 电脑端，2 手机端；仅 status 1，按排序）',
    input: indexAdInput,
    handler: ({ id }) => articles.carousel(id),
  });

  readRoute(app, {
    tags,
    url: '/article/index',
    summary: '分类下的文章（tid 必填，page 从 1 起，size 默认 10、最多 50；data = { data, total }）',
    input: articleIndexInput,
    handler: (query) => articles.list(query),
  });

  readRoute(app, {
    tags,
    url: '/article/tuijianfuwu',
    summary: '首页平台推荐服务（id, tid, title, litpic, description；了解更多 → /dynamicDetail?id={tid}）',
    handler: () => articles.recommended(),
  });

  readRoute(app, {
    tags,
    url: '/article/mingxingchanpin',
    summary: '明星产品（id, tid, title, litpic, description）',
    handler: () => articles.starProducts(),
  });
}
