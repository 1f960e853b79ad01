// The samples of a GUIDE-seq or amplicon order: status per sample, every field on expanding a row,
// 推进 one step (lab/admin, once the order is confirmed) and 退回 (admins; never below the order).
import { Button, Card, Form, Input, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_OPS_MESSAGES, moveLabel } from '../../../contracts/order-ops.ts';
import { sampleMovesFor } from '../../../contracts/order-status-machine.ts';
import { api } from '../../api/client.ts';
import type { AdminOrderHeader, AdminSample } from './order-detail-types.ts';
import { FieldDescriptions } from './order-info.tsx';
import { StatusTag } from './order-labels.tsx';
import { wideTable } from './console-table.ts';

interface SampleMove {
  sample: AdminSample;
  to: number;
}

function SampleMoveModal({ kind, move, onClose, onMoved }: { kind: 'guide' | 'amplicon'; move: SampleMove | null; onClose: () => void; onMoved: () => void }) {
  const [form] = Form.useForm<{ note?: string }>();
  const [saving, setSaving] = useState(false);
  const back = move !== null && move.to < move.sample.status;

  async function submit() {
    if (!move) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api.call(adminOrderApi.moveSample, {}, { body: { kind, id: move.sample.id, to: move.to, note: values.note?.trim() || undefined } });
      onMoved();
    } catch {
      // Refusal shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={move !== null}
      title={move ? `样本 ${move.sample.name}：${moveLabel(move.sample.status, move.to)}` : ''}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="sample_move" preserve={false}>
        <Form.Item
          name="note"
          label={back ? '退回原因' : '备注'}
          rules={[...(back ? [{ required: true, whitespace: true, message: ORDER_OPS_MESSAGES.reasonRequired }] : []), { max: 500, message: ORDER_OPS_MESSAGES.noteTooLong }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const sampleFields = (sample: AdminSample) => <FieldDescriptions fields={sample.fields} column={{ xs: 1, md: 2 }} />;

export function OrderSamples({ order, samples, roles, onChanged }: { order: AdminOrderHeader; samples: AdminSample[]; roles: readonly string[]; onChanged: () => void }) {
  const [move, setMove] = useState<SampleMove | null>(null);
  if (order.kind === 'cell') return null;
  const kind = order.kind;

  const columns: ColumnsType<AdminSample> = [
    { title: '样本名称', dataIndex: 'name', key: 'name' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => <StatusTag status={status} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, sample) => {
        // The server's own rule (contracts/order-status-machine.ts) decides which buttons show.
        const moves = sampleMovesFor(roles, order.status, sample.status);
        return (
          <Space size={4}>
            {moves.advance ? (
              <Button size="small" onClick={() => setMove({ sample, to: sample.status + 1 })}>
                推进
              </Button>
            ) : null}
            {moves.back ? (
              <Button size="small" danger onClick={() => setMove({ sample, to: sample.status - 1 })}>
                退回
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={`样本（${samples.length}）`} className="console-section" data-testid="order-samples">
      <Table<AdminSample>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={samples}
        pagination={samples.length > 20 ? { pageSize: 20 } : false}
        {...wideTable()}
        expandable={{ expandedRowRender: sampleFields }}
      />
      <SampleMoveModal
        kind={kind}
        move={move}
        onClose={() => setMove(null)}
        onMoved={() => {
          setMove(null);
          onChanged();
        }}
      />
    </Card>
  );
}
