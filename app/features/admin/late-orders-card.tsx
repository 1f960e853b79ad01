// The dashboard's late orders (issue 34 point 3): running orders past their expected finish date (red)
// or at most two days from it (orange), the most overdue first, each linked to its console page.
import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { adminPriceApi } from '../../../contracts/api/admin/prices.ts';
import { ORDER_KIND_LABELS, adminOrderPath } from '../../../contracts/order-ops.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { DueDate } from '../order/pricing/price-parts.tsx';

export function LateOrdersCard() {
  const { data, status } = useApiData(adminPriceApi.late);
  const late = data?.filter((row) => row.state === 'late').length ?? 0;
  return (
    <Card
      title="逾期与即将到期的订单"
      extra={data ? <Typography.Text type={late ? 'danger' : 'secondary'}>已逾期 {late} · 即将到期 {data.length - late}</Typography.Text> : null}
      className="console-dashboard__card"
      data-testid="dashboard-late-orders"
    >
      {!data ? (
        status === 'failed' ? <Empty description="暂不可用" /> : null
      ) : data.length === 0 ? (
        <Empty description="没有逾期或即将到期的订单" />
      ) : (
        <List
          size="small"
          dataSource={data}
          renderItem={(row) => (
            <List.Item data-testid="late-order" data-state={row.state}>
              <span className="late-orders__line">
                <Link to={adminOrderPath(row.kind, row.id)} className="console-orderno">
                  {row.orderno}
                </Link>
                <span>{ORDER_KIND_LABELS[row.kind]}</span>
                <span>{row.customer ?? ''}</span>
                <DueDate due={row.due} state={row.state} testId="late-order-due" />
              </span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
