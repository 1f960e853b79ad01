// The dashboard's cards besides the order counts: the new (unhandled) inbox items with links to the
// inbox filtered by kind, today's CRISPR-Net jobs by status, this week's new customers.
import { Badge, Card, Col, Empty, List, Space, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { INBOX_KINDS, INBOX_KIND_LABELS, type DashboardOverview, type InboxKind } from '../../../contracts/api/admin/dashboard.ts';
import { CRISPR_STATUS_LABELS, CrisprStatus, type CrisprStatusValue } from '../../../contracts/crispr-constants.ts';
import { consolePath } from '../../../contracts/console-paths.ts';
import { formatTime } from './console-time.ts';
import { customerHref } from './customer-list-query.ts';
import { GutterRow } from '../../components/gutter-row.tsx';

type Inbox = NonNullable<DashboardOverview['inbox']>;
type Crispr = NonNullable<DashboardOverview['crispr']>;
type Customers = NonNullable<DashboardOverview['customers']>;

/** The inbox page (built beside the dashboard) with its "not handled" filter of one kind. */
export const inboxHref = (kind: InboxKind) => consolePath('admin-inbox', { kind, handled: 0 });

/** The console's customer page (built beside the dashboard). */

// users.status: 0 not activated, 1 active (no tag), 2 and 3 disabled by staff.
const CUSTOMER_TAGS: Record<number, string> = { 0: '未激活', 2: '已停用', 3: '已停用' };

const KIND_COLORS: Record<InboxKind, string> = { enquiry: 'blue', booking: 'green', mail: 'purple' };
// Every status is shown, zeros included, so the card reads the same every day.
const CRISPR_STATUSES = [CrisprStatus.Running, CrisprStatus.Finished, CrisprStatus.Failed] as const;
const CRISPR_COLORS: Record<CrisprStatusValue, 'processing' | 'error' | 'success'> = { 1: 'processing', 2: 'error', 3: 'success' };

export function InboxCard({ inbox }: { inbox: Inbox }) {
  const count = (kind: InboxKind) => inbox.unhandled.find((row) => row.kind === kind)?.count ?? 0;
  return (
    <Card title="新询价与预约（未处理）" data-testid="dashboard-inbox" className="console-dashboard__card">
      <GutterRow gutter={[12, 12]} className="console-section">
        {INBOX_KINDS.map((kind) => (
          <Col key={kind} span={8}>
            <Link className="console-stat-link" to={inboxHref(kind)} aria-label={`未处理的${INBOX_KIND_LABELS[kind]} ${count(kind)} 条`}>
              <Statistic title={INBOX_KIND_LABELS[kind]} value={count(kind)} />
            </Link>
          </Col>
        ))}
      </GutterRow>
      {inbox.latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未处理的询价或预约" />
      ) : (
        <List
          size="small"
          dataSource={inbox.latest}
          rowKey={(item) => `${item.kind}-${item.id}`}
          renderItem={(item) => (
            <List.Item>
              <Link to={inboxHref(item.kind)} className="console-dashboard__item">
                <Space size={4} wrap>
                  <Tag color={KIND_COLORS[item.kind]}>{INBOX_KIND_LABELS[item.kind]}</Tag>
                  <Typography.Text strong>{item.name}</Typography.Text>
                  {item.company ? <Typography.Text type="secondary">{item.company}</Typography.Text> : null}
                </Space>
                <Typography.Text type="secondary" className="console-dashboard__meta">
                  {item.subject ? `${item.subject} · ` : ''}
                  {formatTime(item.create_time)}
                </Typography.Text>
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function CrisprTodayCard({ crispr }: { crispr: Crispr }) {
  return (
    <Card data-testid="dashboard-crispr" className="console-dashboard__card">
      <Statistic title={`今日 CRISPR-Net 任务（${crispr.day}）`} value={crispr.total} />
      <Space size={[12, 4]} wrap>
        {CRISPR_STATUSES.map((status) => (
          <Badge key={status} status={CRISPR_COLORS[status]} text={`${CRISPR_STATUS_LABELS[status]} ${crispr.byStatus.find((row) => row.status === status)?.count ?? 0}`} />
        ))}
      </Space>
    </Card>
  );
}

export function CustomersCard({ customers }: { customers: Customers }) {
  return (
    <Card title="新客户" extra={<Link to={consolePath('admin-customers')}>全部客户</Link>} data-testid="dashboard-customers" className="console-dashboard__card">
      <GutterRow gutter={12} className="console-section">
        <Col span={12}>
          <Statistic title={`本周（${customers.weekStart.slice(5)} 起）`} value={customers.thisWeek} />
        </Col>
        <Col span={12}>
          <Statistic title="客户总数" value={customers.total} />
        </Col>
      </GutterRow>
      <List
        size="small"
        header={<Typography.Text type="secondary">最近注册</Typography.Text>}
        dataSource={customers.latest}
        rowKey="id"
        locale={{ emptyText: '暂无客户' }}
        renderItem={(user) => (
          <List.Item>
            <Link to={customerHref(user.id)} className="console-dashboard__item">
              <Space size={4} wrap>
                <Typography.Text strong>{user.name ?? user.email}</Typography.Text>
                {user.company ? <Typography.Text type="secondary">{user.company}</Typography.Text> : null}
                {CUSTOMER_TAGS[user.status] ? <Tag>{CUSTOMER_TAGS[user.status]}</Tag> : null}
              </Space>
              <Typography.Text type="secondary" className="console-dashboard__meta">
                {user.name ? `${user.email} · ` : ''}
                {formatTime(user.create_time)}
              </Typography.Text>
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
