// The console's invoice calls (issue 34 point 4, decision 0074): the requests to handle, attaching the
// issued e-invoice PDF (multipart, through the upload module's checks) or marking a paper invoice
// posted, a link to the attached PDF, and an order's proforma invoice (decision 0085). Sales handle
// invoices (admins may make every call).
import { z } from 'zod';
import { EXPORT_CONTENT_TYPE_LIST } from '../../bulk.ts';
import { invoiceExportInput, invoiceIdInput, invoiceListInput, invoiceMailedInput } from '../../invoice.ts';
import { pageOf, timestamp } from '../answers.ts';
import { customerInvoice } from '../invoice.ts';
import { orderRefInput } from '../../order-ops.ts';
import { fileLink } from '../order-life.ts';
import { admin } from './admin-v1.ts';

export const adminInvoice = customerInvoice.extend({
  orderno: z.string().nullable(),
  customer_email: z.string().nullable(),
  staff_name: z.string().nullable(),
  update_time: timestamp,
});

const roles = ['sales'] as const;

export const adminInvoiceApi = {
  list: admin({ path: '/invoices/list', roles, summary: '发票申请（status 可选：requested/issued/mailed；page 从 1 开始）', input: invoiceListInput, output: pageOf(adminInvoice) }),
  issue: admin({
    path: '/invoices/issue',
    roles,
    summary: '上传已开具的电子发票 PDF（multipart：id，file）；邮件通知客户，记入审计日志',
    multipart: { id: { type: 'integer', description: '发票申请 id' } },
    output: adminInvoice,
  }),
  markMailed: admin({ path: '/invoices/markMailed', roles, summary: '标记纸质发票已寄出（note：快递公司与单号）；邮件通知客户，记入审计日志', input: invoiceMailedInput, output: adminInvoice }),
  export: admin({
    path: '/invoices/export',
    roles,
    summary: '按当前筛选（status）导出全部发票申请：format csv 或 xlsx（默认），最多 10000 条，新的在前',
    input: invoiceExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  fileLink: admin({ path: '/invoices/fileLink', roles, summary: '电子发票 PDF 的下载链接（5 分钟有效）', input: invoiceIdInput, output: fileLink }),
  proforma: admin({
    path: '/invoices/proforma',
    // A download the console fetches with the staff header: GET first.
    methods: ['GET', 'POST'],
    roles,
    summary: '订单的形式发票 PDF（kind、id；订单已确认且有报价）：与客户在订单页下载的中文版相同',
    input: orderRefInput,
    answer: 'file',
    contentType: 'application/pdf',
  }),
};
