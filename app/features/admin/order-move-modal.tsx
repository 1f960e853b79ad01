// The three status moves of an order, one modal each: 确认订单 (sales/admin at 0, with the quote),
// 推进到 <next> (lab/admin at 1-5) and 退回上一步 (admins, with a reason the customer reads). Every
// modal's OK button is 确定, so a page never shows two buttons of the same name. 推进到 已完成 of an
// order without a result file says so and asks staff to confirm 无结果文件 with a reason (issue 35;
// the server holds the same rule).
import { Alert, Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { LAST_STATUS, ORDER_OPS_MESSAGES, moveLabel } from '../../../contracts/order-ops.ts';
import { api } from '../../api/client.ts';
import type { AdminOrderHeader } from './order-detail-types.ts';

export type MoveMode = 'confirm' | 'advance' | 'back';

interface MoveValues {
  quote_amount?: number | null;
  quote_note?: string;
  note?: string;
  internal_note?: string;
  no_file?: boolean;
  no_file_reason?: string;
}

const TITLES: Record<MoveMode, string> = { confirm: '确认订单', advance: '推进订单状态', back: '退回上一步' };

export function targetStatus(mode: MoveMode, status: number): number {
  return mode === 'back' ? status - 1 : status + 1;
}

const noteRules = [{ max: 500, message: ORDER_OPS_MESSAGES.noteTooLong }];

export function OrderMoveModal({
  mode,
  order,
  resultFiles,
  onClose,
  onMoved,
}: {
  mode: MoveMode | null;
  order: AdminOrderHeader;
  resultFiles: number;
  onClose: () => void;
  onMoved: () => void;
}) {
  const [form] = Form.useForm<MoveValues>();
  const [saving, setSaving] = useState(false);
  const to = mode ? targetStatus(mode, order.status) : order.status;
  const needsNoFileReason = mode === 'advance' && to === LAST_STATUS && resultFiles === 0;
  const noFile = Form.useWatch('no_file', form);

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
        no_file_reason: needsNoFileReason && values.no_file ? values.no_file_reason?.trim() || undefined : undefined,
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
        {needsNoFileReason ? (
          <>
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="该订单还没有结果文件" description="客户将被告知订单已完成：请先上传结果文件；确实没有结果文件时，勾选下方并写明原因。" />
            <Form.Item name="no_file" valuePropName="checked" rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(ORDER_OPS_MESSAGES.resultFileRequired))) }]}>
              <Checkbox>无结果文件（确认本订单不交付结果文件）</Checkbox>
            </Form.Item>
            {noFile ? (
              <Form.Item
                name="no_file_reason"
                label="无结果文件原因（客户可见）"
                rules={[{ required: true, whitespace: true, message: '请填写无结果文件的原因' }, { max: 500, message: ORDER_OPS_MESSAGES.noFileReasonTooLong }]}
              >
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            ) : null}
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
