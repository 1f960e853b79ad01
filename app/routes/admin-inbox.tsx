// /admin/inbox (sales and admins): purchase enquiries, bookings and mail enquiries as one list, filtered
// by what the URL says; `item` in the URL opens one in a drawer. 导出 Excel fetches the filtered list
// with the staff token in the header and saves the file (no link to customer data without a session).
import { Result, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminInboxApi } from '../../contracts/api/admin/inbox.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff.ts';
import { api } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { InboxDrawer } from '../features/admin/inbox-drawer.tsx';
import { InboxFiltersBar } from '../features/admin/inbox-filters.tsx';
import { inboxFilterParams, inboxSearch, parseInboxFilters, parseInboxItem, type InboxFilters, type InboxItemRef } from '../features/admin/inbox-query.ts';
import { INBOX_PAGE_SIZE, InboxTable } from '../features/admin/inbox-table.tsx';
import type { Route } from './+types/admin-inbox';

export const meta: Route.MetaFunction = consoleMeta('询价与预约');

/** Hands the browser a file it fetched (an object URL clicked, then released). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function AdminInbox() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.inbox);
  const [search, setSearch] = useSearchParams();
  const filters = parseInboxFilters(search);
  const item = parseInboxItem(search);
  const page = filters.page ?? 1;
  const items = useApiData(adminInboxApi.list, { ...inboxFilterParams(filters), page, size: INBOX_PAGE_SIZE }, { enabled: allowed });
  const assignees = useApiData(adminInboxApi.assignees, {}, { enabled: allowed });
  const [exporting, setExporting] = useState(false);

  const go = (next: InboxFilters, open: InboxItemRef | null = item) => setSearch(inboxSearch(next, open));

  async function exportExcel() {
    setExporting(true);
    try {
      const file = await api.download(adminInboxApi.export, inboxFilterParams(filters));
      saveFile(file.blob, file.fileName ?? 'inbox.xlsx');
    } catch {
      // The client shows the refusal.
    } finally {
      setExporting(false);
    }
  }

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅销售与管理员可用" />;
  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        询价与预约
      </Typography.Title>
      <InboxFiltersBar
        key={`${filters.product ?? ''}\n${filters.keyword ?? ''}`}
        filters={filters}
        assignees={assignees.data ?? []}
        onChange={(next) => go(next)}
        onExport={() => void exportExcel()}
        exporting={exporting}
      />
      <InboxTable items={items} page={page} onPage={(next) => go({ ...filters, page: next })} onOpen={(row) => go(filters, { kind: row.kind, id: row.id })} />
      <InboxDrawer item={item} meId={me.id} assignees={assignees.data ?? []} onClose={() => go(filters, null)} onChanged={items.reload} />
    </>
  );
}
