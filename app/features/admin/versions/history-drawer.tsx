// 历史版本: the versions of one content item (every save keeps one; decision 0077), newest first, each
// with who saved it, when, what kind of save it was and the fields it changed, and 恢复此版本, which
// saves that version again (audited, itself a new version; the public pages show it at once). A
// button that opens the drawer, for the content forms and lists to include.
import { Button, Drawer, Empty, List, Popconfirm, Space, Spin, Tag, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { adminVersionApi } from '../../../../contracts/api/admin/content-versions.ts';
import { VERSION_ACTION_LABELS, type VERSIONED_ENTITY_NAMES } from '../../../../contracts/content-versions.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { formatTime } from '../console-time.ts';
import { fieldLabel, FieldChangeView } from './version-value.tsx';

type Version = EndpointData<typeof adminVersionApi.history>['versions'][number];
type VersionedEntity = (typeof VERSIONED_ENTITY_NAMES)[number];

/** What a save was, from its audit action ('content.news.update' → 修改). */
function actionLabel(version: Version): string {
  if (version.restored_from !== null) return `恢复为版本 ${version.restored_from}`;
  const step = version.action.split('.').at(-1) ?? '';
  return VERSION_ACTION_LABELS[step] ?? version.action;
}

const who = (version: Version) => version.staff_name ?? version.staff_email ?? (version.action.startsWith('content.schedule.') ? '定时任务' : '系统');

function HistoryList({ entity, id, onRestored }: { entity: VersionedEntity; id: number | string; onRestored: () => void }) {
  const { data, status, reload } = useApiData(adminVersionApi.history, { entity, entity_id: String(id) });
  const [restoring, setRestoring] = useState<number | null>(null);
  const listBox = useRef<HTMLDivElement>(null);

  async function restore(version: number) {
    setRestoring(version);
    try {
      await api.call(adminVersionApi.restore, {}, { body: { entity, entity_id: String(id), version } });
      // The confirmation's button, which had the focus, is gone with its popover: the focus comes back
      // into the drawer, so Tab goes on from there and not from the page's body.
      listBox.current?.focus();
      void message.success(`已恢复为版本 ${version}`);
      reload();
      onRestored();
    } catch {
      // The client showed the refusal.
    } finally {
      setRestoring(null);
    }
  }

  if (status === 'failed') return <Empty description="无法读取历史版本" />;
  if (data === undefined) return <Spin />;
  if (!data.versions.length) return <Empty description="还没有历史版本" />;
  const newest = data.versions[0]!.version;
  return (
    <div ref={listBox} tabIndex={-1} role="group" aria-label="历史版本列表" style={{ outline: 'none' }}>
      <List
        dataSource={data.versions}
        rowKey="version"
        renderItem={(version) => (
          <List.Item data-testid={`version-${version.version}`} style={{ display: 'block' }}>
            <Space wrap style={{ marginBottom: 8 }}>
              <Typography.Text strong>版本 {version.version}</Typography.Text>
              <Tag color={version.deleted ? 'red' : version.restored_from !== null ? 'gold' : 'blue'}>{actionLabel(version)}</Tag>
              <Typography.Text type="secondary">
                {who(version)} · {formatTime(version.create_time)}
              </Typography.Text>
              {version.version === newest && !version.deleted ? (
                <Tag>当前</Tag>
              ) : (
                <Popconfirm
                  title={`恢复为版本 ${version.version}？`}
                  description="当前内容会被该版本替换；恢复本身也会记为一个新版本，可再恢复。"
                  okText="恢复"
                  cancelText="取消"
                  onConfirm={() => restore(version.version)}
                >
                  <Button size="small" loading={restoring === version.version} data-testid={`version-restore-${version.version}`}>
                    恢复此版本
                  </Button>
                </Popconfirm>
              )}
            </Space>
            {version.changes.length ? (
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(72px, max-content) 1fr', gap: '4px 12px' }}>
                {version.changes.map((change) => (
                  <div key={change.field} style={{ display: 'contents' }}>
                    <dt style={{ color: 'rgba(0,0,0,0.65)' }}>{fieldLabel(change.field)}</dt>
                    <dd style={{ margin: 0, minWidth: 0 }}>
                      <FieldChangeView field={change.field} before={change.before} after={change.after} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Typography.Text type="secondary">没有字段变化</Typography.Text>
            )}
          </List.Item>
        )}
      />
    </div>
  );
}

/** 历史版本 button and its drawer; `onRestored` lets the page show the restored content. */
export function HistoryButton({ entity, id, onRestored, size }: { entity: VersionedEntity; id: number | string; onRestored: () => void; size?: 'small' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} data-testid="history-open">
        历史版本
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="历史版本" size="min(720px, 100vw)" destroyOnHidden data-testid="history-drawer">
        {open ? <HistoryList entity={entity} id={id} onRestored={onRestored} /> : null}
      </Drawer>
    </>
  );
}
