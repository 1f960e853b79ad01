// An order's price and dates in the console (issue 34 points 1 and 3): the price shown to the customer
// (报价 once given, else 估算 from the price table), the order's expected finish date and each
// sample's, marked orange within 2 days of late and red past it.
import { Card, Table } from 'antd';
import { adminPriceApi } from '../../../contracts/api/admin/prices.ts';
import type { OrderKind } from '../../../contracts/order.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { formatMoney } from '../order/progress/progress-format.ts';
import { DueDate, PriceKindTag } from '../order/pricing/price-parts.tsx';
import { wideTable } from './console-table.ts';
import { DetailList } from '../../components/detail-list.tsx';

export function OrderSchedule({ kind, id }: { kind: OrderKind; id: number }) {
  const { data } = useApiData(adminPriceApi.orderPricing, { kind, id });
  if (!data) return null;
  const { shown, amount, estimate, schedule } = data;
  return (
    <Card title="价格与预计完成" className="console-section" data-testid="admin-order-schedule">
      <DetailList
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'price', label: <PriceKindTag shown={shown} />, children: amount === null ? '暂无估价' : <strong data-testid="admin-order-price">{formatMoney(amount)}</strong> },
          { key: 'days', label: '周期', children: estimate ? `${estimate.days} 天` : '—' },
          { key: 'due', label: '预计完成', children: <DueDate due={schedule.order.due} state={schedule.order.state} testId="admin-order-due" /> },
        ]}
      />
      {schedule.samples.length ? (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          {...wideTable()}
          dataSource={schedule.samples}
          columns={[
            { title: '样本', dataIndex: 'name', key: 'name' },
            { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => statusLabel(status) },
            { title: '预计完成', key: 'due', render: (_: unknown, row) => <DueDate due={row.due} state={row.state} testId="admin-sample-due" /> },
          ]}
        />
      ) : null}
    </Card>
  );
}
