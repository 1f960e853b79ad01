// The console's price table (issue 34 point 1): every item of the catalogue (contracts/pricing.ts) by
// order kind, its price in yuan and the turnaround days it adds; sales and admins edit (each change is
// audited and kept), the lab reads. Below, the history of changes, newest first.
import { Button, Card, Form, InputNumber, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { z } from 'zod';
import { adminPriceApi, PRICE_MESSAGES, type adminPriceRow, type priceHistoryRow } from '../../../contracts/api/admin/prices.ts';
import { ORDER_KIND_LABELS } from '../../../contracts/order-ops.ts';
import { hasRole } from '../../../contracts/staff-roles.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatMoney } from '../order/progress/progress-format.ts';
import { useConsole } from './console-context.ts';
import { formatTime } from './console-time.ts';
import { RowModal } from './row-modal.tsx';
import { useFormSave } from './use-save.ts';
import { wideTable } from './console-table.ts';

type PriceRowData = z.infer<typeof adminPriceRow>;
type HistoryRow = z.infer<typeof priceHistoryRow>;

const UNIT_LABELS = { order: '每个订单', sample: '每个样本' } as const;

function PriceModal({ row, onClose, onSaved }: { row: PriceRowData | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ price: number; days: number }>();
  const { saving, submit } = useFormSave(form, async (values) => {
    if (!row) return;
    await api.call(adminPriceApi.save, {}, { body: { kind: row.kind, item: row.item, price: values.price, days: values.days } });
    onSaved();
  });

  return (
    <RowModal row={row} title={(r) => `${ORDER_KIND_LABELS[r.kind]}：${r.label}`} okText="保存" saving={saving} submit={{ onOk: submit }} onClose={onClose}>
      <Form form={form} layout="vertical" name="price_edit" preserve={false} initialValues={{ price: row?.price ?? undefined, days: row?.days ?? undefined }}>
        <Form.Item name="price" label="单价（元）" rules={[{ required: true, type: 'number', min: 0, max: 10_000_000, message: PRICE_MESSAGES.priceInvalid }]}>
          <InputNumber min={0} max={10_000_000} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="days" label="周期（天）" rules={[{ required: true, type: 'integer', min: 0, max: 365, message: PRICE_MESSAGES.daysInvalid }]}>
          <InputNumber min={0} max={365} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </RowModal>
  );
}

export function PriceTable() {
  const { me } = useConsole();
  const canEdit = hasRole(me.roles, ['sales']);
  const prices = useApiData(adminPriceApi.list);
  const history = useApiData(adminPriceApi.history, {});
  const [editing, setEditing] = useState<PriceRowData | null>(null);

  const columns: ColumnsType<PriceRowData> = [
    { title: '订单类型', dataIndex: 'kind', key: 'kind', render: (kind: PriceRowData['kind']) => ORDER_KIND_LABELS[kind] },
    { title: '计价项目', dataIndex: 'label', key: 'label' },
    { title: '计价单位', dataIndex: 'unit', key: 'unit', render: (unit: PriceRowData['unit']) => UNIT_LABELS[unit] },
    { title: '单价', dataIndex: 'price', key: 'price', render: (price: number | null) => (price === null ? <Tag>未定价</Tag> : formatMoney(price)) },
    { title: '周期（天）', dataIndex: 'days', key: 'days', render: (days: number | null) => days ?? '—' },
    { title: '最近修改', key: 'updated', render: (_: unknown, row) => (row.update_time ? `${formatTime(row.update_time)} ${row.staff_name ?? ''}` : '—') },
    ...(canEdit
      ? [{ title: '操作', key: 'actions', render: (_: unknown, row: PriceRowData) => <Button size="small" onClick={() => setEditing(row)} aria-label={`修改 ${ORDER_KIND_LABELS[row.kind]} ${row.label}`}>修改</Button> }]
      : []),
  ];

  const historyColumns: ColumnsType<HistoryRow> = [
    { title: '时间', dataIndex: 'create_time', key: 'time', render: (value: string) => formatTime(value) },
    { title: '项目', key: 'item', render: (_: unknown, row) => `${ORDER_KIND_LABELS[row.kind as PriceRowData['kind']] ?? row.kind}：${row.label}` },
    { title: '单价', key: 'price', render: (_: unknown, row) => `${row.old_price === null ? '—' : formatMoney(row.old_price)} → ${formatMoney(row.price)}` },
    { title: '周期（天）', key: 'days', render: (_: unknown, row) => `${row.old_days ?? '—'} → ${row.days}` },
    { title: '修改人', dataIndex: 'staff_name', key: 'staff', render: (name: string | null) => name ?? '—' },
  ];

  return (
    <>
      <Card className="console-section" data-testid="price-table">
        <Table<PriceRowData>
          rowKey={(row) => `${row.kind}:${row.item}`}
          size="middle"
          loading={!prices.data}
          columns={columns}
          dataSource={prices.data ?? []}
          pagination={false}
          {...wideTable()}
        />
      </Card>
      {/* Under the price table once it has its rows: shown earlier, it was pushed down when they came
          (a layout shift of 0.36 on a phone when the history answered first). Both are asked at once. */}
      {prices.data ? (
        <Card title="修改历史" className="console-section" data-testid="price-history">
          <Table<HistoryRow> rowKey="id" size="small" loading={!history.data} columns={historyColumns} dataSource={history.data ?? []} pagination={{ pageSize: 20 }} {...wideTable()} />
        </Card>
      ) : null}
      <PriceModal
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          prices.reload();
          history.reload();
        }}
      />
    </>
  );
}
