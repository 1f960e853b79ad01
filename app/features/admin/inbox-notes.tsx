// The team's internal notes on one inbox item (the visitor never sees them), oldest first, and the
// form that adds one (console-thread.tsx).
import { Tag } from 'antd';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { INBOX_MESSAGES } from '../../../contracts/inbox.ts';
import { api } from '../../api/client.ts';
import { ReplyBox, ThreadList } from './console-thread.tsx';
import type { InboxItemRef } from './inbox-query.ts';

type Note = EndpointData<typeof adminInboxApi.detail>['notes'][number];

const noteAuthor = (note: Note) => <Tag color="blue">{note.staff_name ?? '已删除的员工'}</Tag>;
const NOTE_BOX = { name: 'inbox_note', label: '新备注', hint: '仅内部可见', submitText: '添加备注', messages: { required: INBOX_MESSAGES.noteRequired, tooLong: INBOX_MESSAGES.noteTooLong } };

export function InboxNotes({ item, notes, onAdded }: { item: InboxItemRef; notes: Note[]; onAdded: () => void }) {
  return (
    <div data-testid="inbox-notes">
      <ThreadList posts={notes} emptyText="暂无备注" padding="8px 0" author={noteAuthor} />
      <ReplyBox {...NOTE_BOX} send={(body) => api.call(adminInboxApi.addNote, {}, { body: { kind: item.kind, id: item.id, body } })} onSent={onAdded} />
    </div>
  );
}
