// One inbox item in a drawer beside the list: who looks after it (a select of the sales staff and
// admins, or 指派给我), handled / reopened, every field of the form labelled, and the internal notes.
// Each action reloads the item and the list.
import { Button, Card, Drawer, Empty, Select, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import { INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';
import type { Assignee } from './inbox-filters.tsx';
import { InboxNotes } from './inbox-notes.tsx';
import type { InboxItemRef } from './inbox-query.ts';
import { HandledTag, KindTag } from './inbox-table.tsx';
import { FieldDescriptions } from './order-info.tsx';
import { DetailList } from '../../components/detail-list.tsx';

export function InboxDrawer({
  item,
  meId,
  assignees,
  onClose,
  onChanged,
}: {
  item: InboxItemRef | null;
  meId: number;
  assignees: Assignee[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const detail = useApiData(adminInboxApi.detail, item ? { kind: item.kind, id: item.id } : {}, { enabled: item !== null });
  const [busy, setBusy] = useState<string | null>(null);
  const data = item && detail.data && detail.data.item.kind === item.kind && detail.data.item.id === item.id ? detail.data : undefined;

  async function act(name: string, work: () => Promise<unknown>) {
    setBusy(name);
    try {
      await work();
      detail.reload();
      onChanged();
    } catch {
      // The client shows the refusal.
    } finally {
      setBusy(null);
    }
  }

  const ref: Record<string, unknown> = item ? { kind: item.kind, id: item.id } : {};
  const assign = (assigneeId: number | null) => act('assign', () => api.call(adminInboxApi.assign, {}, { body: { ...ref, assignee_id: assigneeId } }));
  const title = item ? `${INBOX_KIND_LABELS[item.kind]} #${item.id}` : '';

  let body: ReactNode;
  if (!item) body = null;
  else if (detail.status === 'failed' && !data) body = <Empty description="记录不存在" />;
  else if (!data) body = <Spin />;
  else {
    const handled = data.item.handled_at !== null;
    // A member no longer assignable (disabled) still shows by name.
    const options = assignees.map((a) => ({ value: a.id, label: a.name }));
    if (data.item.assignee_id && !assignees.some((a) => a.id === data.item.assignee_id)) {
      options.push({ value: data.item.assignee_id, label: data.item.assignee_name ?? `#${data.item.assignee_id}` });
    }
    body = (
      <div data-testid="inbox-detail">
        <Space wrap style={{ marginBottom: 12 }}>
          <KindTag kind={data.item.kind} />
          <HandledTag handledAt={data.item.handled_at} />
          <Typography.Text type="secondary">提交于 {formatTime(data.item.create_time)}</Typography.Text>
        </Space>
        <Card title="处理" size="small" className="console-section" data-testid="inbox-handling">
          <DetailList
            size="small"
            column={1}
            items={[
              {
                key: 'assignee',
                label: '负责人',
                children: (
                  <Space wrap>
                    <Select
                      aria-label="负责人"
                      allowClear
                      placeholder="未指派"
                      style={{ width: 180 }}
                      value={data.item.assignee_id ?? undefined}
                      options={options}
                      loading={busy === 'assign'}
                      onChange={(value?: number) => void assign(value ?? null)}
                    />
                    {data.item.assignee_id !== meId ? (
                      <Button size="small" onClick={() => void assign(meId)} loading={busy === 'assign'}>
                        指派给我
                      </Button>
                    ) : null}
                  </Space>
                ),
              },
              {
                key: 'handled',
                label: '状态',
                children: handled ? `已处理（${data.handled_by_name ?? '—'}，${formatTime(data.item.handled_at)}）` : '未处理',
              },
            ]}
          />
          <div style={{ marginTop: 12 }}>
            {handled ? (
              <Button loading={busy === 'reopen'} onClick={() => void act('reopen', () => api.call(adminInboxApi.reopen, {}, { body: ref }))}>
                重新打开
              </Button>
            ) : (
              <Button type="primary" loading={busy === 'handle'} onClick={() => void act('handle', () => api.call(adminInboxApi.handle, {}, { body: ref }))}>
                标记为已处理
              </Button>
            )}
          </div>
        </Card>
        <Card title="表单内容" size="small" className="console-section" data-testid="inbox-fields">
          <FieldDescriptions fields={data.fields} column={1} />
        </Card>
        <Card title="内部备注" size="small" className="console-section">
          <InboxNotes key={`${item.kind}-${item.id}`} item={item} notes={data.notes} onAdded={() => { detail.reload(); onChanged(); }} />
        </Card>
      </div>
    );
  }

  return (
    <Drawer open={item !== null} onClose={onClose} title={title} size="min(720px, 100vw)" destroyOnHidden>
      {body}
    </Drawer>
  );
}
