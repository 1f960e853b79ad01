// The content calls of the site shell. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { categoryImageInput, categoryReadInput } from '../../../contracts/content.ts';
import { apiRoute, type ApiRouteOptions } from '../../http/api-route.ts';

const tags = ['content'];

/**
 * Declares the call for POST and for GET. Two declarations rather than one with both methods:
 * Fastify refuses a body schema on a route that also answers GET.
 */
function readRoute<S extends z.ZodType = z.ZodObject<{}>, R = unknown>(
  app: FastifyInstance,
  options: Omit<ApiRouteOptions<S, false, R>, 'method' | 'tags'>,
): void {
  apiRoute(app, { ...options, tags, method: 'POST' });
  apiRoute(app, { ...options, tags, method: 'GET' });
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  readRoute(app, {
    url: '/category/index',
    summary: '导航分类树（可见分类，逐级 childs；不含 body/youshi）',
    handler: () => content.navigationTree(),
  });

  readRoute(app, {
    url: '/category/allcate',
    summary: '全部可见分类的完整树（逐级 childs，含全部字段）',
    handler: () => content.allCategories(),
  });

  readRoute(app, {
    url: '/category/teshuCate',
    summary: '订单中心的特殊分类（is_teshu=1）及其 childs',
    handler: () => content.specialCategories(),
  });

  readRoute(app, {
    url: '/category/read',
    summary: '读取一个分类及其 childs',
    input: categoryReadInput,
    handler: ({ id }) => content.category(id),
  });

  readRoute(app, {
    url: '/category/getCateImg',
    summary: '分类横幅图（data.info；无图时取上级分类的图，再无则为默认横幅）',
    input: categoryImageInput,
    handler: ({ tid }) => content.categoryImage(tid),
  });

  readRoute(app, {
    url: '/help/getWebseting',
    summary: '网站设置（zp_hottel1/zp_hottel2 换行转为 <br>）及四个计数器 counters',
    handler: () => content.webSettings(),
  });

  readRoute(app, {
    url: '/help/aboutus',
    summary: '关于我们：标题、正文 HTML、图片与四个计数器',
    handler: () => content.aboutUs(),
  });
}
