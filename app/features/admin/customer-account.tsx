// The top of a customer's page: who it is, the state and the actions, every field of the account and
// the delivery addresses.
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { CustomerActions } from './customer-actions.tsx';
import { CustomerStateTag } from './customer-state.tsx';
import { wideTable } from './console-table.ts';
import { DetailList } from '../../components/detail-list.tsx';

export type CustomerDetail = EndpointData<typeof adminCustomerApi.detail>;
type CustomerAddress = CustomerDetail['addresses'][number];

export function CustomerHeader({ detail, onChanged }: { detail: CustomerDetail; onChanged: () => void }) {
  const { customer } = detail;
  return (
    <Card className="console-section" data-testid="customer-header">
      <Space wrap align="center" size={12}>
        <Typography.Title level={1} className="console__page-title" style={{ marginBottom: 0 }}>
          {customer.name || customer.email}
        </Typography.Title>
        <Typography.Text type="secondary">{customer.email}</Typography.Text>
        <CustomerStateTag state={customer.state} activated={customer.activated} />
        <Typography.Text type="secondary">当前登录会话 {detail.sessions} 个</Typography.Text>
      </Space>
      <div style={{ marginTop: 16 }}>
        <CustomerActions customer={customer} onChanged={onChanged} />
      </div>
    </Card>
  );
}

export function CustomerFields({ fields }: { fields: CustomerDetail['fields'] }) {
  return (
    <Card title="账号信息" className="console-section" data-testid="customer-fields">
      <DetailList
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3 }}
        items={fields.map((field) => ({ key: field.key, label: field.label, children: <span className="console-pre">{field.value || '—'}</span> }))}
      />
    </Card>
  );
}

const text = (value: string | null) => value || '—';

const addressColumns: ColumnsType<CustomerAddress> = [
  {
    title: '收货人',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, row) => (
      <Space size={4}>
        {name}
        {row.is_default ? <Tag color="blue">默认</Tag> : null}
      </Space>
    ),
  },
  { title: '收货单位', dataIndex: 'company', key: 'company', render: text },
  { title: '地区', dataIndex: 'region', key: 'region', render: text },
  { title: '详细地址', dataIndex: 'address', key: 'address', render: text },
  { title: '邮编', dataIndex: 'zip', key: 'zip', render: text },
  { title: '电话', key: 'tel', render: (_: unknown, row) => [row.tel, row.tel2].filter(Boolean).join(' / ') || '—' },
];

export function CustomerAddresses({ addresses }: { addresses: CustomerAddress[] }) {
  return (
    <Card title="收货地址" className="console-section" data-testid="customer-addresses">
      {addresses.length === 0 ? (
        <Empty description="没有收货地址" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table<CustomerAddress> rowKey="id" size="small" columns={addressColumns} dataSource={addresses} pagination={false} {...wideTable(720)} />
      )}
    </Card>
  );
}
