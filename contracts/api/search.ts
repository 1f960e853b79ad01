// The site search calls (/article/search, /article/searchDetail) and the privacy page (/help/privacy).
// Read-only, so each answers GET as well as the documented POST.
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { SEARCH_KINDS, SEARCH_TYPES, searchDetailInput, searchInput } from '../search.ts';
import { pageOf } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['search'];

const kind = z.enum(SEARCH_KINDS);

export const searchHit = z.object({
  id: z.number().int(),
  kind,
  title: z.string(),
  description: z.string().describe('净化后的 HTML（新闻、文章）或纯文本摘要（产品、质粒，已转义）'),
  body: z.string().describe('正文：净化后的 HTML，与 /searchResultDetail 所示相同'),
  content: z.string().describe('正文的纯文本（去标签、合并空白），最多 300 字'),
  url: z.string().describe('查看详情的地址：/searchResultDetail（详情页再链接到条目自己的页面）'),
  type: z.enum(SEARCH_TYPES).describe('访客看到的类型：product 产品、service 服务、plasmid 质粒、news 新闻、document 技术文档'),
  snippet: z.string().describe('卡片摘要：纯文本（未转义），含搜索词时取其所在的一段；页面转义后只把搜索词标出'),
  ...englishFlag,
});

export const searchResult = pageOf(searchHit).extend({
  types: z.record(z.enum(SEARCH_TYPES), z.number().int()).describe('各类型的结果数（不受 type 筛选影响）；total 为所选类型的结果数'),
});

export const searchDetail = z.object({
  id: z.number().int(),
  kind,
  type: z.enum(SEARCH_TYPES).describe('访客看到的类型，同搜索结果'),
  title: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })).describe('带标签的纯文本字段，空的不列'),
  body: z.string().describe('净化后的 HTML'),
  url: z.string().nullable().describe('有自己页面时为其地址'),
  ...englishFlag,
});

export const privacyPage = z.object({ title: z.string(), body: z.string().describe('净化后的 HTML'), ...englishFlag });

export const searchApi = {
  search: v1({
    path: '/article/search',
    methods: READ,
    tags,
    summary: '站内搜索：文章、新闻、技术产品、质粒，按相关度排序（page 从 0 开始，size 默认 5；keywords2 为二次搜索；type 只看一种类型）→ { data, total, types }',
    input: searchInput,
    output: searchResult,
  }),
  detail: v1({
    path: '/article/searchDetail',
    methods: READ,
    tags,
    summary: '搜索结果详情（kind: article | news | product | plasmid）',
    input: searchDetailInput,
    output: searchDetail,
  }),
  privacy: v1({
    path: '/help/privacy',
    methods: READ,
    tags,
    summary: '隐私政策（data.body 为净化后的 HTML）',
    output: privacyPage,
  }),
};

export type SearchHit = z.infer<typeof searchHit>;
export type SearchResult = z.infer<typeof searchResult>;
export type SearchDetail = z.infer<typeof searchDetail>;
export type PrivacyPage = z.infer<typeof privacyPage>;
