// The customer list: a search bar (keyword, which fields, state) and the table, 20 a page, paged on
// the server. Every change goes to the URL (customer-list-query.ts) and back to page 1; the page keys
// this bar by the URL's keyword so back/forward and 重置 start it afresh.
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { CUSTOMER_SEARCH_FIELDS, CUSTOMER_SEARCH_FIELD_LABELS, CUSTOMER_STATES, CUSTOMER_STATE_LABELS } from '../../../contracts/customers.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import type { ApiData } from '../../api/use-api-data.ts';
import { formatTime } from './console-time.ts';
import { customerHref, type CustomerFilters } from './customer-list-query.ts';
import { CustomerStateTag } from './customer-state.tsx';

type CustomerPage = EndpointData<typeof adminCustomerApi.list>;
type CustomerRow = CustomerPage['data'][number];

export const CUSTOMER_PAGE_SIZE = 20;

export function CustomerSearchBar({ filters, onChange }: { filters: CustomerFilters; onChange: (next: CustomerFilters) => void }) {
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const apply = (change: Partial<CustomerFilters>) => onChange({ ...filters, keyword: keyword.trim() || undefined, ...change, page: undefined });

  return (
    <Form layout="vertical" className="console-toolbar" onFinish={() => apply({})} data-testid="customer-search">
      <Form.Item label="关键词" htmlFor="customer-keyword">
        <Input
          id="customer-keyword"
          allowClear
          placeholder="邮箱、手机/电话、姓名、用户名或单位"
          style={{ width: 280, maxWidth: '100%' }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="搜索字段" htmlFor="customer-field">
        <Select
          id="customer-field"
          style={{ width: 140 }}
          value={filters.field ?? 'all'}
          options={CUSTOMER_SEARCH_FIELDS.map((field) => ({ value: field, label: CUSTOMER_SEARCH_FIELD_LABELS[field] }))}
          onChange={(field) => apply({ field: field === 'all' ? undefined : field })}
        />
      </Form.Item>
      <Form.Item label="账号状态" htmlFor="customer-state">
        <Select
          id="customer-state"
          allowClear
          placeholder="全部状态"
          style={{ width: 130 }}
          value={filters.state}
          options={CUSTOMER_STATES.map((state) => ({ value: state, label: CUSTOMER_STATE_LABELS[state] }))}
          onChange={(state) => apply({ state })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          onChange({});
        }}
      >
        重置
      </Button>
    </Form>
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
  { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row) => <Link to={customerHref(row.id)} aria-label={`查看 ${row.email}`}>查看</Link> },
];

export function CustomerTable({ customers, page, onPage }: { customers: ApiData<CustomerPage>; page: number; onPage: (page: number) => void }) {
  const answer = customers.status === 'failed' ? undefined : customers.data;
  return (
    <Table<CustomerRow>
      rowKey="id"
      size="middle"
      data-testid="customer-table"
      loading={customers.status === 'loading'}
      columns={columns}
      dataSource={answer?.data ?? []}
      scroll={{ x: 900 }}
      pagination={{
        current: page,
        pageSize: CUSTOMER_PAGE_SIZE,
        total: answer?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
    />
  );
}
