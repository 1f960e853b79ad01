// The home-page and service-page content calls: carousel ads (/dsm/indexad), the articles of a
// category (/article/index), recommended services (/article/tuijianfuwu) and star products
// (/article/mingxingchanpin). Read-only, so each answers GET as well as the documented POST.
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { articleIndexInput, indexAdInput } from '../article.ts';
import { pageOf, timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['content'];

/** One carousel slide; only ads with status 1 are ever answered. `body` is sanitised HTML. */
export const carouselAd = z.object({
  id: z.number().int(),
  name: z.string(),
  adfile: z.string().describe('图片地址'),
  body: z.string(),
  is_showbody: z.number().int().describe('1：在图片上显示 name 与 body'),
  gourl: z.string().describe('点击时在新标签页打开；为空时不链接'),
  status: z.number().int(),
  ...englishFlag,
});

/** An article of a category; `body` and `description` are sanitised HTML. */
export const article = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  title: z.string(),
  litpic: z.string(),
  description: z.string(),
  body: z.string(),
  keywords: z.string(),
  create_time: timestamp,
  update_time: timestamp,
  ...englishFlag,
});

export const articlePage = pageOf(article);

/** A platform recommendation or star product; 'learn more' goes to /dynamicDetail?id={tid}. */
export const recommendedService = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  title: z.string(),
  litpic: z.string(),
  description: z.string().describe('净化后的 HTML'),
  ...englishFlag,
});

export const articleApi = {
  carousel: v1({
    path: '/dsm/indexad',
    methods: READ,
    tags,
    summary: '首页轮播广告（id 1 电脑端，2 手机端；仅 status 1，按排序）',
    input: indexAdInput,
    output: z.array(carouselAd),
  }),
  index: v1({
    path: '/article/index',
    methods: READ,
    tags,
    summary: '分类下的文章（tid 必填，page 从 1 起，size 默认 10、最多 50；data = { data, total }）',
    input: articleIndexInput,
    output: articlePage,
  }),
  recommended: v1({
    path: '/article/tuijianfuwu',
    methods: READ,
    tags,
    summary: '首页平台推荐服务（id, tid, title, litpic, description；了解更多 → /dynamicDetail?id={tid}）',
    output: z.array(recommendedService),
  }),
  starProducts: v1({
    path: '/article/mingxingchanpin',
    methods: READ,
    tags,
    summary: '明星产品（id, tid, title, litpic, description）',
    output: z.array(recommendedService),
  }),
};

/** One carousel slide; only ads with status 1 are ever answered. `body` is sanitised HTML. */
export type CarouselAd = z.infer<typeof carouselAd>;
/** An article of a category; `body` and `description` are sanitised HTML. */
export type Article = z.infer<typeof article>;
export type ArticlePage = z.infer<typeof articlePage>;
/** A platform recommendation of the home page; 'learn more' goes to /dynamicDetail?id={tid}. */
export type RecommendedService = z.infer<typeof recommendedService>;
