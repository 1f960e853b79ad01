// All orders of every kind, 20 a page, paged on the server.
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { useApiData, type ApiData } from '../../api/use-api-data.ts';
import { adminPriceApi } from '../../../contracts/api/admin/prices.ts';
import { DueDate } from '../order/pricing/price-parts.tsx';
import { orderColumns } from './order-columns.tsx';
import { orderDetailHref } from './order-labels.tsx';
import { PagedTable } from './paged-table.tsx';
import { wideTable, STICKY_END_COLUMN } from './console-table.ts';

type OrderPage = EndpointData<typeof adminOrderApi.list>;
type OrderRow = OrderPage['data'][number];

export const ORDER_PAGE_SIZE = 20;

/** The expected finish date of each order of the page, asked per kind present (issue 34 point 3). */
function useSchedules(rows: readonly OrderRow[]) {
  const idsOf = (kind: OrderRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.id).join(',');
  const guide = idsOf('guide');
  const amplicon = idsOf('amplicon');
  const cell = idsOf('cell');
  const answers = {
    guide: useApiData(adminPriceApi.schedules, { kind: 'guide', ids: guide }, { enabled: guide !== '' }).data,
    amplicon: useApiData(adminPriceApi.schedules, { kind: 'amplicon', ids: amplicon }, { enabled: amplicon !== '' }).data,
    cell: useApiData(adminPriceApi.schedules, { kind: 'cell', ids: cell }, { enabled: cell !== '' }).data,
  };
  return (row: OrderRow) => answers[row.kind]?.find((s) => s.id === row.id) ?? null;
}

const columnsWith = (scheduleOf: ReturnType<typeof useSchedules>): ColumnsType<OrderRow> =>
  orderColumns<OrderRow>({
    customer: {
      title: '客户',
      key: 'customer',
      render: (_: unknown, row) => (
        <div>
          <div>{row.customer_name || '—'}</div>
          <Typography.Text type="secondary">{row.customer_email}</Typography.Text>
          {row.company ? <div>{row.company}</div> : null}
        </div>
      ),
    },
    due: {
      title: '预计完成',
      key: 'due',
      render: (_: unknown, row) => {
        const schedule = scheduleOf(row);
        return schedule ? <DueDate due={schedule.due} state={schedule.state} testId="admin-order-row-due" /> : null;
      },
    },
    actions: { title: '操作', key: 'actions', ...STICKY_END_COLUMN, render: (_: unknown, row) => <Link to={orderDetailHref(row.kind, row.id)} aria-label={`查看 ${row.orderno}`}>查看</Link> },
  });

export function AdminOrderTable({ orders, page, onPage }: { orders: ApiData<OrderPage>; page: number; onPage: (page: number) => void }) {
  const scheduleOf = useSchedules(orders.data?.data ?? []);
  const columns = columnsWith(scheduleOf);
  return (
    <PagedTable<OrderRow>
      rowKey={(row) => `${row.kind}-${row.id}`}
      size="middle"
      data-testid="admin-order-table"
      columns={columns}
      {...wideTable(960)}
      result={orders}
      page={page}
      pageSize={ORDER_PAGE_SIZE}
      onPage={onPage}
    />
  );
}
