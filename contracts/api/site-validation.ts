// Site validation calls (decision 0075): the customer's 验证这些位点 on a CRISPR-Net result and the
// order page's sites with their comparison; the console reads the same and uploads the per-site table.
import { z } from 'zod';
import { ORDER_MESSAGES, idField } from '../order.ts';
import { validateSitesInput } from '../site-validation.ts';
import { admin } from './admin/admin-v1.ts';
import { v1 } from './v1.ts';

const tags = ['site-validation'];
const id = z.number().int();

/** One validated site of an order: its sample's label, location, predicted score and measured indel %. */
const validatedSite = z.object({
  label: z.string(),
  sample_id: id,
  chrom: z.string(),
  position: id,
  strand: z.enum(['+', '-']),
  off_seq: z.string(),
  score: z.number(),
  /** Whether primer3 designed its primers (else the company designs them from the flanking sequence). */
  designed: z.boolean(),
  indel: z.number().nullable(),
});

const disagreement = z.object({ label: z.string(), score: z.number(), indel: z.number(), gap: z.number(), direction: z.enum(['over', 'under']) });

/** The sites of an order and, once measured, the plot's points and the biggest disagreements. */
export const orderSites = z.object({
  sites: z.array(validatedSite),
  comparison: z.object({
    points: z.array(z.object({ label: z.string(), score: z.number(), indel: z.number() })),
    pending: z.number().int(),
    spearman: z.number().nullable(),
    disagreements: z.array(disagreement),
  }),
});
export type OrderSites = z.infer<typeof orderSites>;

const orderSitesInput = z.object({ oid: idField(ORDER_MESSAGES.oidRequired) });

export const siteValidationApi = {
  validate: v1({
    path: '/crisprNet/validateSites',
    tags,
    auth: true,
    summary: '验证这些位点：以所选位点（sites 为结果行序号，或 top 取得分最高的 N 个）新建扩增子订单，每个位点一个样本，primer3 设计引物；data.info 为订单 id',
    input: validateSitesInput,
    output: z.object({ info: id, orderno: z.string(), count: z.number().int(), designed: z.number().int() }),
  }),
  orderSites: v1({
    path: '/amplicon/orderSites',
    tags,
    auth: true,
    summary: '订单的验证位点：预测得分、实测 indel %、比较（散点与最大分歧）',
    input: orderSitesInput,
    output: orderSites,
  }),
};

export const adminSiteValidationApi = {
  orderSites: admin({ path: '/orders/siteResults', roles: ['sales', 'lab'], summary: '扩增子订单的验证位点与比较', input: orderSitesInput, output: orderSites }),
  uploadSiteTable: admin({
    path: '/orders/uploadSiteTable',
    roles: ['lab'],
    summary: '上传位点结果表（multipart：file 为 CSV 或 .xlsx，列 site 与 indel %；oid）',
    multipart: { oid: { type: 'integer', description: '扩增子订单 id' } },
    output: orderSites.extend({ saved: z.number().int() }),
  }),
};
