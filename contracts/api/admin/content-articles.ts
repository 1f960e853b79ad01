// The console's articles (service pages, recommended services, star products), news and technical
// documents, and the preview link of an unpublished item (editors; admins pass every role check).
import { z } from 'zod';
import {
  articleFields,
  articleIdInput,
  articleStatusInput,
  articleUpdateInput,
  contentBulkInput,
  contentExportInput,
  contentListInput,
  newsFields,
  newsIdInput,
  newsStatusInput,
  newsUpdateInput,
  previewLinkInput,
  homePicksInput,
  homePicksOrderInput,
} from '../../content-articles.ts';
import { EN_COLUMNS, englishColumns } from '../../english-content.ts';
import { pageOf, scheduleColumns, timestamp } from '../answers.ts';
import { bulkResult, EXPORT_CONTENT_TYPE_LIST } from '../../bulk.ts';
import { admin } from './admin-v1.ts';

const id = z.number().int();

/**
 * The columns every row of both lists starts and ends with; each entity's own columns go between, so
 * the answers keep the tables' column order.
 */
const contentRowStart = {
  id,
  tid: id,
  title: z.string(),
  litpic: z.string().nullable(),
  description: z.string().nullable(),
  body: z.string().nullable(),
  keywords: z.string().nullable(),
  ...englishColumns(EN_COLUMNS.articles),
};
const contentRowEnd = {
  status: id,
  ...scheduleColumns,
  create_time: timestamp,
  update_time: timestamp,
  /** The category's name, for the list. */
  catname: z.string().nullable(),
};

export const adminArticleRow = z.object({ ...contentRowStart, is_tuijian: id, is_mingxing: id, sort: id, ...contentRowEnd });

export const adminNewsRow = z.object({ ...contentRowStart, is_index: id, ...contentRowEnd });

/** A category the forms offer (every one, hidden ones too; the console shows the path). */
export const contentCategoryOption = z.object({ id, pid: id, catname: z.string(), type: id, status: id });

export const previewLink = z.object({
  /** The public page with the token, relative to the site (open it in a new tab). */
  url: z.string(),
  expires_at: timestamp,
});

const editor = ['editor'] as const;

export const adminArticleApi = {
  list: admin({ path: '/content/articles/list', roles: editor, summary: '文章列表：keyword（标题）、tid、status、分页', input: contentListInput, output: pageOf(adminArticleRow) }),
  categories: admin({ path: '/content/articles/categories', roles: editor, summary: '文章可选的栏目（全部，含隐藏）', output: z.array(contentCategoryOption) }),
  detail: admin({ path: '/content/articles/detail', roles: editor, summary: '一篇文章的全部字段', input: articleIdInput, output: adminArticleRow }),
  add: admin({ path: '/content/articles/add', roles: editor, summary: '添加文章（正文在服务器净化）', input: articleFields, output: adminArticleRow }),
  update: admin({ path: '/content/articles/update', roles: editor, summary: '修改文章的全部字段', input: articleUpdateInput, output: adminArticleRow }),
  setStatus: admin({ path: '/content/articles/setStatus', roles: editor, summary: '显示或隐藏文章', input: articleStatusInput, output: adminArticleRow }),
  remove: admin({ path: '/content/articles/remove', roles: editor, summary: '删除文章', input: articleIdInput }),
  bulk: admin({
    path: '/content/articles/bulk',
    roles: editor,
    summary: '批量操作（action：show 显示、hide 隐藏、delete 删除、move 移动到栏目 tid；ids 最多 200 个）：一个事务，任一条失败则全部不变',
    input: contentBulkInput,
    output: bulkResult,
  }),
  export: admin({
    path: '/content/articles/export',
    roles: editor,
    summary: '按当前筛选（keyword、tid、status）导出全部文章：format csv 或 xlsx（默认），最多 10000 条',
    input: contentExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  homePicks: admin({
    path: '/content/articles/homePicks',
    roles: editor,
    summary: '首页的推荐服务或明星产品：带该标记的全部文章（含隐藏），按首页的顺序（sort、id）',
    input: homePicksInput,
    output: z.array(adminArticleRow),
  }),
  orderHomePicks: admin({
    path: '/content/articles/orderHomePicks',
    roles: editor,
    summary: '给出该列表全部文章的新顺序；sort 依次设为 10、20、30…',
    input: homePicksOrderInput,
    output: z.array(adminArticleRow),
  }),
};

export const adminNewsApi = {
  list: admin({ path: '/content/news/list', roles: editor, summary: '新闻与技术资料列表：keyword（标题）、tid、status、分页', input: contentListInput, output: pageOf(adminNewsRow) }),
  categories: admin({ path: '/content/news/categories', roles: editor, summary: '新闻可选的栏目（新闻中心、技术资料）', output: z.array(contentCategoryOption) }),
  detail: admin({ path: '/content/news/detail', roles: editor, summary: '一条新闻的全部字段', input: newsIdInput, output: adminNewsRow }),
  add: admin({ path: '/content/news/add', roles: editor, summary: '添加新闻或技术资料', input: newsFields, output: adminNewsRow }),
  update: admin({ path: '/content/news/update', roles: editor, summary: '修改新闻的全部字段', input: newsUpdateInput, output: adminNewsRow }),
  setStatus: admin({ path: '/content/news/setStatus', roles: editor, summary: '显示或隐藏新闻', input: newsStatusInput, output: adminNewsRow }),
  remove: admin({ path: '/content/news/remove', roles: editor, summary: '删除新闻', input: newsIdInput }),
  bulk: admin({
    path: '/content/news/bulk',
    roles: editor,
    summary: '批量操作（action：show 显示、hide 隐藏、delete 删除、move 移动到栏目 tid；ids 最多 200 个）：一个事务，任一条失败则全部不变',
    input: contentBulkInput,
    output: bulkResult,
  }),
  export: admin({
    path: '/content/news/export',
    roles: editor,
    summary: '按当前筛选（keyword、tid、status）导出全部新闻与技术资料：format csv 或 xlsx（默认），最多 10000 条',
    input: contentExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
};

export const adminContentApi = {
  previewLink: admin({
    path: '/content/previewLink',
    roles: editor,
    summary: '预览链接：公开页面地址加 10 分钟有效的预览令牌，未发布的内容也显示（不缓存、不索引）',
    input: previewLinkInput,
    output: previewLink,
  }),
};
