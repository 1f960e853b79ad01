// One inbox item as staff read it: every field of its form with its Chinese label, in the form's
// order, values as text ('' when not given), and the item's row of the list.
import { formatDateTime } from '../../../contracts/order.ts';
import type { InboxItemRecord, InboxStateRecord } from './repo.ts';
import type { InboxListRow } from './list-repo.ts';

export interface LabelledField {
  key: string;
  label: string;
  value: string;
}

const MAIL_STATUS: Record<number, string> = { 0: '待发送', 1: '已发送', 2: '发送失败' };

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Fields every form carries: the visitor's account (when signed in), address and time. */
function meta(row: { uid: number | null; ip: string | null; create_time: Date }, customerEmail: string | null): LabelledField[] {
  return [
    { key: 'uid', label: '客户账号', value: row.uid === null ? '未登录' : customerEmail ? `${customerEmail}（ID ${row.uid}）` : `ID ${row.uid}` },
    { key: 'ip', label: 'IP 地址', value: text(row.ip) },
    { key: 'create_time', label: '提交时间', value: formatDateTime(row.create_time.toISOString()) },
  ];
}

export function labelledItem(item: InboxItemRecord, customerEmail: string | null): LabelledField[] {
  const f = (key: string, label: string, value: unknown): LabelledField => ({ key, label, value: text(value) });
  if (item.kind === 'enquiry') {
    const r = item.row;
    return [
      f('title', '产品名称', r.title),
      f('article_number', '货号', r.article_number),
      f('specifications', '规格', r.specifications),
      f('molds', '产品类型', r.molds),
      f('aid', '产品 ID', r.aid),
      f('name', '姓名', r.name),
      f('phone', '电话', r.phone),
      f('company', '单位', r.company),
      f('email', '邮箱', r.email),
      f('address', '地址', r.address),
      f('kz_date', '计划开展时间', r.kz_date),
      f('how_liaojie', '了解渠道', r.how_liaojie),
      ...meta(r, customerEmail),
    ];
  }
  if (item.kind === 'booking') {
    const r = item.row;
    return [
      f('title', '预约服务', r.title),
      f('aid', '服务文章 ID', r.aid),
      f('tid', '服务分类 ID', r.tid),
      f('name', '姓名', r.name),
      f('phone', '手机（已短信验证）', r.phone),
      f('email', '邮箱', r.email),
      f('company', '单位', r.company),
      ...meta(r, customerEmail),
    ];
  }
  const r = item.row;
  return [
    f('product_name', '产品名称', r.product_name),
    f('name', '姓名', r.name),
    f('unit', '单位', r.unit),
    f('location', '所在地区', r.location),
    f('phone', '电话', r.phone),
    f('email', '邮箱', r.email),
    f('address', '地址', r.address),
    f('mail_status', '邮件发送状态', MAIL_STATUS[r.mail_status] ?? String(r.mail_status)),
    ...meta(r, customerEmail),
  ];
}

/** The item's row of the list, from its record and state. */
export function itemRow(item: InboxItemRecord, state: InboxStateRecord | null, assigneeName: string | null): InboxListRow {
  const r = item.row;
  const common = { kind: item.kind, id: r.id, name: r.name, email: r.email, phone: r.phone, create_time: r.create_time };
  const product =
    item.kind === 'mail'
      ? { company: item.row.unit, product: item.row.product_name, product_id: null }
      : { company: item.row.company, product: item.row.title, product_id: item.row.aid };
  return {
    ...common,
    ...product,
    assignee_id: state?.assignee_id ?? null,
    assignee_name: state?.assignee_id ? assigneeName : null,
    handled_at: state?.handled_at ?? null,
  };
}
