// The audit log (admins): who changed what, when and from where; a row opens to its before/after side
// by side. Filters: member, entity, date range (Shanghai), 20 a page.
import { Button, DatePicker, Form, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';

type AuditRow = EndpointData<typeof staffApi.audit>['data'][number];

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

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
  { title: '操作', dataIndex: 'action', key: 'action' },
  { title: '对象', dataIndex: 'entity', key: 'entity' },
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
  const answer = rows.status === 'failed' ? undefined : rows.data;

  const apply = (change: AuditFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <>
      <Form layout="vertical" className="console-toolbar" onFinish={() => apply({ entity: entity.trim() || undefined })} data-testid="audit-filters">
        <Form.Item label="员工" htmlFor="audit-staff">
          <Select
            id="audit-staff"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部员工"
            style={{ width: 220 }}
            value={filters.staff_id}
            onChange={(staffId?: number) => apply({ staff_id: staffId })}
            options={(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name}（${member.email}）` }))}
          />
        </Form.Item>
        <Form.Item label="对象" htmlFor="audit-entity">
          <Input id="audit-entity" allowClear placeholder="如 order、staff" style={{ width: 160 }} value={entity} onChange={(e) => setEntity(e.target.value)} />
        </Form.Item>
        <Form.Item label="日期" htmlFor="audit-dates">
          <DatePicker.RangePicker
            id={{ start: 'audit-dates' }}
            onChange={(range: [Dayjs | null, Dayjs | null] | null) => apply({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        data-testid="audit-table"
        loading={rows.status === 'loading'}
        columns={columns}
        dataSource={answer?.data ?? []}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: beforeAfter }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: setPage }}
      />
    </>
  );
}
