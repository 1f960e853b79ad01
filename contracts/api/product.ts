// The product calls: the technical-service menu and list of /techService (read-only, GET as well as
// the documented POST), the purchase inquiry (/onlinebook/addYuding), and the mail enquiry of
// /productService, which the specification places outside /api/v1 (`messageApi`).
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { mailEnquiryInput, productIndexInput, purchaseInquiryInput, SEND_MAIL_PATH } from '../product.ts';
import { pageOf } from './answers.ts';
import { rootApi, v1 } from './v1.ts';

const tags = ['product'];

/** A technical product as lists show it (spec section 3 "Technical product"). */
export const techProduct = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  molds: z.string().nullable(),
  title: z.string(),
  en_title: z.string().nullable(),
  species: z.string().nullable(),
  gene_name: z.string().nullable(),
  gene_id: z.string().nullable(),
  specifications: z.string().nullable(),
  article_number: z.string().nullable(),
  price: z.string().nullable(),
  system: z.string().nullable(),
  resistance: z.string().nullable(),
  detection: z.string().nullable(),
  litpic: z.string().nullable(),
  ...englishFlag,
});

/** The spec reads data.info.data and data.info.total. */
export const productPage = z.object({ info: pageOf(techProduct) });

/** A technical model category of the menu; `type` 1 = cards, 0 = table. */
export const techModel = z.object({
  name: z.string(),
  type: z.number().int(),
  tid: z.number().int(),
  molds: z.string(),
});

export const productApi = {
  models: v1({
    path: '/product/getModels',
    methods: READ,
    tags,
    summary: '技术服务分类菜单：name, type（1 卡片，0 表格）, tid, molds',
    output: z.array(techModel),
  }),
  index: v1({
    path: '/product/index',
    methods: READ,
    tags,
    summary: '技术产品列表（page 0 与 1 均为第一页，size 默认 15、最多 50，keyword，tid 含下级分类）；data.info.data / data.info.total',
    input: productIndexInput,
    output: productPage,
  }),
  purchaseInquiry: v1({
    path: '/onlinebook/addYuding',
    tags,
    summary: '技术产品订购咨询（姓名、电话、单位、邮箱必填；aid 为产品ID）；成功提示 订购成功',
    input: purchaseInquiryInput,
  }),
};

/** Calls of the product pages outside /api/v1. */
export const messageApi = {
  sendMail: rootApi({
    path: SEND_MAIL_PATH,
    tags,
    summary: '产品购买咨询邮件（productName、name、phone、email 必填）：保存并发送到公司邮箱',
    input: mailEnquiryInput,
  }),
};

/** A technical product as lists show it (spec section 3 "Technical product"). */
export type TechProduct = z.infer<typeof techProduct>;
/** `/api/v1/product/index` data: the spec reads data.info.data and data.info.total. */
export type ProductPage = z.infer<typeof productPage>;
/** `/api/v1/product/getModels` entry ("Technical model category"); `type` 1 = cards, 0 = table. */
export type TechModel = z.infer<typeof techModel>;
