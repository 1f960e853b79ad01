// The console's site content (editors; admins pass every role check): the category tree, web settings
// and counters, the company pages (about, privacy, welfare …) with their blocks, and job postings.
// Every write is audited and drops the public caches at once.
import { z } from 'zod';
import {
  blockInput,
  blockListInput,
  blockUpdateInput,
  categoryBulkInput,
  categoryExportInput,
  categoryInput,
  categoryMoveInput,
  categoryUpdateInput,
  jobAdminListInput,
  jobBulkInput,
  jobExportInput,
  jobInput,
  jobUpdateInput,
  pageInput,
  pageSlugInput,
  settingsInput,
  siteIdInput,
  siteStatusInput,
} from '../../content-site.ts';
import { EN_COLUMNS, WEB_SETTING_EN_KEYS, englishColumns } from '../../english-content.ts';
import { pageOf, scheduleColumns, timestamp } from '../answers.ts';
import { webCounters, webSettings } from '../content.ts';
import { bulkResult, EXPORT_CONTENT_TYPE_LIST } from '../../bulk.ts';
import { admin } from './admin-v1.ts';

const id = z.number().int();
const text = z.string().nullable();

/** One category as stored (hidden ones too), with what stands in the way of deleting it. */
export const adminCategory = z.object({
  id,
  pid: id,
  catname: z.string(),
  encatname: text,
  type: id,
  gourl: text,
  molds: text,
  tid: id.nullable(),
  litpic: text,
  litpicm: text,
  description: text,
  keywords: text,
  body: text,
  youshi: text,
  ...englishColumns(EN_COLUMNS.categories.filter((k) => k !== 'encatname')),
  is_teshu: id,
  sort: id,
  status: id,
  create_time: timestamp,
  /** Articles, news and technical products filed under it. */
  items: id,
});

export const adminSettings = z.object({
  settings: webSettings,
  counters: webCounters,
  /** English values of the shown text settings ('' = not translated), decision 0033. */
  settings_en: z.object(Object.fromEntries(WEB_SETTING_EN_KEYS.map((k) => [k, z.string()])) as Record<(typeof WEB_SETTING_EN_KEYS)[number], z.ZodString>),
});

export const adminPage = z.object({
  slug: z.string(),
  title: z.string(),
  litpic: text,
  description: text,
  body: text,
  ...englishColumns(EN_COLUMNS.pages),
  update_time: timestamp.nullable(),
});

export const adminBlock = z.object({
  id,
  section: z.string(),
  title: z.string(),
  subtitle: text,
  litpic: text,
  description: text,
  body: text,
  gourl: text,
  ...englishColumns(EN_COLUMNS.pageBlocks),
  /** A sprite id of contracts/block-icons.ts, or null. */
  icon: text,
  sort: id,
  status: id,
  create_time: timestamp,
});

export const adminJob = z.object({
  id,
  type: id,
  title: z.string(),
  leixing: text,
  didian: text,
  renshu: text,
  body: text,
  ...englishColumns(EN_COLUMNS.jobs),
  sort: id,
  status: id,
  ...scheduleColumns,
  create_time: timestamp,
  update_time: timestamp,
});

const editor = ['editor'] as const;

export const adminSiteApi = {
  categories: admin({ path: '/content/categories/list', roles: editor, summary: '全部栏目（含隐藏），平铺，按 sort、id；items 为其下内容条数', output: z.array(adminCategory) }),
  createCategory: admin({ path: '/content/categories/create', roles: editor, summary: '添加栏目（类型 9/10 须选 molds；正文 HTML 净化后保存）', input: categoryInput, output: adminCategory }),
  updateCategory: admin({ path: '/content/categories/update', roles: editor, summary: '修改栏目的全部字段（上级不能是自己或下级）', input: categoryUpdateInput, output: adminCategory }),
  moveCategory: admin({ path: '/content/categories/move', roles: editor, summary: '移动栏目：放到 pid 之下第 index 个位置，同级重新排序', input: categoryMoveInput, output: z.array(adminCategory) }),
  setCategoryStatus: admin({ path: '/content/categories/setStatus', roles: editor, summary: '显示 / 隐藏栏目（隐藏时其下级一并不显示）', input: siteStatusInput, output: adminCategory }),
  bulkCategories: admin({
    path: '/content/categories/bulk',
    roles: editor,
    summary: '批量显示（show）、隐藏（hide）或删除（delete，先删下级）栏目，ids 最多 200 个：一个事务，任一条不符则全部不变',
    input: categoryBulkInput,
    output: bulkResult,
  }),
  exportCategories: admin({
    path: '/content/categories/export',
    roles: editor,
    summary: '导出全部栏目（含隐藏，带路径）：format csv 或 xlsx（默认）',
    input: categoryExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  deleteCategory: admin({ path: '/content/categories/delete', roles: editor, summary: '删除栏目：有子栏目或内容时拒绝并说明原因', input: siteIdInput }),

  settings: admin({ path: '/content/site/settings', roles: editor, summary: '网站设置（原文，未转换换行）与四个计数器', output: adminSettings }),
  saveSettings: admin({ path: '/content/site/saveSettings', roles: editor, summary: '保存网站设置与计数器', input: settingsInput, output: adminSettings }),
  page: admin({ path: '/content/site/page', roles: editor, summary: '读取单页（关于我们、隐私政策、福利待遇、服务优势介绍）', input: pageSlugInput, output: adminPage }),
  savePage: admin({ path: '/content/site/savePage', roles: editor, summary: '保存单页（正文 HTML 净化后保存）', input: pageInput, output: adminPage }),
  blocks: admin({ path: '/content/site/blocks', roles: editor, summary: '一个分组的页面区块（含隐藏），按 sort、id', input: blockListInput, output: z.array(adminBlock) }),
  createBlock: admin({ path: '/content/site/createBlock', roles: editor, summary: '添加页面区块', input: blockInput, output: adminBlock }),
  updateBlock: admin({ path: '/content/site/updateBlock', roles: editor, summary: '修改页面区块', input: blockUpdateInput, output: adminBlock }),
  deleteBlock: admin({ path: '/content/site/deleteBlock', roles: editor, summary: '删除页面区块', input: siteIdInput }),

  jobs: admin({ path: '/content/jobs/list', roles: editor, summary: '招聘职位（含隐藏），type、keyword 筛选，新的在前，分页', input: jobAdminListInput, output: pageOf(adminJob) }),
  createJob: admin({ path: '/content/jobs/create', roles: editor, summary: '添加职位', input: jobInput, output: adminJob }),
  updateJob: admin({ path: '/content/jobs/update', roles: editor, summary: '修改职位', input: jobUpdateInput, output: adminJob }),
  setJobStatus: admin({ path: '/content/jobs/setStatus', roles: editor, summary: '显示 / 隐藏职位', input: siteStatusInput, output: adminJob }),
  deleteJob: admin({ path: '/content/jobs/delete', roles: editor, summary: '删除职位', input: siteIdInput }),
  bulkJobs: admin({
    path: '/content/jobs/bulk',
    roles: editor,
    summary: '批量显示（show）、隐藏（hide）或删除（delete）职位，ids 最多 200 个：一个事务，任一条失败则全部不变',
    input: jobBulkInput,
    output: bulkResult,
  }),
  exportJobs: admin({
    path: '/content/jobs/export',
    roles: editor,
    summary: '按当前筛选（type、keyword）导出全部职位：format csv 或 xlsx（默认），最多 10000 条',
    input: jobExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
};
