// The e-mails of an invoice's steps (decision 0074), to the address the customer gave for the invoice,
// in the language they registered in: request received, e-invoice issued (download it on the order's
// page: links are short-lived, so the mail carries none), paper invoice posted (with the tracking).
import { INVOICE_TYPE_LABELS, type InvoiceType } from '../../../contracts/invoice-rules.ts';
import { ORDER_KIND_LABELS, orderPagePath } from '../../../contracts/order-ops.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { OrderKind } from '../../../contracts/order.ts';
import type { MailMessage } from '../mail/service.ts';
import { oneLine, type MailBrand } from '../mail/mail-language.ts';

export interface InvoiceMailFacts {
  kind: OrderKind;
  orderId: number;
  orderno: string;
  title: string;
  type: InvoiceType;
  /** The courier and tracking number of a posted paper invoice. */
  note?: string | null;
}

export type InvoiceStep = 'requested' | 'issued' | 'mailed';

const signature = (brand: MailBrand) =>
  brand.lang === 'en'
    ? `\n\n——\n${brand.name}\nThis e-mail was sent automatically; please do not reply to it. For any question, leave a message on the order's page.\n`
    : `\n\n——\n${brand.name}\n此邮件由系统发送，请勿直接回复；如有问题请在订单页面留言。\n`;

export function invoiceMail(brand: MailBrand, to: string, step: InvoiceStep, facts: InvoiceMailFacts): MailMessage {
  const link = brand.link(orderPagePath(facts.kind, facts.orderId, facts.orderno));
  const kind = messageIn(brand.lang, ORDER_KIND_LABELS[facts.kind]);
  const type = messageIn(brand.lang, INVOICE_TYPE_LABELS[facts.type]);
  if (brand.lang === 'en') {
    const head = {
      requested: [`We have received your invoice request for your ${kind} order ${facts.orderno}.`, `Title: ${facts.title}`, `Type: ${type}`],
      issued: [`The e-invoice of your ${kind} order ${facts.orderno} has been issued.`, `Title: ${facts.title}`, `Download the PDF on the order's page: ${link}`],
      mailed: [`The paper invoice of your ${kind} order ${facts.orderno} has been posted.`, `Title: ${facts.title}`, `Courier and tracking number: ${facts.note ?? ''}`],
    }[step];
    const subject = { requested: 'invoice request received', issued: 'e-invoice issued', mailed: 'paper invoice posted' }[step];
    const lines = ['Hello,', '', ...head, ...(step === 'issued' ? [] : ['', `View the order: ${link}`])];
    return { to, subject: oneLine(`${brand.name}: order ${facts.orderno}, ${subject}`), text: lines.join('\n') + signature(brand) };
  }
  const head = {
    requested: [`我们已收到您的${kind}订单 ${facts.orderno} 的发票申请。`, `发票抬头：${facts.title}`, `发票类型：${type}`],
    issued: [`您的${kind}订单 ${facts.orderno} 的电子发票已开具。`, `发票抬头：${facts.title}`, `请在订单页面下载 PDF：${link}`],
    mailed: [`您的${kind}订单 ${facts.orderno} 的纸质发票已寄出。`, `发票抬头：${facts.title}`, `快递与单号：${facts.note ?? ''}`],
  }[step];
  const subject = { requested: '发票申请已收到', issued: '电子发票已开具', mailed: '纸质发票已寄出' }[step];
  const lines = ['您好：', '', ...head, ...(step === 'issued' ? [] : ['', `查看订单：${link}`])];
  return { to, subject: oneLine(`【${brand.name}】订单 ${facts.orderno} ${subject}`), text: lines.join('\n') + signature(brand) };
}
