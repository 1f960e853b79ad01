// A customer's orders of every kind (each linked to its console page) and CRISPR-Net jobs, each table
// paged on the server, 10 a page.
import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { CRISPR_STATUS_LABELS, type CrisprStatusValue } from '../../../contracts/crispr-constants.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';
import { orderColumns } from './order-columns.tsx';
import { PagedTable, shownAnswer } from './paged-table.tsx';
import { wideTable } from './console-table.ts';

type OrderRow = EndpointData<typeof adminCustomerApi.orders>['data'][number];
type JobRow = EndpointData<typeof adminCustomerApi.jobs>['data'][number];

const PAGE_SIZE = 10;

const ORDER_COLUMNS = orderColumns<OrderRow>();

const JOB_COLORS: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'success' };

const jobColumns: ColumnsType<JobRow> = [
  { title: '任务编号', dataIndex: 'id', key: 'id' },
  { title: '任务名称', dataIndex: 'title', key: 'title' },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (status: number, row) => (
      <Tag color={JOB_COLORS[status] ?? 'default'} title={row.error ?? undefined}>
        {CRISPR_STATUS_LABELS[status as CrisprStatusValue] ?? String(status)}
      </Tag>
    ),
  },
  { title: '序列对', dataIndex: 'pair_count', key: 'pair_count' },
  { title: '提交时间', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatTime(value) },
  { title: '完成时间', dataIndex: 'finished_at', key: 'finished_at', render: (value: string | null) => formatTime(value) || '—' },
  { title: '结果保留至', dataIndex: 'expires_at', key: 'expires_at', render: (value: string | null) => formatTime(value) || '—' },
];

export function CustomerOrders({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const orders = useApiData(adminCustomerApi.orders, { id, page, size: PAGE_SIZE });
  const answer = shownAnswer(orders);
  return (
    <Card title={`订单${answer ? `（${answer.total}）` : ''}`} className="console-section" data-testid="customer-orders">
      <PagedTable<OrderRow>
        rowKey={(row) => `${row.kind}-${row.id}`}
        size="small"
        columns={ORDER_COLUMNS}
        {...wideTable(720)}
        locale={{ emptyText: '没有订单' }}
        result={orders}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        hideOnSinglePage
      />
    </Card>
  );
}

export function CustomerJobs({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const jobs = useApiData(adminCustomerApi.jobs, { id, page, size: PAGE_SIZE });
  const answer = shownAnswer(jobs);
  return (
    <Card title={`CRISPR-Net 任务${answer ? `（${answer.total}）` : ''}`} className="console-section" data-testid="customer-jobs">
      <PagedTable<JobRow>
        rowKey="id"
        size="small"
        columns={jobColumns}
        {...wideTable(800)}
        locale={{ emptyText: '没有任务' }}
        result={jobs}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        hideOnSinglePage
      />
    </Card>
  );
}
