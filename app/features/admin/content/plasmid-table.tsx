// The plasmid list of the console: a filter bar (keyword, the public list's seven property filters,
// status) and the table, 20 a page, newest first. Every change goes to the URL and back to page 1.
import { Button, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TableProps as AntTableProps } from 'antd/es/table';
import type { adminPlasmidApi } from '../../../../contracts/api/admin/content-plasmids.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { PLASMID_CHOICE_FIELDS, PLASMID_STATUS_LABELS } from '../../../../contracts/plasmid-admin.ts';
import type { ApiData } from '../../../api/use-api-data.ts';
import { formatTime } from '../console-time.ts';
import { useFilterDraft } from '../filter-bar.tsx';
import { PreviewButton } from './content-parts.tsx';
import type { PlasmidFilters } from './plasmid-list-query.ts';
import { pagePath } from '../../../../contracts/page-paths.ts';
import { wideTable, STICKY_END_COLUMN } from '../console-table.ts';

type PlasmidPage = EndpointData<typeof adminPlasmidApi.list>;
export type PlasmidRow = PlasmidPage['data'][number];

export const PLASMID_PAGE_SIZE = 20;

/** The list shows four of the properties; the filter bar offers all seven. */
const SHOWN = ['plasmid_host', 'plasmid_usage', 'plasmid_fragment_type', 'plasmid_fluorescent_marker'] as const;

function choiceLabel(column: string, value: string | null): string {
  if (!value) return '—';
  return PLASMID_CHOICE_FIELDS.find((f) => f.column === column)?.options.find((o) => o.value === value)?.label ?? value;
}

export function PlasmidFilterBar({ filters, onChange }: { filters: PlasmidFilters; onChange: (next: PlasmidFilters) => void }) {
  const draft = useFilterDraft(filters, ['keyword'], onChange);
  const apply = draft.apply;
  return (
    <Form layout="vertical" className="console-toolbar" onFinish={() => apply({})} data-testid="plasmid-filters">
      <Form.Item label="关键词" htmlFor="plasmid-keyword">
        <Input id="plasmid-keyword" allowClear placeholder="货号、产品名称或别名" style={{ width: 220, maxWidth: '100%' }} {...draft.text('keyword')} />
      </Form.Item>
      {PLASMID_CHOICE_FIELDS.map((field) => (
        <Form.Item key={field.column} label={field.filterTitle} htmlFor={`plasmid-filter-${field.column}`}>
          <Select
            id={`plasmid-filter-${field.column}`}
            allowClear
            placeholder="全部"
            style={{ width: 130 }}
            value={filters[field.column]}
            options={field.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(value?: string) => apply({ [field.column]: value })}
          />
        </Form.Item>
      ))}
      <Form.Item label="状态" htmlFor="plasmid-filter-status">
        <Select
          id="plasmid-filter-status"
          allowClear
          placeholder="全部"
          style={{ width: 100 }}
          value={filters.status}
          options={[1, 0].map((s) => ({ value: s, label: PLASMID_STATUS_LABELS[s as 0 | 1] }))}
          onChange={(status?: 0 | 1) => apply({ status })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button onClick={draft.reset}>重置</Button>
    </Form>
  );
}

interface TableProps {
  plasmids: ApiData<PlasmidPage>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (row: PlasmidRow) => void;
  onStatus: (row: PlasmidRow, status: 0 | 1) => void;
  onRemove: (row: PlasmidRow) => void;
  /** The ticked rows, for the bulk bar. */
  rowSelection?: AntTableProps<PlasmidRow>['rowSelection'];
}

export function PlasmidTable({ plasmids, page, onPage, onEdit, onStatus, onRemove, rowSelection }: TableProps) {
  const answer = plasmids.status === 'failed' ? undefined : plasmids.data;
  const columns: ColumnsType<PlasmidRow> = [
    { title: '货号', dataIndex: 'item_no', key: 'item_no', width: 120 },
    {
      title: '产品名称',
      key: 'name',
      width: 220,
      render: (_: unknown, row) => (
        <div>
          <Typography.Link onClick={() => onEdit(row)}>{row.name}</Typography.Link>
          {row.alias ? <div><Typography.Text type="secondary">{row.alias}</Typography.Text></div> : null}
        </div>
      ),
    },
    ...SHOWN.map((column) => ({
      title: PLASMID_CHOICE_FIELDS.find((f) => f.column === column)!.label,
      key: column,
      render: (_: unknown, row: PlasmidRow) => choiceLabel(column, row[column]),
    })),
    { title: '序列', key: 'sequence', width: 150, render: (_: unknown, row) => (row.sequence_length ? `${row.sequence_length} bp · ${row.feature_count} 个元件` : '—') },
    { title: '状态', key: 'status', render: (_: unknown, row) => <Tag color={row.status === 1 ? 'green' : 'default'}>{PLASMID_STATUS_LABELS[row.status === 1 ? 1 : 0]}</Tag> },
    { title: '更新时间', dataIndex: 'update_time', key: 'update_time', render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'actions',
      ...STICKY_END_COLUMN,
      width: 250,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(row)} aria-label={`编辑 ${row.item_no}`}>
            编辑
          </Button>
          <Button size="small" onClick={() => onStatus(row, row.status === 1 ? 0 : 1)}>
            {row.status === 1 ? '隐藏' : '显示'}
          </Button>
          {row.status === 1 ? (
            <Button size="small" type="link" href={pagePath('plasmid-platform-detail', { listId: row.id })} target="_blank" rel="noopener">
              查看
            </Button>
          ) : (
            <PreviewButton entity="plasmid" id={row.id} size="small" />
          )}
          <Popconfirm title={`删除质粒 ${row.item_no}？`} description="删除后公开页面不再显示，审计日志保留记录。" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => onRemove(row)}>
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<PlasmidRow>
      rowKey="id"
      size="middle"
      data-testid="plasmid-table"
      rowSelection={rowSelection}
      loading={plasmids.status === 'loading'}
      columns={columns}
      dataSource={answer?.data ?? []}
      {...wideTable(1300)}
      pagination={{ current: page, pageSize: PLASMID_PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
