// 首页推荐: the home page's two article lists (推荐服务, 明星产品) in the order the home page shows them,
// hidden articles included and marked, each moved up or down with one click. A move sends the whole
// new order; when someone else changed the list meanwhile the server refuses and the list reloads.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Space, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { adminArticleApi } from '../../../../contracts/api/admin/content-articles.ts';
import { CONTENT_MESSAGES, HOME_PICK_FLAGS, HOME_PICK_LABELS, HOME_PICKS_SHOWN, type HomePickFlag } from '../../../../contracts/content-articles.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import type { ArticleRow } from './article-drawer.tsx';

type PickRow = ArticleRow;

/** Where each row lands on the home page: its place among shown articles, or why it is not there. */
export function homePlaces(rows: readonly Pick<PickRow, 'status'>[]): (number | 'hidden' | 'beyond')[] {
  let shown = 0;
  return rows.map((row) => {
    if (row.status !== 1) return 'hidden';
    shown += 1;
    return shown <= HOME_PICKS_SHOWN ? shown : 'beyond';
  });
}

/** The ids in their new order after moving the row at `index` by `delta` places. */
export function moved(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function HomePicks({ onEdit }: { onEdit: (row: ArticleRow) => void }) {
  return (
    <div className="home-picks" data-testid="home-picks">
      <Typography.Paragraph type="secondary">
        首页按下列顺序显示每组前 {HOME_PICKS_SHOWN} 篇已显示的文章；在文章里勾选“推荐服务”或“明星产品”即加入该组。
      </Typography.Paragraph>
      {HOME_PICK_FLAGS.map((flag) => (
        <HomePickList key={flag} flag={flag} onEdit={onEdit} />
      ))}
    </div>
  );
}

function HomePickList({ flag, onEdit }: { flag: HomePickFlag; onEdit: (row: ArticleRow) => void }) {
  const list = useApiData(adminArticleApi.homePicks, { flag });
  const [saving, setSaving] = useState(false);
  const rows: PickRow[] = list.data ?? [];
  const places = homePlaces(rows);
  const label = HOME_PICK_LABELS[flag];

  async function move(index: number, delta: -1 | 1) {
    setSaving(true);
    try {
      await api.call(adminArticleApi.orderHomePicks, {}, { body: { flag, ids: moved(rows.map((row) => row.id), index, delta) } });
      void message.success(CONTENT_MESSAGES.picksSaved);
    } catch {
      // The client showed the server's message (a changed list among them); the reload shows the truth.
    } finally {
      setSaving(false);
      list.reload();
    }
  }

  return (
    <Card title={label} className="console-section" data-testid={`home-picks-${flag}`}>
      {rows.length === 0 && list.status !== 'loading' ? (
        <Empty description={`还没有文章勾选“${label}”`} />
      ) : (
        <List
          loading={list.status === 'loading'}
          dataSource={rows}
          renderItem={(row, index) => {
            const place = places[index]!;
            return (
              <List.Item
                data-testid="home-pick"
                actions={[
                  <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={`上移 ${row.title}`} disabled={saving || index === 0} onClick={() => void move(index, -1)} />,
                  <Button
                    key="down"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移 ${row.title}`}
                    disabled={saving || index === rows.length - 1}
                    onClick={() => void move(index, 1)}
                  />,
                ]}
              >
                <Space wrap size={[8, 4]}>
                  <span className="home-picks__place">{typeof place === 'number' ? place : '–'}</span>
                  <Typography.Link onClick={() => onEdit(row)}>{row.title}</Typography.Link>
                  {row.catname ? <Typography.Text type="secondary">{row.catname}</Typography.Text> : null}
                  {place === 'hidden' ? <Tag>已隐藏，首页不显示</Tag> : null}
                  {place === 'beyond' ? <Tag color="orange">超出首页数量，不显示</Tag> : null}
                </Space>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
