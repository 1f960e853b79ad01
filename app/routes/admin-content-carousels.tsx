// /admin/content/carousels (editors and admins): the home-page carousels, desktop and phone (the URL's
// `position`), in the order the public carousel shows them: add, edit, move up/down, show/hide,
// delete, ticked slides together (the bulk bar), 导出 CSV / Excel. Every save is on the home page at its
// next request. The home page's other picks (推荐服务,
// 明星产品) are articles; a note leads to their order in 文章与服务页 › 首页推荐.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Image, Popconfirm, Result, Segmented, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCatalogueApi, type AdminAd } from '../../contracts/api/admin/content-catalogue.ts';
import { AD_POSITIONS, AD_POSITION_LABELS } from '../../contracts/content-catalogue.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff-roles.ts';
import { api } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../features/admin/bulk-bar.tsx';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { CarouselFormDrawer } from '../features/admin/content/catalogue-carousel-form.tsx';
import { consolePath } from '../../contracts/console-paths.ts';
import { wideTable } from '../features/admin/console-table.ts';

export const meta = consoleMeta('轮播与推荐');

export default function AdminContentCarousels() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const position = search.get('position') === '2' ? 2 : 1;
  const slides = useApiData(adminCatalogueApi.adList, { position }, { enabled: allowed });
  const [editing, setEditing] = useState<AdminAd | null | undefined>(undefined);
  const rows = slides.data ?? [];
  const selection = useRowSelection<number>(String(position));
  const bulk = (action: 'show' | 'hide' | 'delete') => () => api.call(adminCatalogueApi.adBulk, {}, { body: { action, ids: selection.keys } });

  async function run(work: Promise<unknown>) {
    try {
      await work;
    } catch {
      // The client showed the refusal.
    }
    slides.reload();
  }

  function move(index: number, by: -1 | 1) {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(api.call(adminCatalogueApi.adReorder, {}, { body: { position, ids } }));
  }

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        轮播与推荐
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Segmented
          value={position}
          options={AD_POSITIONS.map((value) => ({ value, label: AD_POSITION_LABELS[value] }))}
          onChange={(value) => setSearch(value === 1 ? {} : { position: String(value) })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增轮播图
        </Button>
        <ExportButtons endpoint={adminCatalogueApi.adExport} params={{ position }} fallbackName="carousels" />
      </Space>
      <BulkBar
        count={selection.keys.length}
        noun="轮播图"
        onClear={selection.clear}
        onDone={slides.reload}
        actions={[
          { key: 'show', label: '显示', run: bulk('show') },
          { key: 'hide', label: '隐藏', run: bulk('hide') },
          { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
        ]}
      />
      <Table<AdminAd>
        rowKey="id"
        rowSelection={selection.rowSelection}
        dataSource={rows}
        loading={slides.data === undefined && slides.status !== 'failed'}
        pagination={false}
        {...wideTable()}
        data-testid="carousel-table"
        columns={[
          {
            title: '顺序',
            key: 'order',
            width: 96,
            render: (_, _row, index) => (
              <Space size={4}>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label="上移" disabled={index === 0} onClick={() => move(index, -1)} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label="下移" disabled={index === rows.length - 1} onClick={() => move(index, 1)} />
              </Space>
            ),
          },
          { title: '图片', dataIndex: 'adfile', width: 140, render: (src: string, row) => <Image src={src} width={120} height={54} style={{ objectFit: 'cover' }} alt={row.name ? `${row.name}的图片` : '轮播图片'} /> },
          { title: '标题', dataIndex: 'name', render: (name: string) => name || <Typography.Text type="secondary">（无标题）</Typography.Text> },
          { title: '链接', dataIndex: 'gourl', render: (url: string | null) => url || '—' },
          {
            title: '显示',
            dataIndex: 'status',
            width: 80,
            render: (status: number, row) => (
              <Switch
                checked={status === 1}
                aria-label={status === 1 ? '隐藏' : '显示'}
                onChange={(checked) => void run(api.call(adminCatalogueApi.adSetStatus, {}, { body: { id: row.id, status: checked ? 1 : 0 } }))}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title="删除这张轮播图？" okText="删除" cancelText="取消" onConfirm={() => run(api.call(adminCatalogueApi.adDelete, {}, { body: { id: row.id } }))}>
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Alert
        style={{ marginTop: 16 }}
        type="info"
        showIcon
        data-testid="home-picks-pointer"
        title="首页的平台推荐与明星产品"
        description={
          <>
            由文章的“推荐服务”“明星产品”标记决定，顺序在 <Link to={consolePath('admin-content-articles', { view: 'picks' })}>文章与服务页 › 首页推荐</Link> 中调整。
          </>
        }
      />
      <CarouselFormDrawer
        ad={editing}
        position={position}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          slides.reload();
        }}
      />
    </>
  );
}
