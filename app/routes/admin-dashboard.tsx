// /admin: the console's start page. One call answers the parts the member's roles allow (the others
// are null): new enquiries and bookings, today's CRISPR-Net jobs and new customers for sales; order
// counts and the 30-day chart for sales and lab. The chart's library is loaded lazily, after the
// numbers are on screen.
import { Card, Col, Empty, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { adminDashboardApi } from '../../contracts/api/admin/dashboard.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { CrisprTodayCard, CustomersCard, InboxCard } from '../features/admin/dashboard-parts.tsx';
import { OrderSummaryCards } from '../features/admin/order-summary-cards.tsx';
import { LateOrdersCard } from '../features/admin/late-orders-card.tsx';
import { HydrationPart } from '../features/admin/hydration-parts.tsx';
import type { Route } from './+types/admin-dashboard';
import { GutterRow } from '../components/gutter-row.tsx';

export const meta: Route.MetaFunction = consoleMeta('概览');

const DashboardOrdersChart = lazy(() => import('../features/admin/dashboard-orders-chart.tsx'));

export default function AdminDashboard() {
  const { me } = useConsole();
  const { data, status } = useApiData(adminDashboardApi.overview);

  const title = (
    <Typography.Title level={1} className="console__page-title">
      概览
    </Typography.Title>
  );
  if (!data) {
    return (
      <>
        {title}
        {status === 'failed' ? <Empty description="概览暂不可用" /> : <Spin />}
      </>
    );
  }

  const { orders, inbox, crispr, customers } = data;
  if (!orders && !inbox && !crispr && !customers) {
    return (
      <>
        {title}
        <Typography.Paragraph>欢迎，{me.name}。请从左侧菜单选择要处理的工作。</Typography.Paragraph>
      </>
    );
  }
  const ordersIn30Days = orders?.daily.reduce((sum, d) => sum + d.guide + d.amplicon + d.cell, 0) ?? 0;
  const ordersToday = orders ? (({ guide, amplicon, cell }) => guide + amplicon + cell)(orders.daily[orders.daily.length - 1]) : 0;

  return (
    <div className="console-dashboard">
      {title}
      <GutterRow gutter={[16, 16]} className="console-section">
        {orders ? (
          <Col xs={24} xl={inbox ? 14 : 24}>
            <Card
              title="近 30 天每日订单"
              extra={<Typography.Text type="secondary">今日 {ordersToday} · 30 天 {ordersIn30Days}</Typography.Text>}
              data-testid="dashboard-orders-chart"
              className="console-dashboard__card"
            >
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <DashboardOrdersChart daily={orders.daily} />
              </Suspense>
            </Card>
          </Col>
        ) : null}
        {inbox ? (
          <Col xs={24} xl={orders ? 10 : 24}>
            <InboxCard inbox={inbox} />
          </Col>
        ) : null}
        {/* What lies below the first screen hydrates in parts, each committed apart (decision 0097). */}
        <HydrationPart>
          {orders ? (
            <Col xs={24}>
              <LateOrdersCard />
            </Col>
          ) : null}
          {crispr ? (
            <Col xs={24} md={customers ? 10 : 24} xl={8}>
              <CrisprTodayCard crispr={crispr} />
            </Col>
          ) : null}
          {customers ? (
            <Col xs={24} md={crispr ? 14 : 24} xl={16}>
              <CustomersCard customers={customers} />
            </Col>
          ) : null}
        </HydrationPart>
      </GutterRow>
      {orders ? (
        <HydrationPart>
          <Typography.Title level={2} className="console-dashboard__heading">
            订单状态
          </Typography.Title>
          <OrderSummaryCards summary={orders.summary} />
        </HydrationPart>
      ) : null}
    </div>
  );
}
