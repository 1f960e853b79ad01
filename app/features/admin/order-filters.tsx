// The order list's filter bar (filter-bar.tsx: selects and dates apply at once, the text fields on 查询,
// all into the URL by order-list-query.ts), and 导出 CSV / Excel of every order those filters match.
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { ExportButtons } from './bulk-bar.tsx';
import { FilterBar, FilterDates, FilterSelect, FilterText, useFilterDraft } from './filter-bar.tsx';
import { STATUS_VALUES, kindLabel } from './order-labels.tsx';
import type { OrderFilters } from './order-list-query.ts';

const KIND_OPTIONS = ORDER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));
const STATUS_OPTIONS = STATUS_VALUES.map((status) => ({ value: status, label: statusLabel(status) }));

export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const draft = useFilterDraft(filters, ['customer', 'orderno'], onChange);
  const apply = draft.apply;
  const { page: _page, ...listFilters } = filters;

  return (
    <FilterBar testId="order-filters" onApply={apply} onReset={draft.reset} extra={<ExportButtons endpoint={adminOrderApi.export} params={listFilters} fallbackName="orders" />}>
      <FilterSelect label="订单类型" id="order-filter-kind" placeholder="全部类型" style={{ width: 180 }} value={filters.kind} options={KIND_OPTIONS} onChange={(kind) => apply({ kind })} />
      <FilterSelect label="订单状态" id="order-filter-status" placeholder="全部状态" style={{ width: 130 }} value={filters.status} options={STATUS_OPTIONS} onChange={(status) => apply({ status })} />
      <FilterText label="客户" id="order-filter-customer" placeholder="邮箱、姓名、单位或电话" style={{ width: 200 }} {...draft.text('customer')} />
      <FilterText label="订单号" id="order-filter-orderno" placeholder="订单号" style={{ width: 170 }} {...draft.text('orderno')} />
      <FilterDates label="提交日期" id="order-filter-dates" from={filters.from} to={filters.to} onChange={(from, to) => apply({ from, to })} />
    </FilterBar>
  );
}
