// /admin/inbox (sales and admins): purchase enquiries, bookings and mail enquiries as one list, filtered
// by what the URL says; `item` in the URL opens one in a drawer. 导出 Excel fetches the filtered list
// with the staff token in the header and saves the file (no link to customer data without a session).
import { useState } from 'react';
import { adminInboxApi } from '../../contracts/api/admin/inbox.ts';
import { api } from '../api/client.ts';
import { saveFile } from '../api/save-file.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { InboxDrawer } from '../features/admin/inbox-drawer.tsx';
import { InboxFiltersBar } from '../features/admin/inbox-filters.tsx';
import { inboxFilterParams, inboxSearch, parseInboxFilters, parseInboxItem } from '../features/admin/inbox-query.ts';
import { INBOX_PAGE_SIZE, InboxTable } from '../features/admin/inbox-table.tsx';
import { useUrlFilters } from '../features/admin/url-filters.ts';
import type { Route } from './+types/admin-inbox';

export const meta: Route.MetaFunction = consoleMeta('询价与预约');

export default function AdminInbox() {
  return (
    <ConsolePage title="询价与预约" section="inbox">
      <InboxList />
    </ConsolePage>
  );
}

function InboxList() {
  const { me } = useConsole();
  const { search, filters, page, go } = useUrlFilters(parseInboxFilters, inboxSearch);
  const item = parseInboxItem(search);
  const items = useApiData(adminInboxApi.list, { ...inboxFilterParams(filters), page, size: INBOX_PAGE_SIZE });
  const assignees = useApiData(adminInboxApi.assignees, {});
  const [exporting, setExporting] = useState(false);

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

  return (
    <>
      <InboxFiltersBar
        key={`${filters.product ?? ''}\n${filters.keyword ?? ''}`}
        filters={filters}
        assignees={assignees.data ?? []}
        onChange={(next) => go(next, item)}
        onExport={() => void exportExcel()}
        exporting={exporting}
      />
      <InboxTable items={items} page={page} onPage={(next) => go({ ...filters, page: next }, item)} onOpen={(row) => go(filters, { kind: row.kind, id: row.id })} />
      <InboxDrawer item={item} meId={me.id} assignees={assignees.data ?? []} onClose={() => go(filters, null)} onChanged={items.reload} />
    </>
  );
}
