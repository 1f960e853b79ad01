// The console's catalogue calls (editor role): technical products per category/molds and the home-page
// carousels. Every write is audited and drops the content caches, so the public pages show it at once.
import { z } from 'zod';
import {
  adBulkInput, adExportInput, adIdInput, adListInput, adReorderInput, adSaveInput, adStatusInput, adUpdateInput,
  catalogueIdInput, productBulkInput, productExportInput, productListInput, productSaveInput, productStatusInput, productUpdateInput,
} from '../../content-catalogue.ts';
import { EN_COLUMNS, englishColumns } from '../../english-content.ts';
import { pageOf, scheduleColumns, timestamp } from '../answers.ts';
import { bulkResult, EXPORT_CONTENT_TYPE_LIST } from '../../bulk.ts';
import { admin } from './admin-v1.ts';

const roles = ['editor'] as const;
const text = z.string().nullable();

export const adminProduct = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  molds: text,
  title: z.string(),
  en_title: text,
  article_number: text,
  species: text,
  gene_name: text,
  gene_id: text,
  specifications: text,
  price: text,
  system: text,
  resistance: text,
  detection: text,
  litpic: text,
  body: text,
  ...englishColumns(EN_COLUMNS.products.filter((k) => k !== 'en_title')),
  sort: z.number().int(),
  status: z.number().int(),
  create_time: timestamp,
  update_time: timestamp,
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** A technical-service category products may belong to (type 9/10), with its path for the select. */
export const productCategory = z.object({ id: z.number().int(), pid: z.number().int(), catname: z.string(), path: z.string(), molds: text });
export type ProductCategory = z.infer<typeof productCategory>;

export const adminAd = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  adfile: z.string(),
  body: text,
  ...englishColumns(EN_COLUMNS.ads),
  is_showbody: z.number().int(),
  gourl: text,
  status: z.number().int(),
  sort: z.number().int(),
  ...scheduleColumns,
  create_time: timestamp,
});
export type AdminAd = z.infer<typeof adminAd>;

export const adminCatalogueApi = {
  productCategories: admin({ path: '/content/products/categories', roles, summary: '技术服务分类（产品所属分类与其 molds）', output: z.array(productCategory) }),
  productList: admin({ path: '/content/products/list', roles, summary: '技术产品列表（分类、molds、关键词、显示状态筛选）', input: productListInput, output: pageOf(adminProduct) }),
  productAdd: admin({ path: '/content/products/add', roles, summary: '新增技术产品（molds 取自所选分类）', input: productSaveInput, output: adminProduct }),
  productUpdate: admin({ path: '/content/products/update', roles, summary: '修改技术产品', input: productUpdateInput, output: adminProduct }),
  productSetStatus: admin({ path: '/content/products/setStatus', roles, summary: '显示或隐藏技术产品', input: productStatusInput, output: adminProduct }),
  productDelete: admin({ path: '/content/products/delete', roles, summary: '删除技术产品', input: catalogueIdInput }),
  productBulk: admin({
    path: '/content/products/bulk',
    roles,
    summary: '批量操作（action：show 显示、hide 隐藏、delete 删除、move 移动到技术服务分类 tid；ids 最多 200 个）：一个事务，任一条失败则全部不变',
    input: productBulkInput,
    output: bulkResult,
  }),
  productExport: admin({
    path: '/content/products/export',
    roles,
    summary: '按当前筛选（tid、molds、keyword、status）导出全部技术产品：format csv 或 xlsx（默认），最多 10000 条',
    input: productExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),

  adList: admin({ path: '/content/carousels/list', roles, summary: '一个位置的轮播图（按顺序）', input: adListInput, output: z.array(adminAd) }),
  adAdd: admin({ path: '/content/carousels/add', roles, summary: '新增轮播图（排在最后）', input: adSaveInput, output: adminAd }),
  adUpdate: admin({ path: '/content/carousels/update', roles, summary: '修改轮播图', input: adUpdateInput, output: adminAd }),
  adSetStatus: admin({ path: '/content/carousels/setStatus', roles, summary: '显示或隐藏轮播图', input: adStatusInput, output: adminAd }),
  adReorder: admin({ path: '/content/carousels/reorder', roles, summary: '调整一个位置的轮播图顺序（全部 id，按新顺序）', input: adReorderInput, output: z.array(adminAd) }),
  adDelete: admin({ path: '/content/carousels/delete', roles, summary: '删除轮播图', input: adIdInput }),
  adBulk: admin({
    path: '/content/carousels/bulk',
    roles,
    summary: '批量显示（show）、隐藏（hide）或删除（delete）轮播图，ids 最多 200 个：一个事务，任一条失败则全部不变',
    input: adBulkInput,
    output: bulkResult,
  }),
  adExport: admin({
    path: '/content/carousels/export',
    roles,
    summary: '导出一个位置（position）的全部轮播图：format csv 或 xlsx（默认）',
    input: adExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
};
