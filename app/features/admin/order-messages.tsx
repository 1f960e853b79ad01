// The message thread between the customer and staff; a new message e-mails the customer.
import { Button, Card, Empty, Form, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_OPS_MESSAGES } from '../../../contracts/order-ops.ts';
import { api } from '../../api/client.ts';
import { formatTime } from './console-time.ts';
import type { AdminOrderDetail, AdminOrderHeader } from './order-detail-types.ts';

type Message = AdminOrderDetail['messages'][number];

export function OrderMessages({ order, messages, onSent }: { order: AdminOrderHeader; messages: Message[]; onSent: () => void }) {
  const [form] = Form.useForm<{ body?: string }>();
  const [sending, setSending] = useState(false);

  async function send(values: { body?: string }) {
    setSending(true);
    try {
      await api.call(adminOrderApi.sendMessage, {}, { body: { kind: order.kind, id: order.id, body: values.body ?? '' } });
      form.resetFields();
      onSent();
    } catch {
      // Refusal shown by the client; the text stays.
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title="留言" className="console-section" data-testid="order-messages">
      {messages.length === 0 ? (
        <Empty description="暂无留言" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List<Message>
          className="console-thread"
          dataSource={messages}
          renderItem={(message) => (
            <List.Item className={message.author === 'staff' ? 'console-thread__staff' : undefined} style={{ display: 'block', padding: '8px 12px' }}>
              <div>
                {message.author === 'staff' ? <Tag color="blue">{message.staff_name ?? '员工'}</Tag> : <Tag>客户</Tag>}
                <Typography.Text type="secondary">{formatTime(message.create_time)}</Typography.Text>
              </div>
              <div className="console-pre">{message.body}</div>
            </List.Item>
          )}
        />
      )}
      <Form form={form} layout="vertical" name="order_message" onFinish={send}>
        <Form.Item
          name="body"
          label="留言内容"
          rules={[
            { required: true, whitespace: true, message: ORDER_OPS_MESSAGES.messageRequired },
            { max: 2000, message: ORDER_OPS_MESSAGES.messageTooLong },
          ]}
          extra="客户会收到邮件通知"
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          发送
        </Button>
      </Form>
    </Card>
  );
}
