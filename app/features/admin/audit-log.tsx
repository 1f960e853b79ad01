// The audit log (admins): who changed what, when and from where; a row opens to its before/after side
// by side. Filters: member, entity, date range (Shanghai), 20 a page.
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { auditActionWords, auditEntityWords } from '../../../contracts/audit-words.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';
import { ExportButtons } from './bulk-bar.tsx';
import { FilterBar, FilterDates, FilterSelect, FilterText } from './filter-bar.tsx';
import { PagedTable } from './paged-table.tsx';
import { wideTable } from './console-table.ts';

type AuditRow = EndpointData<typeof staffApi.audit>['data'][number];

const PAGE_SIZE = 20;

function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}

function BeforeAfter({ row }: { row: AuditRow }) {
  return (
    <div className="console-json">
      <div>
        <strong>修改前</strong>
        <pre>{json(row.before)}</pre>
      </div>
      <div>
        <strong>修改后</strong>
        <pre>{json(row.after)}</pre>
      </div>
    </div>
  );
}

const beforeAfter = (row: AuditRow) => <BeforeAfter row={row} />;

const columns: ColumnsType<AuditRow> = [
  { title: '时间', dataIndex: 'create_time', key: 'time', render: (value: string) => formatTime(value) },
  { title: '员工', dataIndex: 'staff_email', key: 'staff', render: (email: string | null) => email ?? '—' },
  // In words; the recorded code stays in reach as the cell's tooltip (filters and exports use it).
  { title: '操作', dataIndex: 'action', key: 'action', render: (action: string) => <span title={action}>{auditActionWords(action)}</span> },
  { title: '对象', dataIndex: 'entity', key: 'entity', render: (entity: string) => <span title={entity}>{auditEntityWords(entity)}</span> },
  { title: 'ID', dataIndex: 'entity_id', key: 'entity_id', render: (id: string | null) => id ?? '—' },
  { title: 'IP', dataIndex: 'ip', key: 'ip', render: (ip: string | null) => ip ?? '—' },
];

interface AuditFilters {
  staff_id?: number;
  entity?: string;
  from?: string;
  to?: string;
}

export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const staff = useApiData(staffApi.list);
  const rows = useApiData(staffApi.audit, { ...filters, page, size: PAGE_SIZE });

  // Unlike the URL filter bars, a select or the dates apply without the typed entity.
  const apply = (change: AuditFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <>
      <FilterBar
        testId="audit-filters"
        onApply={() => apply({ entity: entity.trim() || undefined })}
        extra={<ExportButtons endpoint={staffApi.auditExport} params={{ ...filters }} fallbackName="audit-log" />}
      >
        <FilterSelect<number>
          label="员工"
          id="audit-staff"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部员工"
          style={{ width: 220 }}
          value={filters.staff_id}
          onChange={(staffId?: number) => apply({ staff_id: staffId })}
          options={(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name}（${member.email}）` }))}
        />
        <FilterText label="对象" id="audit-entity" placeholder="如 order、staff" style={{ width: 160 }} value={entity} onChange={(e) => setEntity(e.target.value)} />
        <FilterDates label="日期" id="audit-dates" from={filters.from} to={filters.to} onChange={(from, to) => apply({ from, to })} />
      </FilterBar>
      <PagedTable<AuditRow>
        rowKey="id"
        size="middle"
        data-testid="audit-table"
        columns={columns}
        {...wideTable()}
        expandable={{ expandedRowRender: beforeAfter }}
        result={rows}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </>
  );
}
