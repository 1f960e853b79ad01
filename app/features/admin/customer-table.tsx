// The customer list: a search bar (keyword, which fields, state; filter-bar.tsx, into the URL by
// customer-list-query.ts) with 导出 CSV / Excel of every customer it matches, and the table, 20 a page,
// paged on the server, whose ticked rows the bulk bar stops or restarts (停用 / 启用).
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { CUSTOMER_SEARCH_FIELDS, CUSTOMER_SEARCH_FIELD_LABELS, CUSTOMER_STATES, CUSTOMER_STATE_LABELS } from '../../../contracts/customers.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import type { ApiData } from '../../api/use-api-data.ts';
import { api } from '../../api/client.ts';
import { BulkBar, ExportButtons, useRowSelection } from './bulk-bar.tsx';
import { formatTime } from './console-time.ts';
import { customerHref, type CustomerFilters } from './customer-list-query.ts';
import { CustomerStateTag } from './customer-state.tsx';
import { FilterBar, FilterSelect, FilterText, useFilterDraft } from './filter-bar.tsx';
import { PagedTable } from './paged-table.tsx';
import { wideTable, STICKY_END_COLUMN } from './console-table.ts';

type CustomerPage = EndpointData<typeof adminCustomerApi.list>;
type CustomerRow = CustomerPage['data'][number];

export const CUSTOMER_PAGE_SIZE = 20;

const FIELD_OPTIONS = CUSTOMER_SEARCH_FIELDS.map((field) => ({ value: field, label: CUSTOMER_SEARCH_FIELD_LABELS[field] }));
const STATE_OPTIONS = CUSTOMER_STATES.map((state) => ({ value: state, label: CUSTOMER_STATE_LABELS[state] }));

export function CustomerSearchBar({ filters, onChange }: { filters: CustomerFilters; onChange: (next: CustomerFilters) => void }) {
  const draft = useFilterDraft(filters, ['keyword'], onChange);
  const apply = draft.apply;
  const exportParams = { keyword: filters.keyword, field: filters.field, state: filters.state };

  return (
    <FilterBar
      testId="customer-search"
      onApply={apply}
      onReset={draft.reset}
      extra={<ExportButtons endpoint={adminCustomerApi.export} params={exportParams} fallbackName="customers" />}
    >
      <FilterText label="关键词" id="customer-keyword" placeholder="邮箱、手机/电话、姓名、用户名或单位" style={{ width: 280, maxWidth: '100%' }} {...draft.text('keyword')} />
      <FilterSelect
        label="搜索字段"
        id="customer-field"
        allowClear={false}
        style={{ width: 140 }}
        value={filters.field ?? 'all'}
        options={FIELD_OPTIONS}
        onChange={(field) => apply({ field: field === 'all' ? undefined : field })}
      />
      <FilterSelect label="账号状态" id="customer-state" placeholder="全部状态" style={{ width: 130 }} value={filters.state} options={STATE_OPTIONS} onChange={(state) => apply({ state })} />
    </FilterBar>
  );
}

const text = (value: string | null) => value || '—';

const columns: ColumnsType<CustomerRow> = [
  {
    title: '客户',
    key: 'customer',
    render: (_: unknown, row) => (
      <div>
        <Link to={customerHref(row.id)}>{row.name || row.email}</Link>
        <div>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: '单位', dataIndex: 'company', key: 'company', render: text },
  { title: '手机', dataIndex: 'tel', key: 'tel', render: text },
  { title: '座机', dataIndex: 'phone', key: 'phone', render: text },
  { title: '状态', key: 'state', render: (_: unknown, row) => <CustomerStateTag state={row.state} activated={row.activated} /> },
  { title: '注册时间', dataIndex: 'create_time', key: 'create_time', render: (value: string) => formatTime(value) },
  { title: '最近登录', dataIndex: 'last_login_at', key: 'last_login_at', render: (value: string | null) => formatTime(value) || '—' },
  { title: '操作', key: 'actions', ...STICKY_END_COLUMN, render: (_: unknown, row) => <Link to={customerHref(row.id)} aria-label={`查看 ${row.email}`}>查看</Link> },
];

/** `listKey` names the filters and page shown: a new one clears the ticked rows. */
export function CustomerTable({ customers, page, onPage, listKey }: { customers: ApiData<CustomerPage>; page: number; onPage: (page: number) => void; listKey: string }) {
  const selection = useRowSelection<number>(listKey);
  const bulk = (action: 'disable' | 'enable') => () => api.call(adminCustomerApi.bulk, {}, { body: { action, ids: selection.keys } });
  return (
    <>
      <BulkBar
        count={selection.keys.length}
        noun="客户"
        onClear={selection.clear}
        onDone={customers.reload}
        actions={[
          { key: 'disable', label: '停用', danger: true, warning: '停用后这些客户不能登录，其登录会话立即结束。', run: bulk('disable') },
          { key: 'enable', label: '启用', run: bulk('enable') },
        ]}
      />
      <PagedTable<CustomerRow>
        rowKey="id"
        size="middle"
        data-testid="customer-table"
        columns={columns}
        {...wideTable(900)}
        result={customers}
        page={page}
        pageSize={CUSTOMER_PAGE_SIZE}
        onPage={onPage}
        rowSelection={selection.rowSelection}
      />
    </>
  );
}
