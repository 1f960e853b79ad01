// The article and news tables: title (opens the editor), category, flags, status, time, and the row's
// actions 编辑 / 预览 / 显示·隐藏 / 删除 (with a confirmation), and a tick box per row for the bulk bar.
// Paged on the server, 20 a page.
import { Button, Popconfirm, Space, Table, Tag, message } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { Endpoint } from '../../../../contracts/endpoint.ts';
import { CONTENT_PAGE_SIZE, type PreviewEntity } from '../../../../contracts/content-articles.ts';
import { api } from '../../../api/client.ts';
import { formatTime } from '../console-time.ts';
import { PreviewButton, StatusTag } from './content-parts.tsx';
import { wideTable, STICKY_END_COLUMN } from '../console-table.ts';

interface Row {
  id: number;
  title: string;
  catname: string | null;
  status: number;
  update_time: string;
  create_time: string;
}

export interface ContentTableProps<R extends Row> {
  entity: PreviewEntity;
  rows: R[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onEdit: (row: R) => void;
  onChanged: () => void;
  /** Flag tags of a row (推荐服务, 明星产品, 首页). */
  flags: (row: R) => string[];
  timeColumn: { title: string; key: 'update_time' | 'create_time' };
  api: { setStatus: Endpoint; remove: Endpoint };
  /** The ticked rows, for the bulk bar (bulk-bar.tsx). */
  rowSelection?: TableProps<R>['rowSelection'];
}

export function ContentTable<R extends Row>(props: ContentTableProps<R>) {
  async function run(endpoint: Endpoint, body: Record<string, unknown>, done: string) {
    try {
      await api.call(endpoint, {}, { body });
      void message.success(done);
      props.onChanged();
    } catch {
      // Shown by the client.
    }
  }
  const columns: ColumnsType<R> = [
    {
      title: '标题',
      key: 'title',
      render: (_: unknown, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => props.onEdit(row)}>
          {row.title}
        </Button>
      ),
    },
    { title: '栏目', dataIndex: 'catname', key: 'catname', width: 160, render: (v: string | null) => v ?? '—' },
    {
      title: '标记',
      key: 'flags',
      width: 150,
      render: (_: unknown, row) => props.flags(row).map((f) => <Tag key={f}>{f}</Tag>),
    },
    { title: '状态', key: 'status', width: 110, render: (_: unknown, row) => <StatusTag status={row.status} /> },
    { title: props.timeColumn.title, key: 'time', width: 170, render: (_: unknown, row) => formatTime(row[props.timeColumn.key]) },
    {
      title: '操作',
      key: 'actions',
      ...STICKY_END_COLUMN,
      width: 250,
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => props.onEdit(row)}>
            编辑
          </Button>
          <PreviewButton entity={props.entity} id={row.id} size="small" />
          <Button size="small" onClick={() => void run(props.api.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }, row.status === 1 ? '已设为隐藏' : '已设为显示')}>
            {row.status === 1 ? '隐藏' : '显示'}
          </Button>
          <Popconfirm title={`删除“${row.title}”？`} description="删除后不可恢复" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => run(props.api.remove, { id: row.id }, '已删除')}>
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      data-testid="content-table"
      rowSelection={props.rowSelection}
      loading={props.loading}
      columns={columns}
      dataSource={props.rows}
      {...wideTable(980)}
      pagination={{
        current: props.page,
        pageSize: CONTENT_PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: props.onPage,
      }}
    />
  );
}
