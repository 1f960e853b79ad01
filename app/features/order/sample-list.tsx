// /orderSeqList and /orderAmpliconList (query oid, orderno): the samples of one order with view, edit
// (status 0) and delete (0 or 6), 'continue adding samples' while the order takes samples, and beyond
// the specification the Excel import and the printable manifest.
import { FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ORDER_MESSAGES,
  canAddSamples,
  canDelete,
  canEdit,
  formatDate,
  statusLabel,
  type SampleOrderKind,
} from '../../../contracts/order.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { confirmDelete } from './delete-confirm.ts';
import { ImportModal } from './import-modal.tsx';
import { SAMPLE_KINDS, href, queryId } from './order-kinds.ts';

export function SampleList({ kind }: { kind: SampleOrderKind }) {
  const config = SAMPLE_KINDS[kind];
  const [params] = useSearchParams();
  const oid = queryId(params.get('oid'));
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const sampleData = useApiData(config.api.samples, { oid }, { enabled: oid !== null });
  const orderData = useApiData(config.api.info, { id: oid }, { enabled: oid !== null });
  const reload = () => {
    sampleData.reload();
    orderData.reload();
  };
  // The table needs both answers; when either fails it shows its empty state. A reload keeps the rows.
  const failed = sampleData.status === 'failed' || orderData.status === 'failed';
  const samples = failed ? [] : sampleData.data && orderData.data ? sampleData.data : null;
  const order = orderData.data ?? null;

  if (!oid) return <Empty description={ORDER_MESSAGES.orderNotFound} />;
  const orderno = order?.orderno ?? params.get('orderno') ?? '';

  const columns: ColumnsType<SampleRow> = [
    { title: '样本名称', dataIndex: 'name', key: 'name' },
    { title: '样本类型', dataIndex: 'type', key: 'type', render: (value: string, row) => (value === '其他' && row.type_other ? `其他(${String(row.type_other)})` : value) },
    { title: '物种来源', dataIndex: 'laiyuan', key: 'laiyuan', render: (value: string) => SPECIES_LABELS[value] ?? value },
    ...(kind === 'guide'
      ? [{ title: 'ODN插入检测', dataIndex: 'is_odn', key: 'is_odn', render: (value: number) => (value === 1 ? '是' : '否') }]
      : []),
    { title: '创建日期', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatDate(value) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => <Tag>{statusLabel(status)}</Tag> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          <Link to={href(config.pages.detail, { id: row.id, orderno, oid })}>查看</Link>
          {canEdit(row.status) && (!order || canEdit(order.status)) ? <Link to={href(config.pages.action, { id: row.id, oid })}>编辑</Link> : null}
          {canDelete(row.status) ? (
            <Button
              type="link"
              danger
              size="small"
              className="order-table__delete"
              onClick={() => confirmDelete({ endpoint: config.api.delSample, id: row.id, onDeleted: reload })}
            >
              删除
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const open = order ? canAddSamples(order.status) : false;
  return (
    <div className="sample-list" data-testid="sample-list">
      <div className="order-table__bar">
        <span className="sample-list__orderno">
          订单号：<strong data-testid="sample-list-orderno">{orderno}</strong>
          {order ? <Tag className="sample-list__status">{statusLabel(order.status)}</Tag> : null}
        </span>
        <Space wrap>
          {open ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(href(config.pages.action, { oid }))}>
              继续添加样本
            </Button>
          ) : null}
          {open ? (
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
              批量导入
            </Button>
          ) : null}
          <Button icon={<PrinterOutlined />} onClick={() => void navigate(href('/orderManifest', { kind, oid }))}>
            样本清单
          </Button>
          <Button onClick={() => void navigate('/order')}>返回</Button>
        </Space>
      </div>
      <Table<SampleRow> rowKey="id" size="middle" loading={samples === null} columns={columns} dataSource={samples ?? []} scroll={{ x: 'max-content' }} pagination={false} />
      <ImportModal kind={kind} oid={oid} open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </div>
  );
}
