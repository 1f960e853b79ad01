// /admin/content/products (editors and admins): the technical products of /techService, filtered by
// the URL (category `tid`, `keyword`, `status`, `page`): add, edit with the fields of its category's
// molds, show/hide, delete; ticked rows together (the bulk bar: 显示, 隐藏, 移动分类, 删除), and 导出
// CSV / Excel of every product the filters match. Every save is on the public list at its next request.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Image, Input, Popconfirm, Result, Select, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCatalogueApi, type AdminProduct } from '../../contracts/api/admin/content-catalogue.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff-roles.ts';
import { api } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../features/admin/bulk-bar.tsx';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ProductFormDrawer } from '../features/admin/content/catalogue-product-form.tsx';
import { PreviewButton } from '../features/admin/content/content-parts.tsx';
import { wideTable, STICKY_END_COLUMN } from '../features/admin/console-table.ts';

export const meta = consoleMeta('产品');

const PAGE_SIZE = 20;
const positiveInt = (text: string | null) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

export default function AdminContentProducts() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const tid = positiveInt(search.get('tid'));
  const keyword = search.get('keyword') ?? '';
  const status = search.get('status') === '0' ? 0 : search.get('status') === '1' ? 1 : undefined;
  const page = positiveInt(search.get('page')) ?? 1;
  const categories = useApiData(adminCatalogueApi.productCategories, {}, { enabled: allowed });
  const list = useApiData(adminCatalogueApi.productList, { tid, keyword, status, page, size: PAGE_SIZE }, { enabled: allowed });
  const [editing, setEditing] = useState<AdminProduct | null | undefined>(undefined);
  const pathOf = new Map((categories.data ?? []).map((c) => [c.id, c.path]));

  function go(next: { tid?: number; keyword?: string; status?: number; page?: number }) {
    const params: Record<string, string> = {};
    if (next.tid) params.tid = String(next.tid);
    if (next.keyword) params.keyword = next.keyword;
    if (next.status !== undefined) params.status = String(next.status);
    if (next.page && next.page > 1) params.page = String(next.page);
    setSearch(params);
  }
  const filters = { tid, keyword, status };
  const selection = useRowSelection<number>(JSON.stringify({ ...filters, page }));
  const bulk = (action: string) => (target?: number | null) =>
    api.call(adminCatalogueApi.productBulk, {}, { body: { action, ids: selection.keys, ...(target ? { tid: target } : {}) } });
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: `${c.path}（${c.molds ?? ''}）` }));

  async function run(work: Promise<unknown>) {
    try {
      await work;
    } catch {
      // The client showed the refusal.
    }
    list.reload();
  }

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        产品
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部分类"
          aria-label="分类"
          style={{ minWidth: 240 }}
          value={tid}
          options={categoryOptions}
          onChange={(value?: number) => go({ ...filters, tid: value })}
        />
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          style={{ width: 120 }}
          value={status}
          options={[{ value: 1, label: '显示' }, { value: 0, label: '已隐藏' }]}
          onChange={(value?: number) => go({ ...filters, status: value })}
        />
        <Input.Search key={keyword} defaultValue={keyword} allowClear placeholder="名称、英文名、货号、基因、物种" style={{ width: 260 }} onSearch={(value) => go({ ...filters, keyword: value.trim() })} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增产品
        </Button>
        <ExportButtons endpoint={adminCatalogueApi.productExport} params={{ tid, keyword: keyword || undefined, status }} fallbackName="products" />
      </Space>
      <BulkBar
        count={selection.keys.length}
        noun="产品"
        onClear={selection.clear}
        onDone={list.reload}
        actions={[
          { key: 'show', label: '显示', run: bulk('show') },
          { key: 'hide', label: '隐藏', run: bulk('hide') },
          { key: 'move', label: '移动分类', verb: '移动', field: { label: '目标分类', placeholder: '请选择目标分类', options: categoryOptions }, run: bulk('move') },
          { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
        ]}
      />
      <Table<AdminProduct>
        rowKey="id"
        rowSelection={selection.rowSelection}
        dataSource={list.data?.data ?? []}
        loading={list.data === undefined && list.status !== 'failed'}
        {...wideTable(1180)}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: (next) => go({ ...filters, page: next }) }}
        columns={[
          { title: '图片', dataIndex: 'litpic', width: 80, render: (src: string | null, row) => (src ? <Image src={src} width={56} alt={`${row.title}的图片`} /> : '—') },
          { title: '货号', dataIndex: 'article_number', width: 120, render: (v: string | null) => v ?? '—' },
          { title: '产品名称', dataIndex: 'title' },
          { title: '分类', dataIndex: 'tid', width: 260, ellipsis: true, render: (id: number, row) => `${pathOf.get(id) ?? id}（${row.molds ?? ''}）` },
          { title: '价格', dataIndex: 'price', width: 90, render: (v: string | null) => v || '询价' },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '显示',
            dataIndex: 'status',
            width: 80,
            render: (value: number, row) => (
              <Switch checked={value === 1} aria-label={`显示 ${row.title}`} onChange={(checked) => void run(api.call(adminCatalogueApi.productSetStatus, {}, { body: { id: row.id, status: checked ? 1 : 0 } }))} />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 210,
            ...STICKY_END_COLUMN,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <PreviewButton entity="product" id={row.id} size="small" />
                <Popconfirm title="删除这个产品？" okText="删除" cancelText="取消" onConfirm={() => run(api.call(adminCatalogueApi.productDelete, {}, { body: { id: row.id } }))}>
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ProductFormDrawer
        product={editing}
        categories={categories.data ?? []}
        defaultTid={tid}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </>
  );
}
