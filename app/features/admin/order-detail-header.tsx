// The top of an order: number, kind and status, the 0-6 steps, and the moves the member's roles allow.
import { Button, Card, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { LAST_STATUS } from '../../../contracts/order-ops.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { orderMovesFor } from '../../../contracts/order-status-machine.ts';
import type { AdminOrderHeader } from './order-detail-types.ts';
import { StatusTag, STATUS_VALUES, kindLabel } from './order-labels.tsx';
import { OrderMoveModal, type MoveMode } from './order-move-modal.tsx';
import { useHydrated } from '../../components/use-browser-value.ts';

/**
 * The 0-6 steps. antd lays them out down the page on a phone, from JavaScript; drawn on the server they
 * stay that way until the page has hydrated, so a phone's page does not move (decision 0091). Its own
 * component so that learning it has hydrated re-renders the steps alone, not the whole header.
 */
function OrderSteps({ status }: { status: number }) {
  const hydrated = useHydrated();
  return (
    <Steps
      className="console-section"
      style={{ marginTop: 16 }}
      responsive={hydrated}
      orientation={hydrated ? undefined : 'vertical'}
      size="small"
      current={status}
      status={status === LAST_STATUS ? 'finish' : 'process'}
      items={STATUS_VALUES.map((value) => ({ title: statusLabel(value) }))}
    />
  );
}

/** `resultFiles`: the files the order shows; 已完成 without one needs a confirmed reason (issue 35). */
export function OrderDetailHeader({ order, resultFiles, roles, onChanged }: { order: AdminOrderHeader; resultFiles: number; roles: readonly string[]; onChanged: () => void }) {
  const [mode, setMode] = useState<MoveMode | null>(null);
  // The server's own rule: a button shows only for a move the server would accept from these roles.
  const { confirm: canConfirm, advance: canAdvance, back: canGoBack } = orderMovesFor(roles, order.status);

  return (
    <Card className="console-section" data-testid="order-header">
      <Space wrap align="center" size={12}>
        <Typography.Title level={1} className="console__page-title" style={{ marginBottom: 0 }}>
          订单 <span className="console-orderno">{order.orderno}</span>
        </Typography.Title>
        <span>{kindLabel(order.kind)}</span>
        {order.leixing ? <Typography.Text type="secondary">{order.leixing}</Typography.Text> : null}
        <StatusTag status={order.status} />
      </Space>
      <OrderSteps status={order.status} />
      <Space wrap>
        {canConfirm ? (
          <Button type="primary" onClick={() => setMode('confirm')}>
            确认订单
          </Button>
        ) : null}
        {canAdvance ? (
          <Button type="primary" onClick={() => setMode('advance')}>
            推进到 {statusLabel(order.status + 1)}
          </Button>
        ) : null}
        {canGoBack ? (
          <Button danger onClick={() => setMode('back')}>
            退回上一步
          </Button>
        ) : null}
      </Space>
      <OrderMoveModal
        mode={mode}
        order={order}
        resultFiles={resultFiles}
        onClose={() => setMode(null)}
        onMoved={() => {
          setMode(null);
          onChanged();
        }}
      />
    </Card>
  );
}
