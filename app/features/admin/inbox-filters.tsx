// The inbox's filter bar (filter-bar.tsx: selects and dates apply at once, the text fields on 查询, all
// into the URL by inbox-query.ts). 导出 CSV / Excel download every item the filters match now.
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import { INBOX_KINDS, INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import { ExportButtons } from './bulk-bar.tsx';
import { FilterBar, FilterDates, FilterSelect, FilterText, useFilterDraft } from './filter-bar.tsx';
import { inboxFilterParams, type InboxFilters } from './inbox-query.ts';

export interface Assignee {
  id: number;
  name: string;
}

const KIND_OPTIONS = INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }));
const HANDLED_OPTIONS = [{ value: 0 as const, label: '未处理' }, { value: 1 as const, label: '已处理' }];

export function InboxFiltersBar({
  filters,
  assignees,
  onChange,
}: {
  filters: InboxFilters;
  assignees: Assignee[];
  onChange: (next: InboxFilters) => void;
}) {
  const draft = useFilterDraft(filters, ['product', 'keyword'], onChange);
  const apply = draft.apply;
  const assigneeOptions = assignees.map((a) => ({ value: a.id, label: a.name }));
  const exportButtons = <ExportButtons endpoint={adminInboxApi.export} params={inboxFilterParams(filters)} fallbackName="inbox" />;

  return (
    <FilterBar testId="inbox-filters" onApply={apply} onReset={draft.reset} extra={exportButtons}>
      <FilterSelect label="类型" id="inbox-filter-kind" placeholder="全部类型" style={{ width: 130 }} value={filters.kind} options={KIND_OPTIONS} onChange={(kind) => apply({ kind })} />
      <FilterSelect label="处理状态" id="inbox-filter-handled" placeholder="全部" style={{ width: 110 }} value={filters.handled} options={HANDLED_OPTIONS} onChange={(handled) => apply({ handled })} />
      <FilterSelect label="负责人" id="inbox-filter-assignee" placeholder="全部" style={{ width: 130 }} value={filters.assignee_id} options={assigneeOptions} onChange={(assignee_id) => apply({ assignee_id })} />
      <FilterText label="产品/服务" id="inbox-filter-product" placeholder="名称、货号或 ID" style={{ width: 170 }} {...draft.text('product')} />
      <FilterText label="关键词" id="inbox-filter-keyword" placeholder="姓名、邮箱、电话或单位" style={{ width: 190 }} {...draft.text('keyword')} />
      <FilterDates label="提交日期" id="inbox-filter-dates" from={filters.from} to={filters.to} onChange={(from, to) => apply({ from, to })} />
    </FilterBar>
  );
}
