// /orderSeqList and /orderAmpliconList (query oid, orderno): the samples of one order with view, edit
// (status 0) and delete (0 or 6), 'continue adding samples' while the order takes samples, and beyond
// the specification the Excel import, the printable manifest, cards on phones and the order's progress,
// result files and messages below the samples (this page is the order's own page).
import { FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag } from 'antd';
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
import { OrderProgress } from './progress/order-progress.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';

export function SampleList({ kind }: { kind: SampleOrderKind }) {
  const config = SAMPLE_KINDS[kind];
  const [params] = useSearchParams();
  const oid = queryId(params.get('oid'));
  const navigate = useNavigate();
  const phone = usePhoneLayout();
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

  // Phones space the actions wider apart for fingers.
  const actions = (row: SampleRow) => (
    <Space size={phone ? 16 : 4} wrap>
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
  );
  const typeText = (row: SampleRow) => (row.type === '其他' && row.type_other ? `其他(${String(row.type_other)})` : row.type);
  const speciesText = (row: SampleRow) => (row.laiyuan ? (SPECIES_LABELS[row.laiyuan] ?? row.laiyuan) : '');
  const odnText = (row: SampleRow) => (row.is_odn === 1 ? '是' : '否');

  const columns: ColumnsType<SampleRow> = [
    { title: '样本名称', dataIndex: 'name', key: 'name' },
    { title: '样本类型', dataIndex: 'type', key: 'type', render: (_: string, row) => typeText(row) },
    { title: '物种来源', dataIndex: 'laiyuan', key: 'laiyuan', render: (_: string, row) => speciesText(row) },
    ...(kind === 'guide' ? [{ title: 'ODN插入检测', dataIndex: 'is_odn', key: 'is_odn', render: (_: number, row: SampleRow) => odnText(row) }] : []),
    { title: '创建日期', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatDate(value) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => <Tag>{statusLabel(status)}</Tag> },
    { title: '操作', key: 'actions', render: (_: unknown, row) => actions(row) },
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
      <ResponsiveTable<SampleRow>
        rowKey="id"
        size="middle"
        loading={samples === null}
        columns={columns}
        dataSource={samples ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        cardTestId="sample-card"
        renderCard={(row) => ({
          key: row.id,
          title: row.name,
          status: <Tag>{statusLabel(row.status)}</Tag>,
          fields: [
            { label: '样本类型', value: typeText(row) },
            { label: '物种来源', value: speciesText(row) },
            ...(kind === 'guide' ? [{ label: 'ODN插入检测', value: odnText(row) }] : []),
            { label: '创建日期', value: formatDate(row.create_time) },
          ],
          actions: actions(row),
        })}
      />
      <ImportModal kind={kind} oid={oid} open={importing} onClose={() => setImporting(false)} onImported={reload} />
      {order ? <OrderProgress kind={kind} id={order.id} status={order.status} samples={samples ?? []} /> : null}
    </div>
  );
}
