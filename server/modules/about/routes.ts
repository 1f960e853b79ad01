// The about/contact and recruitment calls. Read-only, so each answers GET as well as the documented POST.
import type { FastifyInstance } from 'fastify';
import { jobListInput, jobShowInput } from '../../../contracts/about.ts';
import { readRoute } from '../../http/api-route.ts';
import { BLOCK_SECTIONS } from './service.ts';

const tags = ['about'];

export async function aboutRoutes(app: FastifyInstance): Promise<void> {
  const about = app.services.about;

  readRoute(app, {
    tags,
    url: '/article/guanyu',
    summary: '关于我们（data.info：标题、正文 HTML、图片与四个计数器）',
    handler: async () => ({ info: await about.intro() }),
  });

  readRoute(app, {
    tags,
    url: '/article/zhaopin',
    summary: '招聘列表（type 0 社会招聘，1 校园招聘；page、size 默认 10；data.info = { data, total }）',
    input: jobListInput,
    handler: async (input) => ({ info: await about.jobs(input) }),
  });

  readRoute(app, {
    tags,
    url: '/article/show',
    summary: '职位详情（data.info，正文 HTML 已净化；不存在时 404）',
    input: jobShowInput,
    handler: async ({ id }) => ({ info: await about.job(id) }),
  });

  for (const url of ['/article/fulidaiyu', '/article/fulidaiyuan']) {
    readRoute(app, {
      tags,
      url,
      summary: '福利待遇（data.info：页面标题、正文与福利条目 list）',
      handler: async () => ({ info: await about.welfare() }),
    });
  }

  const lists: Array<[string, (typeof BLOCK_SECTIONS)[keyof typeof BLOCK_SECTIONS], string]> = [
    ['/article/gzdidian', BLOCK_SECTIONS.workPlaces, '工作地点列表'],
    ['/article/tdyouxiang', BLOCK_SECTIONS.mailboxes, '投递邮箱列表'],
    ['/article/weixinkesao', BLOCK_SECTIONS.wechat, '微信扫一扫列表（二维码图片）'],
    ['/about/pingtaiyoushi', BLOCK_SECTIONS.platformAdvantages, '平台优势列表'],
    ['/about/boshihouApi', BLOCK_SECTIONS.postdoc, '博士后平台列表'],
  ];
  for (const [url, section, summary] of lists) {
    readRoute(app, { tags, url, summary: `${summary}（data.info）`, handler: async () => ({ info: await about.blocks(section) }) });
  }

  readRoute(app, {
    tags,
    url: '/about/fuwuyoushi',
    summary: '服务优势（data.info 条目列表；data.page 为介绍页）',
    handler: () => about.serviceAdvantages(),
  });
}
