// The order's life as staff read it: every event with its time, who did it, the status move, the
// note the customer reads and the internal note (marked 内部).
import { Card, Empty, Tag, Timeline, Typography } from 'antd';
import { moveLabel } from '../../../contracts/order-ops.ts';
import { formatTime } from './console-time.ts';
import type { AdminOrderEvent } from './order-detail-types.ts';

const EVENT_LABELS: Record<string, string> = {
  submitted: '提交订单',
  status: '状态更新',
  status_back: '状态退回',
  quote: '报价',
  file: '上传结果文件',
  file_removed: '撤回结果文件',
  note: '备注',
};

function EventBody({ event }: { event: AdminOrderEvent }) {
  return (
    <div>
      <div>
        <Typography.Text type="secondary">{formatTime(event.create_time)}</Typography.Text>
        {event.staff_name ? <Typography.Text type="secondary"> · {event.staff_name}</Typography.Text> : null}
      </div>
      <div>
        <strong>{EVENT_LABELS[event.type] ?? event.type}</strong>
        {event.from_status !== null && event.to_status !== null ? ` ${moveLabel(event.from_status, event.to_status)}` : ''}
        {event.sample_id !== null ? <Typography.Text type="secondary">（样本 #{event.sample_id}）</Typography.Text> : null}
      </div>
      {event.note ? <div className="console-pre">{event.note}</div> : null}
      {event.no_file_reason ? (
        <div className="console-pre" data-testid="no-file-reason">
          <Tag color="orange">无结果文件</Tag>
          {event.no_file_reason}
        </div>
      ) : null}
      {event.internal_note ? (
        <div className="console-pre">
          <Tag color="gold">内部</Tag>
          {event.internal_note}
        </div>
      ) : null}
    </div>
  );
}

export function OrderTimeline({ events }: { events: AdminOrderEvent[] }) {
  return (
    <Card title="时间线" className="console-section" data-testid="order-timeline">
      {events.length === 0 ? (
        <Empty description="暂无记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline items={events.map((event) => ({ key: event.id, color: event.type === 'status_back' ? 'red' : 'blue', content: <EventBody event={event} /> }))} />
      )}
    </Card>
  );
}
