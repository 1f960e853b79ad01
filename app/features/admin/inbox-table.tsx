// The inbox list, 20 a page, paged on the server, newest first. A row's 查看 opens the item's drawer;
// its tick box selects it for the bulk bar.
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { INBOX_KIND_LABELS, type InboxKind } from '../../../contracts/inbox.ts';
import type { ApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';
import { PagedTable } from './paged-table.tsx';
import { wideTable, STICKY_END_COLUMN } from './console-table.ts';

type InboxPage = EndpointData<typeof adminInboxApi.list>;
export type InboxRow = InboxPage['data'][number];

export const INBOX_PAGE_SIZE = 20;

/** A row's key in the table (and in the bulk bar's selection): `enquiry-12`. */
export const inboxRowKey = (row: { kind: InboxKind; id: number }): string => `${row.kind}-${row.id}`;

const KIND_COLOURS: Record<InboxKind, string> = { enquiry: 'blue', booking: 'purple', mail: 'cyan' };

export const KindTag = ({ kind }: { kind: InboxKind }) => <Tag color={KIND_COLOURS[kind]}>{INBOX_KIND_LABELS[kind]}</Tag>;

export const HandledTag = ({ handledAt }: { handledAt: string | null }) => (handledAt ? <Tag color="green">已处理</Tag> : <Tag color="orange">未处理</Tag>);

export function InboxTable({
  items,
  page,
  onPage,
  onOpen,
  rowSelection,
}: {
  items: ApiData<InboxPage>;
  page: number;
  onPage: (page: number) => void;
  onOpen: (row: InboxRow) => void;
  /** The ticked rows (keys `kind-id`), for the bulk bar. */
  rowSelection?: TableProps<InboxRow>['rowSelection'];
}) {
  const columns: ColumnsType<InboxRow> = [
    { title: '类型', key: 'kind', width: 100, render: (_: unknown, row) => <KindTag kind={row.kind} /> },
    {
      title: '联系人',
      key: 'contact',
      render: (_: unknown, row) => (
        <div>
          <div>{row.name}</div>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
          <div>{row.phone}</div>
        </div>
      ),
    },
    { title: '单位', dataIndex: 'company', key: 'company', render: (value: string | null) => value || '—' },
    { title: '产品/服务', dataIndex: 'product', key: 'product', render: (value: string | null) => value || '—' },
    { title: '负责人', dataIndex: 'assignee_name', key: 'assignee', render: (value: string | null) => value || '—' },
    { title: '状态', key: 'handled', width: 90, render: (_: unknown, row) => <HandledTag handledAt={row.handled_at} /> },
    { title: '提交时间', dataIndex: 'create_time', key: 'create_time', width: 170, render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'actions',
      ...STICKY_END_COLUMN,
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row)} aria-label={`查看 ${row.name}`}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <PagedTable<InboxRow>
      rowKey={inboxRowKey}
      size="middle"
      data-testid="inbox-table"
      columns={columns}
      {...wideTable(980)}
      result={items}
      page={page}
      pageSize={INBOX_PAGE_SIZE}
      onPage={onPage}
      rowSelection={rowSelection}
    />
  );
}
