// The e-mails of an order's life: the customer hears of every status move and every staff message,
// in the language they registered in (decision 0037); the company hears of every customer message and
// new order, in Chinese. Plain text, with a link to the order's page.
import { ORDER_KIND_LABELS, adminOrderPath, moveLabel, orderPagePath } from '../../../contracts/order-ops.ts';
import { statusLabel, type OrderKind } from '../../../contracts/order.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { MailMessage } from '../mail/service.ts';
import { oneLine, type MailBrand } from '../mail/mail-language.ts';

export interface MailOrder {
  kind: OrderKind;
  id: number;
  orderno: string;
}

const signature = (brand: MailBrand) =>
  brand.lang === 'en'
    ? `\n\n——\n${brand.name}\nThis e-mail was sent automatically; please do not reply to it. For any question, leave a message on the order's page.\n`
    : `\n\n——\n${brand.name}\n此邮件由系统发送，请勿直接回复；如有问题请在订单页面留言。\n`;

const customerLink = (brand: MailBrand, order: MailOrder) => brand.link(orderPagePath(order.kind, order.id, order.orderno));
const kindIn = (brand: MailBrand, kind: OrderKind) => messageIn(brand.lang, ORDER_KIND_LABELS[kind]);
const statusIn = (brand: MailBrand, status: number) => messageIn(brand.lang, statusLabel(status));

export interface OrderMove {
  from: number;
  to: number;
  note: string | null;
  quote: { amount: number; note: string | null } | null;
  /** 已完成 without a result file: the reason staff confirmed (issue 35). */
  noFileReason?: string | null;
}

export function statusMail(brand: MailBrand, to: string, order: MailOrder, move: OrderMove): MailMessage {
  const back = move.to < move.from;
  const kind = kindIn(brand, order.kind);
  const status = statusIn(brand, move.to);
  if (brand.lang === 'en') {
    const lines = [
      'Hello,',
      '',
      back
        ? `The status of your ${kind} order ${order.orderno} has been moved back to "${status}".`
        : `The status of your ${kind} order ${order.orderno} has been updated to "${status}".`,
      `Status change: ${statusIn(brand, move.from)} → ${status}`,
    ];
    if (move.quote) {
      lines.push(`Quotation: CNY ${move.quote.amount.toFixed(2)}`);
      if (move.quote.note) lines.push(`About the quotation: ${move.quote.note}`);
    }
    if (move.note) lines.push(back ? `Reason: ${move.note}` : `Note: ${move.note}`);
    if (move.noFileReason) lines.push(`This order has no result file: ${move.noFileReason}`);
    lines.push('', `View the order: ${customerLink(brand, order)}`);
    return { to, subject: oneLine(`${brand.name}: order ${order.orderno} is now "${status}"`), text: lines.join('\n') + signature(brand) };
  }
  const lines = [
    '您好：',
    '',
    back ? `您的${kind}订单 ${order.orderno} 的状态已退回为「${status}」。` : `您的${kind}订单 ${order.orderno} 的状态已更新为「${status}」。`,
    `状态变更：${moveLabel(move.from, move.to)}`,
  ];
  if (move.quote) {
    lines.push(`订单报价：¥${move.quote.amount.toFixed(2)}`);
    if (move.quote.note) lines.push(`报价说明：${move.quote.note}`);
  }
  if (move.note) lines.push(back ? `退回原因：${move.note}` : `备注：${move.note}`);
  if (move.noFileReason) lines.push(`本订单无结果文件：${move.noFileReason}`);
  lines.push('', `查看订单：${customerLink(brand, order)}`);
  return { to, subject: oneLine(`【${brand.name}】订单 ${order.orderno} 状态更新：${status}`), text: lines.join('\n') + signature(brand) };
}

/**
 * Result files arrived (issue 35): one mail per upload batch, naming its files. The customer downloads
 * them from the order's page (links there are short-lived, so the mail carries none).
 */
export function resultFilesMail(brand: MailBrand, to: string, order: MailOrder, names: readonly string[]): MailMessage {
  const kind = kindIn(brand, order.kind);
  const link = customerLink(brand, order);
  const list = names.map((name) => `  · ${name}`);
  if (brand.lang === 'en') {
    const lines = ['Hello,', '', `New result files of your ${kind} order ${order.orderno} are ready (${names.length}):`, ...list, '', `Download them on the order's page: ${link}`];
    return { to, subject: oneLine(`${brand.name}: result files of order ${order.orderno} are ready`), text: lines.join('\n') + signature(brand) };
  }
  const lines = ['您好：', '', `您的${kind}订单 ${order.orderno} 有新的结果文件（${names.length} 个）：`, ...list, '', `请在订单页面下载：${link}`];
  return { to, subject: oneLine(`【${brand.name}】订单 ${order.orderno} 的结果文件已上传`), text: lines.join('\n') + signature(brand) };
}

export function staffMessageMail(brand: MailBrand, to: string, order: MailOrder, body: string): MailMessage {
  const kind = kindIn(brand, order.kind);
  const link = customerLink(brand, order);
  if (brand.lang === 'en') {
    const text = ['Hello,', '', `We have left you a message on your ${kind} order ${order.orderno}:`, '', body, '', `View and reply: ${link}`].join('\n');
    return { to, subject: oneLine(`${brand.name}: a new message on order ${order.orderno}`), text: text + signature(brand) };
  }
  const text = ['您好：', '', `我们在您的${kind}订单 ${order.orderno} 中给您留言：`, '', body, '', `查看并回复：${link}`].join('\n');
  return { to, subject: oneLine(`【${brand.name}】订单 ${order.orderno} 有新留言`), text: text + signature(brand) };
}

/** A new order (issue 20, point 6): the customer's confirmation with the order's number, kind and page. */
export function newOrderCustomerMail(brand: MailBrand, to: string, order: MailOrder & { samples: number | null }): MailMessage {
  const kind = kindIn(brand, order.kind);
  const link = customerLink(brand, order);
  if (brand.lang === 'en') {
    const lines = ['Hello,', '', `We have received your ${kind} order.`, `Order number: ${order.orderno}`, `Order type: ${kind}`];
    if (order.samples !== null) lines.push(`Samples: ${order.samples}`);
    lines.push('', 'We will write again once our staff have confirmed the order; until then you can still change it on its page.', `View the order: ${link}`);
    return { to, subject: oneLine(`${brand.name}: we have received your order ${order.orderno}`), text: lines.join('\n') + signature(brand) };
  }
  const lines = ['您好：', '', `我们已收到您的${kind}订单。`, `订单编号：${order.orderno}`, `订单类型：${kind}`];
  if (order.samples !== null) lines.push(`样本数量：${order.samples}`);
  lines.push('', '工作人员确认订单后会再通知您；确认前您仍可在订单页面修改。', `查看订单：${link}`);
  return { to, subject: oneLine(`【${brand.name}】已收到您的订单 ${order.orderno}`), text: lines.join('\n') + signature(brand) };
}

export function customerMessageMail(
  publicUrl: string,
  to: string,
  order: MailOrder,
  customer: { email: string; name: string | null; company: string | null },
  body: string,
): MailMessage {
  const who = [customer.name, customer.company, customer.email].filter(Boolean).join('，');
  const text = [
    `客户留言：${ORDER_KIND_LABELS[order.kind]}订单 ${order.orderno}`,
    `客户：${who}`,
    '',
    body,
    '',
    `在运营后台回复：${publicUrl}${adminOrderPath(order.kind, order.id)}`,
  ].join('\n');
  return { to, subject: oneLine(`【订单留言】${order.orderno} - ${customer.name ?? customer.email}`), text };
}

/** A new order: the company's mailbox hears who ordered what, with the console's page of the order. */
export function newOrderCompanyMail(
  publicUrl: string,
  to: string,
  order: MailOrder & { samples: number | null },
  customer: { email: string; name: string | null; company: string | null },
): MailMessage {
  const who = [customer.name, customer.company, customer.email].filter(Boolean).join('，');
  const lines = [`新订单：${ORDER_KIND_LABELS[order.kind]}`, `订单编号：${order.orderno}`, `客户：${who}`];
  if (order.samples !== null) lines.push(`样本数量：${order.samples}`);
  lines.push('', `在运营后台查看：${publicUrl}${adminOrderPath(order.kind, order.id)}`);
  return { to, subject: oneLine(`【新订单】${ORDER_KIND_LABELS[order.kind]} ${order.orderno} - ${customer.name ?? customer.email}`), text: lines.join('\n') };
}
