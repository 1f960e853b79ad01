// The order columns of the console's tables (issue 36 point 4): all orders (admin-order-table.tsx)
// and a customer's orders (customer-activity.tsx) show the same ones; the full list adds the customer,
// the expected finish date and 查看.
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { formatTime } from './console-time.ts';
import { OrderNoLink, SampleStatuses, StatusTag, formatYuan, kindLabel } from './order-labels.tsx';

/** What an order row of either list carries. */
interface OrderRowBase {
  kind: string;
  id: number;
  orderno: string;
  yangben_nums: number | null;
  sample_statuses?: readonly { status: number; count: number }[] | null;
  status: number;
  quote_amount: number | null;
  create_time: string;
}

/** 订单号, 类型, [客户], 样本（状态）, 状态, 报价, [预计完成], 提交时间, [操作]. */
export function orderColumns<R extends OrderRowBase>(extra: { customer?: ColumnType<R>; due?: ColumnType<R>; actions?: ColumnType<R> } = {}): ColumnsType<R> {
  const { customer, due, actions } = extra;
  return [
    { title: '订单号', dataIndex: 'orderno', key: 'orderno', width: 170, render: (orderno: string, row) => <OrderNoLink kind={row.kind} id={row.id} orderno={orderno} /> },
    { title: '类型', key: 'kind', render: (_: unknown, row) => kindLabel(row.kind) },
    ...(customer ? [customer] : []),
    {
      title: '样本（状态）',
      dataIndex: 'yangben_nums',
      key: 'yangben_nums',
      render: (value: number | null, row) =>
        value === null ? (
          '—'
        ) : (
          <div>
            <div>{value}</div>
            {row.sample_statuses?.length ? <SampleStatuses statuses={row.sample_statuses} /> : null}
          </div>
        ),
    },
    { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => <StatusTag status={status} /> },
    { title: '报价', dataIndex: 'quote_amount', key: 'quote_amount', render: (amount: number | null) => formatYuan(amount) },
    ...(due ? [due] : []),
    { title: '提交时间', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatTime(value) },
    ...(actions ? [actions] : []),
  ];
}
