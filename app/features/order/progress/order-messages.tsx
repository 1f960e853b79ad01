// The message thread of one order between the customer and staff: the customer's own messages on one
// side, staff's (labelled 客服) on the other, each with its time; below, the box to write a new one
// (the contract's rules: required, at most 2000 characters). A failed send keeps the text.
import { Button, Empty, Form, Input, message } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { orderLifeApi, type orderMessage } from '../../../../contracts/api/order-life.ts';
import { formatDate, type OrderKind } from '../../../../contracts/order.ts';
import { ORDER_OPS_MESSAGES, orderMessageInput } from '../../../../contracts/order-ops.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { inPageLanguage } from '../../../i18n/current-language.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageKey } from '../../../i18n/zh.ts';

export type OrderMessageData = z.infer<typeof orderMessage>;

const MESSAGE_MAX = 2000;
const AUTHOR_LABELS: Record<OrderMessageData['author'], MessageKey> = { customer: 'order.messages.me', staff: 'order.messages.staff' };

function MessageThread({ messages }: { messages: readonly OrderMessageData[] }) {
  const t = useT();
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.messages.none')} />;
  return (
    <ol className="order-messages__thread" aria-label={t('order.messages.thread')}>
      {messages.map((item) => (
        <li key={item.id} className={`order-messages__item order-messages__item--${item.author}`} data-testid="order-message" data-author={item.author}>
          <div className="order-messages__bubble">
            <div className="order-messages__head">
              <strong>{t(AUTHOR_LABELS[item.author])}</strong>
              <time>{formatDate(item.create_time)}</time>
            </div>
            <p className="order-messages__body">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function OrderMessages({ kind, id }: { kind: OrderKind; id: number }) {
  const t = useT();
  const thread = useApiData(orderLifeApi.messages, { kind, id });
  const [form] = Form.useForm<{ body: string }>();
  const [sending, setSending] = useState(false);
  // A refused or failed load shows an empty thread; the box stays so the customer can still write.
  const messages = thread.status === 'failed' ? [] : (thread.data ?? []);

  async function send({ body }: { body: string }) {
    setSending(true);
    try {
      await api.call(orderLifeApi.sendMessage, {}, { body: { kind, id, body } });
      void message.success(inPageLanguage(ORDER_OPS_MESSAGES.messageSent));
      form.resetFields();
      thread.reload();
    } catch {
      // The client showed why; the text stays in the box to send again.
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="order-messages" data-testid="order-messages">
      <MessageThread messages={messages} />
      <Form form={form} name={`order-message-${kind}-${id}`} layout="vertical" className="order-messages__form" onFinish={(values) => void send(values)}>
        <Form.Item name="body" label={t('order.messages.body')} rules={[zodRule(orderMessageInput.shape.body)]}>
          <Input.TextArea rows={3} maxLength={MESSAGE_MAX} showCount placeholder={t('order.messages.placeholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('order.messages.send')}
        </Button>
      </Form>
    </div>
  );
}
