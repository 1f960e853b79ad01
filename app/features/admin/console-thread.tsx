// A thread of posts, oldest first, and the box that adds one: the inbox's internal notes and an order's
// messages with the customer. The caller wraps them (a card or a drawer section) and says who wrote each
// post and where a new one goes.
import { Button, Empty, Form, Input, List, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatTime } from './console-time.ts';

/** Both threads' posts are at most this long (contracts/inbox.ts, contracts/order-ops.ts). */
const POST_MAX = 2000;

export interface ThreadPost {
  body: string;
  create_time: string;
}

interface ThreadListProps<P extends ThreadPost> {
  posts: P[];
  emptyText: string;
  /** The tag naming who wrote the post. */
  author: (post: P) => ReactNode;
  className?: string;
  postClassName?: (post: P) => string | undefined;
  padding: string;
}

export function ThreadList<P extends ThreadPost>({ posts, emptyText, author, className, postClassName, padding }: ThreadListProps<P>) {
  if (posts.length === 0) return <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <List<P>
      className={className}
      dataSource={posts}
      renderItem={(post) => (
        <List.Item className={postClassName?.(post)} style={{ display: 'block', padding }}>
          <div>
            {author(post)}
            <Typography.Text type="secondary">{formatTime(post.create_time)}</Typography.Text>
          </div>
          <div className="console-pre">{post.body}</div>
        </List.Item>
      )}
    />
  );
}

interface ReplyBoxProps {
  /** The form's name (its fields' ids start with it). */
  name: string;
  label: string;
  /** Who will read it, under the box. */
  hint: string;
  messages: { required: string; tooLong: string };
  submitText: string;
  send: (body: string) => Promise<unknown>;
  onSent: () => void;
}

export function ReplyBox({ name, label, hint, messages, submitText, send, onSent }: ReplyBoxProps) {
  const [form] = Form.useForm<{ body?: string }>();
  const [sending, setSending] = useState(false);

  async function submit(values: { body?: string }) {
    setSending(true);
    try {
      await send(values.body ?? '');
      form.resetFields();
      onSent();
    } catch {
      // Refusal shown by the client; the text stays.
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} layout="vertical" name={name} onFinish={submit}>
      <Form.Item
        name="body"
        label={label}
        rules={[
          { required: true, whitespace: true, message: messages.required },
          { max: POST_MAX, message: messages.tooLong },
        ]}
        extra={hint}
      >
        <Input.TextArea rows={3} maxLength={POST_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {submitText}
      </Button>
    </Form>
  );
}
