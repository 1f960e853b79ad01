// /admin/inbox (sales and admins): purchase enquiries, bookings and mail enquiries as one list, filtered
// by what the URL says; `item` in the URL opens one in a drawer. 导出 CSV / Excel fetch the filtered list
// with the staff token in the header and save the file (no link to customer data without a session);
// ticked rows are assigned, marked handled or reopened together (the bulk bar).
import { adminInboxApi } from '../../contracts/api/admin/inbox.ts';
import { api } from '../api/client.ts';
import { useApiData } from '../api/use-api-data.ts';
import { BulkBar, useRowSelection } from '../features/admin/bulk-bar.tsx';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { InboxDrawer } from '../features/admin/inbox-drawer.tsx';
import { InboxFiltersBar } from '../features/admin/inbox-filters.tsx';
import { inboxFilterParams, inboxSearch, parseInboxFilters, parseInboxItem } from '../features/admin/inbox-query.ts';
import { INBOX_PAGE_SIZE, InboxTable, inboxRowKey } from '../features/admin/inbox-table.tsx';
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
  const selection = useRowSelection<string>(JSON.stringify(filters));
  const shown = items.status === 'failed' ? [] : (items.data?.data ?? []);
  const bulk = (action: 'assign' | 'handle' | 'reopen') => (assignee_id?: number | null) => {
    const picked = new Set(selection.keys);
    const chosen = shown.filter((row) => picked.has(inboxRowKey(row))).map((row) => ({ kind: row.kind, id: row.id }));
    return api.call(adminInboxApi.bulk, {}, { body: { action, items: chosen, ...(action === 'assign' ? { assignee_id: assignee_id ?? null } : {}) } });
  };

  return (
    <>
      <InboxFiltersBar filters={filters} assignees={assignees.data ?? []} onChange={(next) => go(next, item)} />
      <BulkBar
        count={selection.keys.length}
        noun="记录"
        onClear={selection.clear}
        onDone={items.reload}
        actions={[
          {
            key: 'assign',
            label: '指派',
            field: { label: '负责人', placeholder: '请选择负责人', options: (assignees.data ?? []).map((a) => ({ value: a.id, label: a.name })), allowNone: '取消指派' },
            run: bulk('assign'),
          },
          { key: 'handle', label: '标记已处理', run: bulk('handle') },
          { key: 'reopen', label: '重新打开', run: bulk('reopen') },
        ]}
      />
      <InboxTable
        items={items}
        page={page}
        onPage={(next) => go({ ...filters, page: next }, item)}
        onOpen={(row) => go(filters, { kind: row.kind, id: row.id })}
        rowSelection={selection.rowSelection}
      />
      <InboxDrawer item={item} meId={me.id} assignees={assignees.data ?? []} onClose={() => go(filters, null)} onChanged={items.reload} />
    </>
  );
}
