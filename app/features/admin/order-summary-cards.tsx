// The dashboard's order counts: one card per kind, one statistic per status, each a link to the order
// list filtered by that kind and status.
import { Card, Col, Statistic } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { orderSummary } from '../../../contracts/api/admin/orders.ts';
import { ORDER_KINDS } from '../../../contracts/order-ops.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { STATUS_VALUES, kindLabel } from './order-labels.tsx';
import { ordersHref } from './order-list-query.ts';
import { GutterRow } from '../../components/gutter-row.tsx';

export function OrderSummaryCards({ summary }: { summary: z.infer<typeof orderSummary> }) {
  const count = (kind: string, status: number) => summary.find((row) => row.kind === kind && row.status === status)?.count ?? 0;

  return (
    <GutterRow gutter={[16, 16]}>
      {ORDER_KINDS.map((kind) => {
        const total = STATUS_VALUES.reduce((sum, status) => sum + count(kind, status), 0);
        return (
          <Col key={kind} xs={24} xl={8}>
            <Card title={kindLabel(kind)} extra={<Link to={ordersHref({ kind })}>全部 {total}</Link>} data-testid={`summary-${kind}`}>
              <GutterRow gutter={[12, 12]}>
                {STATUS_VALUES.map((status) => (
                  <Col key={status} xs={8} sm={6} md={6} xl={8}>
                    <Link
                      className="console-stat-link"
                      to={ordersHref({ kind, status })}
                      aria-label={`${kindLabel(kind)} ${statusLabel(status)} ${count(kind, status)} 个订单`}
                    >
                      <Statistic title={statusLabel(status)} value={count(kind, status)} />
                    </Link>
                  </Col>
                ))}
              </GutterRow>
            </Card>
          </Col>
        );
      })}
    </GutterRow>
  );
}
