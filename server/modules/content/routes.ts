// The content calls of the site shell. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { categoryImageInput, categoryReadInput } from '../../../contracts/content.ts';
import { readRoute } from '../../http/api-route.ts';

const tags = ['content'];

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  readRoute(app, {
    tags,
    url: '/category/index',
    summary: '导航分类树（可见分类，逐级 childs；不含 body/youshi）',
    handler: () => content.navigationTree(),
  });

  readRoute(app, {
    tags,
    url: '/category/allcate',
    summary: '全部可见分类的完整树（逐级 childs，含全部字段）',
    handler: () => content.allCategories(),
  });

  readRoute(app, {
    tags,
    url: '/category/teshuCate',
    summary: '订单中心的特殊分类（is_teshu=1）及其 childs',
    handler: () => content.specialCategories(),
  });

  readRoute(app, {
    tags,
    url: '/category/read',
    summary: '读取一个分类及其 childs',
    input: categoryReadInput,
    handler: ({ id }) => content.category(id),
  });

  readRoute(app, {
    tags,
    url: '/category/getCateImg',
    summary: '分类横幅图（data.info；无图时取上级分类的图，再无则为默认横幅）',
    input: categoryImageInput,
    handler: ({ tid }) => content.categoryImage(tid),
  });

  readRoute(app, {
    tags,
    url: '/help/getWebseting',
    summary: '网站设置（zp_hottel1/zp_hottel2 换行转为 <br>）及四个计数器 counters',
    handler: () => content.webSettings(),
  });

  readRoute(app, {
    tags,
    url: '/help/aboutus',
    summary: '关于我们：标题、正文 HTML、图片与四个计数器',
    handler: () => content.aboutUs(),
  });
}
