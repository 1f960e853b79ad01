// How the console names order kinds and shows statuses (labels of contracts/order.ts STATUS_LABELS).
import { Tag } from 'antd';
import { ORDER_KINDS, ORDER_KIND_LABELS } from '../../../contracts/order-ops.ts';
import { STATUS_LABELS, statusLabel } from '../../../contracts/order.ts';

export type ConsoleOrderKind = (typeof ORDER_KINDS)[number];

export const STATUS_VALUES = Object.keys(STATUS_LABELS).map(Number);

export const kindLabel = (kind: string): string => ORDER_KIND_LABELS[kind as ConsoleOrderKind] ?? kind;

export const isOrderKind = (value: string | null | undefined): value is ConsoleOrderKind => (ORDER_KINDS as readonly string[]).includes(value ?? '');

const STATUS_COLORS = ['orange', 'blue', 'cyan', 'geekblue', 'purple', 'magenta', 'green'];

export function StatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{statusLabel(status)}</Tag>;
}

/** '¥1,234.50', or '—' when there is no quote. */
export function formatYuan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return `¥${amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const orderDetailHref = (kind: string, id: number) => `/admin/orders/${kind}/${id}`;
