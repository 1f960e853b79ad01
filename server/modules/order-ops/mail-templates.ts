// The e-mails of an order's life: the customer hears of every status move and every staff message;
// the company hears of every customer message. Plain text, Chinese, with a link to the order's page.
import { ORDER_KIND_LABELS, adminOrderPath, moveLabel, orderPagePath } from '../../../contracts/order-ops.ts';
import { statusLabel, type OrderKind } from '../../../contracts/order.ts';
import type { MailMessage } from '../mail/service.ts';

export interface MailOrder {
  kind: OrderKind;
  id: number;
  orderno: string;
}

const SIGNATURE = '\n\n——\n澄源基因\n此邮件由系统发送，请勿直接回复；如有问题请在订单页面留言。\n';

/** Subject lines never carry a line break, whatever a field holds. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const customerLink = (publicUrl: string, order: MailOrder) => `${publicUrl}${orderPagePath(order.kind, order.id, order.orderno)}`;

export function statusMail(
  publicUrl: string,
  to: string,
  order: MailOrder,
  move: { from: number; to: number; note: string | null; quote: { amount: number; note: string | null } | null },
): MailMessage {
  const back = move.to < move.from;
  const lines = [
    '您好：',
    '',
    back
      ? `您的${ORDER_KIND_LABELS[order.kind]}订单 ${order.orderno} 的状态已退回为「${statusLabel(move.to)}」。`
      : `您的${ORDER_KIND_LABELS[order.kind]}订单 ${order.orderno} 的状态已更新为「${statusLabel(move.to)}」。`,
    `状态变更：${moveLabel(move.from, move.to)}`,
  ];
  if (move.quote) {
    lines.push(`订单报价：¥${move.quote.amount.toFixed(2)}`);
    if (move.quote.note) lines.push(`报价说明：${move.quote.note}`);
  }
  if (move.note) lines.push(back ? `退回原因：${move.note}` : `备注：${move.note}`);
  lines.push('', `查看订单：${customerLink(publicUrl, order)}`);
  return {
    to,
    subject: oneLine(`【澄源基因】订单 ${order.orderno} 状态更新：${statusLabel(move.to)}`),
    text: lines.join('\n') + SIGNATURE,
  };
}

export function staffMessageMail(publicUrl: string, to: string, order: MailOrder, body: string): MailMessage {
  const text = [
    '您好：',
    '',
    `我们在您的${ORDER_KIND_LABELS[order.kind]}订单 ${order.orderno} 中给您留言：`,
    '',
    body,
    '',
    `查看并回复：${customerLink(publicUrl, order)}`,
  ].join('\n');
  return { to, subject: oneLine(`【澄源基因】订单 ${order.orderno} 有新留言`), text: text + SIGNATURE };
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

/** A new order (issue 20, point 6): the customer's confirmation with the order's number, kind and page. */
export function newOrderCustomerMail(publicUrl: string, to: string, order: MailOrder & { samples: number | null }): MailMessage {
  const lines = [
    '您好：',
    '',
    `我们已收到您的${ORDER_KIND_LABELS[order.kind]}订单。`,
    `订单编号：${order.orderno}`,
    `订单类型：${ORDER_KIND_LABELS[order.kind]}`,
  ];
  if (order.samples !== null) lines.push(`样本数量：${order.samples}`);
  lines.push('', '工作人员确认订单后会再通知您；确认前您仍可在订单页面修改。', `查看订单：${customerLink(publicUrl, order)}`);
  return { to, subject: oneLine(`【澄源基因】已收到您的订单 ${order.orderno}`), text: lines.join('\n') + SIGNATURE };
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
