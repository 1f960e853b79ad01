// The team's internal notes on one inbox item (the visitor never sees them), oldest first, and the
// form that adds one.
import { Button, Empty, Form, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { INBOX_MESSAGES } from '../../../contracts/inbox.ts';
import { api } from '../../api/client.ts';
import { formatTime } from './console-time.ts';
import type { InboxItemRef } from './inbox-query.ts';

type Note = EndpointData<typeof adminInboxApi.detail>['notes'][number];

export function InboxNotes({ item, notes, onAdded }: { item: InboxItemRef; notes: Note[]; onAdded: () => void }) {
  const [form] = Form.useForm<{ body?: string }>();
  const [saving, setSaving] = useState(false);

  async function add(values: { body?: string }) {
    setSaving(true);
    try {
      await api.call(adminInboxApi.addNote, {}, { body: { kind: item.kind, id: item.id, body: values.body ?? '' } });
      form.resetFields();
      onAdded();
    } catch {
      // Refusal shown by the client; the text stays.
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="inbox-notes">
      {notes.length === 0 ? (
        <Empty description="暂无备注" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List<Note>
          dataSource={notes}
          renderItem={(note) => (
            <List.Item style={{ display: 'block', padding: '8px 0' }}>
              <div>
                <Tag color="blue">{note.staff_name ?? '已删除的员工'}</Tag>
                <Typography.Text type="secondary">{formatTime(note.create_time)}</Typography.Text>
              </div>
              <div className="console-pre">{note.body}</div>
            </List.Item>
          )}
        />
      )}
      <Form form={form} layout="vertical" name="inbox_note" onFinish={add}>
        <Form.Item
          name="body"
          label="新备注"
          rules={[
            { required: true, whitespace: true, message: INBOX_MESSAGES.noteRequired },
            { max: 2000, message: INBOX_MESSAGES.noteTooLong },
          ]}
          extra="仅内部可见"
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          添加备注
        </Button>
      </Form>
    </div>
  );
}
