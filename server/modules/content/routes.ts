// The content calls of the site shell. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { categoryImageInput, categoryReadInput } from '../../../contracts/content.ts';
import { apiRoute } from '../../http/api-route.ts';

const READ = ['GET', 'POST'] as const;
const tags = ['content'];

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  apiRoute(app, {
    url: '/category/index',
    method: [...READ],
    summary: '导航分类树（可见分类，逐级 childs；不含 body/youshi）',
    tags,
    handler: () => content.navigationTree(),
  });

  apiRoute(app, {
    url: '/category/allcate',
    method: [...READ],
    summary: '全部可见分类的完整树（逐级 childs，含全部字段）',
    tags,
    handler: () => content.allCategories(),
  });

  apiRoute(app, {
    url: '/category/teshuCate',
    method: [...READ],
    summary: '订单中心的特殊分类（is_teshu=1）及其 childs',
    tags,
    handler: () => content.specialCategories(),
  });

  apiRoute(app, {
    url: '/category/read',
    method: [...READ],
    summary: '读取一个分类及其 childs',
    tags,
    input: categoryReadInput,
    handler: ({ id }) => content.category(id),
  });

  apiRoute(app, {
    url: '/category/getCateImg',
    method: [...READ],
    summary: '分类横幅图（data.info；无图时取上级分类的图，再无则为默认横幅）',
    tags,
    input: categoryImageInput,
    handler: ({ tid }) => content.categoryImage(tid),
  });

  apiRoute(app, {
    url: '/help/getWebseting',
    method: [...READ],
    summary: '网站设置（zp_hottel1/zp_hottel2 换行转为 <br>）及四个计数器 counters',
    tags,
    handler: () => content.webSettings(),
  });

  apiRoute(app, {
    url: '/help/aboutus',
    method: [...READ],
    summary: '关于我们：标题、正文 HTML、图片与四个计数器',
    tags,
    handler: () => content.aboutUs(),
  });
}
