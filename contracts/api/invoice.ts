// The customer's invoice calls on an order (issue 34 point 4, decision 0074): what was requested and
// the account's defaults to prefill the form, the request, a short-lived link to the issued PDF
// (downloaded through /order/file like every private file), and the proforma invoice PDF made on the
// spot (decision 0085). Only the order's owner: another user's order answers 404 like a missing one.
import { z } from 'zod';
import { invoiceRequestInput } from '../invoice.ts';
import { INVOICE_STATUSES, INVOICE_TYPES } from '../invoice-rules.ts';
import { orderRefInput } from '../order-ops.ts';
import { timestamp } from './answers.ts';
import { fileLink } from './order-life.ts';
import { v1 } from './v1.ts';

/** An invoice request as its customer reads it (no staff names). */
export const customerInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(['guide', 'amplicon', 'cell']),
  order_id: z.number().int(),
  title: z.string(),
  tax_no: z.string().nullable(),
  type: z.enum(INVOICE_TYPES),
  email: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The issued PDF's name; null until an e-invoice is attached. */
  file_name: z.string().nullable(),
  note: z.string().nullable(),
  handled_time: timestamp.nullable(),
  create_time: timestamp,
});

export const invoiceState = z.object({
  /** Whether the order may have its invoice requested now (confirmed, nothing requested yet). */
  can_request: z.boolean(),
  /** Whether its proforma invoice PDF can be downloaded (confirmed, with a quote: /order/proforma). */
  can_proforma: z.boolean(),
  request: customerInvoice.nullable(),
  /** The account's 发票抬头, 单位税号 and e-mail, to prefill the form. */
  defaults: z.object({ title: z.string().nullable(), tax_no: z.string().nullable(), email: z.string() }),
});

export const invoiceApi = {
  state: v1({
    path: '/order/invoice',
    tags: ['order'],
    auth: true,
    summary: '订单的发票：申请记录与账户中的默认抬头、税号、邮箱（kind、id）',
    input: orderRefInput,
    output: invoiceState,
  }),
  request: v1({
    path: '/order/requestInvoice',
    tags: ['order'],
    auth: true,
    summary: '申请发票（订单确认后；每个订单一次）：抬头、税号（专用发票必填）、类型 normal/special、邮箱',
    input: invoiceRequestInput,
    output: customerInvoice,
  }),
  link: v1({
    path: '/order/invoiceLink',
    tags: ['order'],
    auth: true,
    summary: '已开具电子发票 PDF 的下载链接（5 分钟有效，经 /order/file 下载）',
    input: orderRefInput,
    output: fileLink,
  }),
  proforma: v1({
    path: '/order/proforma',
    // A download the page fetches with the session header: GET first.
    methods: ['GET', 'POST'],
    tags: ['order'],
    auth: true,
    summary:
      '下载订单的形式发票 PDF（kind、id；订单已确认且有报价；不作为报销凭证）：公司信息、编号 PI-订单号、日期、客户与发票抬头、服务与样本、报价金额；英文页面（x-site-language: en）得到英文版',
    input: orderRefInput,
    answer: 'file',
    contentType: 'application/pdf',
  }),
};
