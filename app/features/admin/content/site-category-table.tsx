// The category tree as a tree table: name, type, link, content count, sort, shown; actions to edit,
// add a child, move up/down among siblings, hide/show, preview one the public does not see (hidden,
// or below a hidden one) and delete (the server says why it refuses); ticked categories together (the
// bulk bar) and 导出 CSV / Excel of the whole tree. The page says which categories are open (top level
// first; 全部展开 opens every branch).
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { adminSiteApi } from '../../../../contracts/api/admin/content-site.ts';
import { CATEGORY_TYPE_LABELS } from '../../../../contracts/content-site.ts';
import { api } from '../../../api/client.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../bulk-bar.tsx';
import { PreviewButton } from './content-parts.tsx';
import type { CategoryTreeRow } from './site-category-tree.ts';
import { wideTable, STICKY_END_COLUMN } from '../console-table.ts';

interface Props {
  tree: CategoryTreeRow[];
  loading: boolean;
  /** The open categories (their children shown). */
  expanded: readonly number[];
  onExpandedChange: (keys: number[]) => void;
  onEdit: (row: CategoryTreeRow) => void;
  onAddChild: (pid: number) => void;
  onChanged: () => void;
}

export function CategoryTable({ tree, loading, expanded, onExpandedChange, onEdit, onAddChild, onChanged }: Props) {
  const act = (work: Promise<unknown>) => work.then(onChanged).catch(() => undefined);
  const move = (row: CategoryTreeRow, index: number) => act(api.call(adminSiteApi.moveCategory, {}, { body: { id: row.id, pid: row.pid, index } }));
  const selection = useRowSelection<number>('tree');
  const bulk = (action: 'show' | 'hide' | 'delete') => () => api.call(adminSiteApi.bulkCategories, {}, { body: { action, ids: selection.keys } });

  return (
    <>
    <Space wrap style={{ marginBottom: 12 }}>
      <ExportButtons endpoint={adminSiteApi.exportCategories} params={{}} fallbackName="categories" />
    </Space>
    <BulkBar
      count={selection.keys.length}
      noun="栏目"
      onClear={selection.clear}
      onDone={onChanged}
      actions={[
        { key: 'show', label: '显示', run: bulk('show') },
        { key: 'hide', label: '隐藏', run: bulk('hide') },
        { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
      ]}
    />
    <Table<CategoryTreeRow>
      rowKey="id"
      // Each tick is its own category: ticking a parent does not tick its branch.
      rowSelection={{ ...selection.rowSelection, checkStrictly: true }}
      size="middle"
      loading={loading}
      dataSource={tree}
      pagination={false}
      expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => onExpandedChange(keys as number[]) }}
      {...wideTable(1220)}
      columns={[
        {
          title: '栏目名称',
          dataIndex: 'catname',
          width: 280,
          // Inline text: a wrapping flex box would push the tree's indent and expand icon onto a line of their own.
          render: (name: string, row) => (
            <>
              <Typography.Text strong={row.pid === 0} type={row.status ? undefined : 'secondary'}>
                {name}
              </Typography.Text>
              {row.encatname ? <Typography.Text type="secondary"> {row.encatname}</Typography.Text> : null}
            </>
          ),
        },
        { title: '类型', dataIndex: 'type', width: 190, render: (type: number, row) => <>{CATEGORY_TYPE_LABELS[type] ?? type}{row.molds ? <Tag style={{ marginLeft: 4 }}>{row.molds}</Tag> : null}</> },
        { title: '跳转链接', dataIndex: 'gourl', width: 140, ellipsis: true, render: (url: string | null) => url ?? '—' },
        { title: '内容', dataIndex: 'items', width: 64 },
        { title: '排序', dataIndex: 'sort', width: 64 },
        { title: '状态', dataIndex: 'status', width: 72, render: (status: number) => (status ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
        {
          title: '操作',
          key: 'actions',
          width: 370,
          ...STICKY_END_COLUMN,
          render: (_v, row) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                编辑
              </Button>
              <Button type="link" size="small" onClick={() => onAddChild(row.id)}>
                添加下级
              </Button>
              <Button type="link" size="small" aria-label={`上移 ${row.catname}`} disabled={row.position === 0} onClick={() => void move(row, row.position - 1)}>
                上移
              </Button>
              <Button type="link" size="small" aria-label={`下移 ${row.catname}`} disabled={row.position >= row.siblings - 1} onClick={() => void move(row, row.position + 1)}>
                下移
              </Button>
              <Button type="link" size="small" onClick={() => void act(api.call(adminSiteApi.setCategoryStatus, {}, { body: { id: row.id, status: row.status ? 0 : 1 } }))}>
                {row.status ? '隐藏' : '显示'}
              </Button>
              {row.offline ? <PreviewButton entity="category" id={row.id} size="small" type="link" /> : null}
              <Popconfirm title={`删除栏目「${row.catname}」？`} okText="删除" cancelText="取消" onConfirm={() => act(api.call(adminSiteApi.deleteCategory, { id: row.id }))}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
    </>
  );
}
