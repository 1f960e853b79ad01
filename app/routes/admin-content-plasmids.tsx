// /admin/content/plasmids (editors, admins): the plasmid catalogue. Filters and the open editor live in
// the URL (plasmid-list-query.ts); 添加质粒 and 编辑 open the form in a drawer; 导出 CSV / Excel fetch the
// filtered list with the staff token, 导入 Excel sends a sheet back (create or update by 货号); ticked
// rows are shown, hidden or deleted together (the bulk bar).
import { Button, Result, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminPlasmidApi } from '../../contracts/api/admin/content-plasmids.ts';
import { PLASMID_ADMIN_MESSAGES } from '../../contracts/plasmid-admin.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff-roles.ts';
import { api } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../features/admin/bulk-bar.tsx';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { HydrationParts } from '../features/admin/hydration-parts.tsx';
import { PlasmidEditor } from '../features/admin/content/plasmid-editor.tsx';
import { PlasmidImport } from '../features/admin/content/plasmid-import.tsx';
import { parsePlasmidEditing, parsePlasmidFilters, plasmidFilterParams, plasmidSearch, type PlasmidEditing, type PlasmidFilters } from '../features/admin/content/plasmid-list-query.ts';
import { PLASMID_PAGE_SIZE, PlasmidFilterBar, PlasmidTable, type PlasmidRow } from '../features/admin/content/plasmid-table.tsx';
import type { Route } from './+types/admin-content-plasmids';

export const meta: Route.MetaFunction = consoleMeta('质粒');

export default function AdminContentPlasmids() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.content);
  const [search, setSearch] = useSearchParams();
  const filters = parsePlasmidFilters(search);
  const editing = parsePlasmidEditing(search);
  const page = filters.page ?? 1;
  const plasmids = useApiData(adminPlasmidApi.list, { ...plasmidFilterParams(filters), page, size: PLASMID_PAGE_SIZE }, { enabled: allowed });
  const [importing, setImporting] = useState(false);
  const selection = useRowSelection<number>(JSON.stringify(filters));
  const bulk = (action: 'show' | 'hide' | 'delete') => () => api.call(adminPlasmidApi.bulk, {}, { body: { action, ids: selection.keys } });

  const go = (next: PlasmidFilters, edit: PlasmidEditing = editing) => setSearch(plasmidSearch(next, edit));

  async function setStatus(row: PlasmidRow, status: 0 | 1) {
    try {
      await api.call(adminPlasmidApi.setStatus, {}, { body: { id: row.id, status } });
      void message.success(status === 1 ? PLASMID_ADMIN_MESSAGES.shown : PLASMID_ADMIN_MESSAGES.hidden);
      plasmids.reload();
    } catch {
      // The client shows the refusal.
    }
  }

  async function remove(row: PlasmidRow) {
    try {
      await api.call(adminPlasmidApi.remove, {}, { body: { id: row.id } });
      void message.success(PLASMID_ADMIN_MESSAGES.removed);
      plasmids.reload();
    } catch {
      // The client shows the refusal.
    }
  }

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={1} className="console__page-title">
          质粒
        </Typography.Title>
        <Space wrap>
          <Button type="primary" onClick={() => go(filters, 'new')} data-testid="plasmid-add">
            添加质粒
          </Button>
          <ExportButtons endpoint={adminPlasmidApi.export} params={plasmidFilterParams(filters)} fallbackName="plasmids" />
          <Button onClick={() => setImporting(true)}>导入 Excel</Button>
        </Space>
      </Space>
      {/* The filter form (nine fields) and the table hydrate and commit apart (decision 0097): together
          they were the page's largest commit, 414 components; the form alone is 300. */}
      <HydrationParts>
        <PlasmidFilterBar filters={filters} onChange={(next) => go(next, null)} />
        <>
          <BulkBar
            count={selection.keys.length}
            noun="质粒"
            onClear={selection.clear}
            onDone={plasmids.reload}
            actions={[
              { key: 'show', label: '显示', run: bulk('show') },
              { key: 'hide', label: '隐藏', run: bulk('hide') },
              { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
            ]}
          />
          <PlasmidTable
            rowSelection={selection.rowSelection}
            plasmids={plasmids}
            page={page}
            onPage={(next) => go({ ...filters, page: next })}
            onEdit={(row) => go(filters, row.id)}
            onStatus={(row, status) => void setStatus(row, status)}
            onRemove={(row) => void remove(row)}
          />
          <PlasmidEditor
            editing={editing}
            onClose={() => go(filters, null)}
            onSaved={() => {
              plasmids.reload();
              go(filters, null);
            }}
          />
          <PlasmidImport open={importing} onClose={() => setImporting(false)} onImported={plasmids.reload} />
        </>
      </HydrationParts>
    </>
  );
}
