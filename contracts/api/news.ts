// The news calls (/api/v1/news/*): news and technical documents share one table; the category
// (type 6 or 7) tells them apart. Read-only, so each answers GET as well as the documented POST.
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { indexNewsInput, newsIndexInput, newsReadInput } from '../news.ts';
import { pageOf, timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['news'];

/** A list entry; `description` is sanitised HTML. */
export const newsSummary = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  title: z.string(),
  description: z.string(),
  litpic: z.string(),
  create_time: timestamp,
  ...englishFlag,
});

/** One item; `body` and `description` are sanitised HTML. */
export const newsItem = newsSummary.extend({
  body: z.string(),
  keywords: z.string(),
  update_time: timestamp,
});

export const newsApi = {
  index: v1({
    path: '/news/index',
    methods: READ,
    tags,
    summary: '新闻/技术文档列表（page, size 默认 5, tid 或 id = 分类，含下级分类；仅 status 1，最新在前）',
    input: newsIndexInput,
    output: pageOf(newsSummary),
  }),
  read: v1({
    path: '/news/read',
    methods: READ,
    tags,
    summary: '读取一条新闻（body 为净化后的 HTML；不存在为 404）',
    input: newsReadInput,
    output: newsItem,
  }),
  indexNews: v1({
    path: '/news/getIndexNews',
    methods: READ,
    tags,
    summary: '首页新闻：最新的首页推荐新闻（limit 默认 6，最多 20）',
    input: indexNewsInput,
    output: z.array(newsSummary),
  }),
};
