// The message thread between the customer and staff (console-thread.tsx); a new message e-mails the
// customer.
import { Card, Tag } from 'antd';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_OPS_MESSAGES } from '../../../contracts/order-ops.ts';
import { api } from '../../api/client.ts';
import { ReplyBox, ThreadList } from './console-thread.tsx';
import type { AdminOrderDetail, AdminOrderHeader } from './order-detail-types.ts';

type Message = AdminOrderDetail['messages'][number];

const byStaff = (message: Message) => message.author === 'staff';
const messageAuthor = (message: Message) => (byStaff(message) ? <Tag color="blue">{message.staff_name ?? '员工'}</Tag> : <Tag>客户</Tag>);
const messageClass = (message: Message) => (byStaff(message) ? 'console-thread__staff' : undefined);
const MESSAGE_BOX = { name: 'order_message', label: '留言内容', hint: '客户会收到邮件通知', submitText: '发送', messages: { required: ORDER_OPS_MESSAGES.messageRequired, tooLong: ORDER_OPS_MESSAGES.messageTooLong } };

export function OrderMessages({ order, messages, onSent }: { order: AdminOrderHeader; messages: Message[]; onSent: () => void }) {
  return (
    <Card title="留言" className="console-section" data-testid="order-messages">
      <ThreadList
        posts={messages}
        emptyText="暂无留言"
        className="console-thread"
        postClassName={messageClass}
        padding="8px 12px"
        author={messageAuthor}
      />
      <ReplyBox {...MESSAGE_BOX} send={(body) => api.call(adminOrderApi.sendMessage, {}, { body: { kind: order.kind, id: order.id, body } })} onSent={onSent} />
    </Card>
  );
}
