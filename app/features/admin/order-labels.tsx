// How the console names order kinds and shows statuses (labels of contracts/order.ts STATUS_LABELS).
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { consolePath } from '../../../contracts/console-paths.ts';
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

export const orderDetailHref = (kind: string, id: number) => consolePath('admin-order-detail', { kind, id });

/** An order number as a link to its page, on one line whatever the column's width (issue 35 point 11). */
export function OrderNoLink({ kind, id, orderno }: { kind: string; id: number; orderno: string }) {
  return (
    <Link to={orderDetailHref(kind, id)} className="console-orderno">
      {orderno}
    </Link>
  );
}

/** How many of an order's samples are at each status: 检测中 ×2 · 已完成 ×1 (issue 35 point 11). */
export function SampleStatuses({ statuses }: { statuses: readonly { status: number; count: number }[] }) {
  return (
    <Space size={[2, 2]} wrap data-testid="sample-statuses">
      {statuses.map(({ status, count }) => (
        <Tag key={status} color={STATUS_COLORS[status] ?? 'default'} data-status={status}>
          {statusLabel(status)} ×{count}
        </Tag>
      ))}
    </Space>
  );
}
