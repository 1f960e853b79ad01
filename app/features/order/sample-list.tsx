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
import { SAMPLE_OPTION_LABELS } from '../../../contracts/order-sample-messages.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample-options.ts';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { confirmDelete } from './delete-confirm.ts';
import { ImportModal } from './import-modal.tsx';
import { SAMPLE_KINDS, queryId } from './order-kinds.ts';
import { OrderLifeSections } from './progress/order-life-sections.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { useMessageIn } from './use-message-in.ts';
import { pricingApi } from '../../../contracts/api/pricing.ts';
import { OrderPricing } from './pricing/order-pricing.tsx';
import { DueDate } from './pricing/price-parts.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { ValidatedSites } from './validated-sites.tsx';

export function SampleList({ kind }: { kind: SampleOrderKind }) {
  const config = SAMPLE_KINDS[kind];
  const t = useT();
  const m = useMessageIn();
  const { pathTo } = useLocale();
  const [params] = useSearchParams();
  const oid = queryId(params.get('oid'));
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const [importing, setImporting] = useState(false);
  const sampleData = useApiData(config.api.samples, { oid }, { enabled: oid !== null });
  const orderData = useApiData(config.api.info, { id: oid }, { enabled: oid !== null });
  // The order's price (quote or the server's estimate) and the expected date of the order and each sample.
  const pricingData = useApiData(pricingApi.estimate, { kind, id: oid }, { enabled: oid !== null });
  const pricing = pricingData.status === 'failed' ? null : pricingData.data;
  const reload = () => {
    sampleData.reload();
    orderData.reload();
    pricingData.reload();
  };
  // The table needs both answers; when either fails it shows its empty state. A reload keeps the rows.
  const failed = sampleData.status === 'failed' || orderData.status === 'failed';
  const samples = failed ? [] : sampleData.data && orderData.data ? sampleData.data : null;
  const order = orderData.data ?? null;

  if (!oid) return <Empty description={m(ORDER_MESSAGES.orderNotFound)} />;
  const orderno = order?.orderno ?? params.get('orderno') ?? '';

  // Phones space the actions wider apart for fingers.
  const actions = (row: SampleRow) => (
    <Space size={phone ? 16 : 4} wrap>
      <Link to={pathTo(config.pages.detail, { id: row.id, orderno, oid })}>{t('order.view')}</Link>
      {canEdit(row.status) && (!order || canEdit(order.status)) ? <Link to={pathTo(config.pages.action, { id: row.id, oid })}>{t('order.edit')}</Link> : null}
      {canDelete(row.status) ? (
        <Button
          type="link"
          danger
          size="small"
          className="order-table__delete"
          onClick={() => confirmDelete({ endpoint: config.api.delSample, id: row.id, onDeleted: reload })}
        >
          {t('order.delete')}
        </Button>
      ) : null}
    </Space>
  );
  const dueOf = (row: SampleRow) => {
    const schedule = pricing?.schedule.samples.find((s) => s.id === row.id);
    return schedule ? <DueDate due={schedule.due} state={schedule.state} testId="sample-due" /> : null;
  };
  const typeText = (row: SampleRow) =>
    row.type === SAMPLE_OPTION_LABELS.other && row.type_other ? `${m(SAMPLE_OPTION_LABELS.other)}(${String(row.type_other)})` : m(row.type);
  const speciesText = (row: SampleRow) => (row.laiyuan ? m(SPECIES_LABELS[row.laiyuan] ?? row.laiyuan) : '');
  const odnText = (row: SampleRow) => m(row.is_odn === 1 ? SAMPLE_OPTION_LABELS.yes : SAMPLE_OPTION_LABELS.no);

  const columns: ColumnsType<SampleRow> = [
    { title: m(FIELD_LABEL.name), dataIndex: 'name', key: 'name' },
    { title: m(FIELD_LABEL.type), dataIndex: 'type', key: 'type', render: (_: string, row) => typeText(row) },
    { title: m(FIELD_LABEL.laiyuan), dataIndex: 'laiyuan', key: 'laiyuan', render: (_: string, row) => speciesText(row) },
    ...(kind === 'guide' ? [{ title: m(FIELD_LABEL.odn), dataIndex: 'is_odn', key: 'is_odn', render: (_: number, row: SampleRow) => odnText(row) }] : []),
    { title: t('order.created'), dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatDate(value) },
    { title: t('order.status'), dataIndex: 'status', key: 'status', render: (status: number) => <Tag>{m(statusLabel(status))}</Tag> },
    { title: t('order.price.due'), key: 'due', render: (_: unknown, row) => dueOf(row) },
    { title: t('order.actions'), key: 'actions', render: (_: unknown, row) => actions(row) },
  ];

  const open = order ? canAddSamples(order.status) : false;
  return (
    <div className="sample-list" data-testid="sample-list">
      <div className="order-table__bar">
        <span className="sample-list__orderno">
          {t('order.ordernoLabel')}
          <strong data-testid="sample-list-orderno">{orderno}</strong>
          {order ? <Tag className="sample-list__status">{m(statusLabel(order.status))}</Tag> : null}
        </span>
        <Space wrap>
          {open ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(pathTo(config.pages.action, { oid }))}>
              {m(ORDER_MESSAGES.continueAdding)}
            </Button>
          ) : null}
          {open ? (
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
              {t('order.import')}
            </Button>
          ) : null}
          {order ? <ReorderButton kind={kind} id={order.id} orderno={order.orderno} /> : null}
          <Button icon={<PrinterOutlined />} onClick={() => void navigate(pathTo('order-manifest', { kind, oid }))}>
            {t('order.manifest')}
          </Button>
          <Button onClick={() => void navigate(pathTo('order'))}>{t('order.back')}</Button>
        </Space>
      </div>
      <OrderPricing pricing={pricing} />
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
          status: <Tag>{m(statusLabel(row.status))}</Tag>,
          fields: [
            { label: m(FIELD_LABEL.type), value: typeText(row) },
            { label: m(FIELD_LABEL.laiyuan), value: speciesText(row) },
            ...(kind === 'guide' ? [{ label: m(FIELD_LABEL.odn), value: odnText(row) }] : []),
            { label: t('order.created'), value: formatDate(row.create_time) },
            { label: t('order.price.due'), value: dueOf(row) },
          ],
          actions: actions(row),
        })}
      />
      {kind === 'amplicon' ? <ValidatedSites oid={oid} /> : null}
      <ImportModal kind={kind} oid={oid} open={importing} onClose={() => setImporting(false)} onImported={reload} />
      {order ? <OrderLifeSections kind={kind} id={order.id} status={order.status} samples={samples ?? []} /> : null}
    </div>
  );
}
