// The three status moves of an order, one modal each: 确认订单 (sales/admin at 0, with the quote),
// 推进到 <next> (lab/admin at 1-5) and 退回上一步 (admins, with a reason the customer reads). Every
// modal's OK button is 确定, so a page never shows two buttons of the same name.
import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_OPS_MESSAGES, moveLabel } from '../../../contracts/order-ops.ts';
import { api } from '../../api/client.ts';
import type { AdminOrderHeader } from './order-detail-types.ts';

export type MoveMode = 'confirm' | 'advance' | 'back';

interface MoveValues {
  quote_amount?: number | null;
  quote_note?: string;
  note?: string;
  internal_note?: string;
}

const TITLES: Record<MoveMode, string> = { confirm: '确认订单', advance: '推进订单状态', back: '退回上一步' };

export function targetStatus(mode: MoveMode, status: number): number {
  return mode === 'back' ? status - 1 : status + 1;
}

const noteRules = [{ max: 500, message: ORDER_OPS_MESSAGES.noteTooLong }];

export function OrderMoveModal({ mode, order, onClose, onMoved }: { mode: MoveMode | null; order: AdminOrderHeader; onClose: () => void; onMoved: () => void }) {
  const [form] = Form.useForm<MoveValues>();
  const [saving, setSaving] = useState(false);
  const to = mode ? targetStatus(mode, order.status) : order.status;

  async function submit() {
    if (!mode) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        kind: order.kind,
        id: order.id,
        to,
        note: values.note?.trim() || undefined,
        internal_note: values.internal_note?.trim() || undefined,
        ...(mode === 'confirm' ? { quote_amount: values.quote_amount ?? undefined, quote_note: values.quote_note?.trim() || undefined } : {}),
      };
      await api.call(adminOrderApi.move, {}, { body });
      form.resetFields();
      onMoved();
    } catch {
      // The client showed the server's refusal; the modal stays open with what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={mode !== null}
      title={mode ? `${TITLES[mode]}：${moveLabel(order.status, to)}` : ''}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`order_move_${mode ?? 'none'}`} preserve={false}>
        {mode === 'confirm' ? (
          <>
            <Form.Item name="quote_amount" label="报价金额（元）">
              <InputNumber prefix="¥" min={0} max={100_000_000} precision={2} step={100} style={{ width: '100%' }} placeholder="可不填" />
            </Form.Item>
            <Form.Item name="quote_note" label="报价说明" rules={noteRules}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        ) : null}
        {mode === 'back' ? (
          <Form.Item name="note" label="退回原因（客户可见）" rules={[{ required: true, whitespace: true, message: ORDER_OPS_MESSAGES.reasonRequired }, ...noteRules]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        ) : (
          <Form.Item name="note" label="给客户的备注" rules={noteRules} extra="客户会在订单时间线和邮件中看到">
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="internal_note" label="内部备注" rules={noteRules} extra="仅员工可见">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
