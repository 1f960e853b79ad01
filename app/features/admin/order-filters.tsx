// The order list's filter bar. Selects and the date range apply at once; the two text fields apply
// on 查询 (or Enter). Every change goes to the URL (order-list-query.ts) and back to page 1. The page
// keys this bar by the URL's text filters, so back/forward and 重置 start it afresh from the URL.
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { STATUS_VALUES, kindLabel } from './order-labels.tsx';
import type { OrderFilters } from './order-list-query.ts';

const DAY = 'YYYY-MM-DD';

export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const [customer, setCustomer] = useState(filters.customer ?? '');
  const [orderno, setOrderno] = useState(filters.orderno ?? '');

  const apply = (change: Partial<OrderFilters>) => onChange({ ...filters, customer: customer.trim() || undefined, orderno: orderno.trim() || undefined, ...change, page: undefined });

  return (
    <Form layout="vertical" className="console-toolbar" onFinish={() => apply({})} data-testid="order-filters">
      <Form.Item label="订单类型" htmlFor="order-filter-kind">
        <Select
          id="order-filter-kind"
          allowClear
          placeholder="全部类型"
          style={{ width: 180 }}
          value={filters.kind}
          options={ORDER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(kind) => apply({ kind })}
        />
      </Form.Item>
      <Form.Item label="订单状态" htmlFor="order-filter-status">
        <Select
          id="order-filter-status"
          allowClear
          placeholder="全部状态"
          style={{ width: 130 }}
          value={filters.status}
          options={STATUS_VALUES.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(status) => apply({ status })}
        />
      </Form.Item>
      <Form.Item label="客户" htmlFor="order-filter-customer">
        <Input id="order-filter-customer" allowClear placeholder="邮箱、姓名、单位或电话" style={{ width: 200 }} value={customer} onChange={(e) => setCustomer(e.target.value)} />
      </Form.Item>
      <Form.Item label="订单号" htmlFor="order-filter-orderno">
        <Input id="order-filter-orderno" allowClear placeholder="订单号" style={{ width: 170 }} value={orderno} onChange={(e) => setOrderno(e.target.value)} />
      </Form.Item>
      <Form.Item label="提交日期" htmlFor="order-filter-dates">
        <DatePicker.RangePicker
          id={{ start: 'order-filter-dates' }}
          value={filters.from && filters.to ? [dayjs(filters.from, DAY), dayjs(filters.to, DAY)] : null}
          onChange={(range) => apply({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          setCustomer('');
          setOrderno('');
          onChange({});
        }}
      >
        重置
      </Button>
    </Form>
  );
}
