// Invoices (发票) of orders (decision 0074): their types, statuses and messages with the English, and
// when an order may have one; plain values, apart from invoice.ts and its form's schemas, so that the
// console's order page and invoice list build none of them (decision 0096).
import { withEnglish } from './english-messages.ts';
import { ORDER_STATUS } from './order.ts';

export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { normal: '增值税普通发票', special: '增值税专用发票' };
withEnglish(INVOICE_TYPE_LABELS, { normal: 'VAT general invoice (普通)', special: 'VAT special invoice (专用)' });

export const INVOICE_STATUSES = ['requested', 'issued', 'mailed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { requested: '已申请，待开具', issued: '电子发票已开具', mailed: '纸质发票已寄出' };
withEnglish(INVOICE_STATUS_LABELS, { requested: 'Requested, being issued', issued: 'E-invoice issued', mailed: 'Paper invoice posted' });

export const INVOICE_MESSAGES = {
  titleRequired: '请输入发票抬头',
  titleTooLong: '发票抬头最多 100 个字符',
  taxNoRequired: '专用发票请填写纳税人识别号',
  taxNoInvalid: '纳税人识别号应为 15-20 位数字或大写字母',
  typeRequired: '请选择发票类型',
  emailRequired: '请输入接收发票的邮箱',
  notConfirmed: '订单确认后才能申请发票',
  alreadyRequested: '该订单已申请发票',
  requested: '发票申请已提交',
  notFound: '发票申请不存在',
  notIssued: '发票尚未开具',
  alreadyHandled: '该发票申请已处理',
  pdfOnly: '只能上传 PDF 格式的电子发票',
  fileRequired: '请选择电子发票 PDF 文件',
  fileTooLarge: '文件过大',
  uploadMalformed: '上传内容格式错误',
  noteTooLong: '备注最多 200 个字符',
  mailedNoteRequired: '请填写快递公司与单号',
  issued: '电子发票已上传',
  mailed: '已标记为纸质发票已寄出',
  idRequired: '请选择发票申请',
  proformaNotConfirmed: '订单确认后才能下载形式发票',
  proformaNoQuote: '订单尚无报价，暂不能下载形式发票',
  proformaBusy: '形式发票生成繁忙，请稍后再试',
} as const;

withEnglish(INVOICE_MESSAGES, {
  titleRequired: 'Please enter the invoice title',
  titleTooLong: 'The invoice title has at most 100 characters',
  taxNoRequired: 'A special invoice needs the taxpayer identification number',
  taxNoInvalid: 'The taxpayer identification number has 15-20 digits or capital letters',
  typeRequired: 'Please choose the invoice type',
  emailRequired: 'Please enter the e-mail address for the invoice',
  notConfirmed: 'An invoice can be requested once the order is confirmed',
  alreadyRequested: 'An invoice has already been requested for this order',
  requested: 'Your invoice request has been sent',
  notFound: 'The invoice request does not exist',
  notIssued: 'The invoice has not been issued yet',
  alreadyHandled: 'This invoice request has already been handled',
  pdfOnly: 'Only a PDF e-invoice can be uploaded',
  fileRequired: 'Please choose the e-invoice PDF file',
  fileTooLarge: 'The file is too large',
  uploadMalformed: 'The upload is malformed',
  noteTooLong: 'A note has at most 200 characters',
  mailedNoteRequired: 'Please give the courier and the tracking number',
  issued: 'The e-invoice has been uploaded',
  mailed: 'Marked as a paper invoice posted',
  idRequired: 'Please choose an invoice request',
  proformaNotConfirmed: 'The proforma invoice can be downloaded once the order is confirmed',
  proformaNoQuote: 'The order has no quote yet, so there is no proforma invoice',
  proformaBusy: 'Many proforma invoices are being prepared; please try again in a moment',
});

/** An order can have its invoice requested from 已确认 on (a pending order has no agreed price yet). */
export const canRequestInvoice = (orderStatus: number) => orderStatus >= ORDER_STATUS.confirmed;

/**
 * Why an order has no proforma invoice (形式发票) yet, or null when it has one: it states the agreed
 * price, so the order must be confirmed (1 or later) and carry the quote staff entered then.
 */
export function proformaRefusal(orderStatus: number, hasQuote: boolean): string | null {
  if (orderStatus < ORDER_STATUS.confirmed) return INVOICE_MESSAGES.proformaNotConfirmed;
  return hasQuote ? null : INVOICE_MESSAGES.proformaNoQuote;
}
