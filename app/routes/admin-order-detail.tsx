// /admin/orders/:kind/:id: one order as staff run it. Every action reloads the detail.
import { Empty, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { adminOrderApi } from '../../contracts/api/admin/orders.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { OrderDetailHeader } from '../features/admin/order-detail-header.tsx';
import { OrderFiles } from '../features/admin/order-files.tsx';
import { OrderInfo } from '../features/admin/order-info.tsx';
import { isOrderKind } from '../features/admin/order-labels.tsx';
import { OrderMessages } from '../features/admin/order-messages.tsx';
import { OrderSamples } from '../features/admin/order-samples.tsx';
import { OrderSchedule } from '../features/admin/order-schedule.tsx';
import { OrderSiteResults } from '../features/admin/order-site-results.tsx';
import { OrderTimeline } from '../features/admin/order-timeline.tsx';
import { HydrationParts } from '../features/admin/hydration-parts.tsx';
import type { Route } from './+types/admin-order-detail';
import siteValidationCss from '../styles/site-validation.css?url';
import { consolePath } from '../../contracts/console-paths.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: siteValidationCss }];

export const meta: Route.MetaFunction = consoleMeta('订单详情');

export default function AdminOrderDetail() {
  const { me } = useConsole();
  const params = useParams();
  const id = Number(params.id);
  const valid = isOrderKind(params.kind) && Number.isInteger(id) && id > 0;
  const detail = useApiData(adminOrderApi.detail, { kind: params.kind, id }, { enabled: valid });

  if (!valid || (detail.status === 'failed' && !detail.data)) {
    return (
      <Empty description="订单不存在">
        <Link to={consolePath('admin-orders')}>返回订单列表</Link>
      </Empty>
    );
  }
  if (!detail.data) return <Spin />;
  const data = detail.data;
  return (
    <div data-testid="admin-order-detail">
      <p>
        <Link to={consolePath('admin-orders')}>‹ 订单列表</Link>
      </p>
      <OrderDetailHeader order={data.order} resultFiles={data.files.length} roles={me.roles} onChanged={detail.reload} />
      <OrderInfo detail={data} roles={me.roles} />
      {/* The sections below the first screen hydrate in parts, one after another (decision 0097). */}
      <HydrationParts>
        <>
          {/* Keyed by the order's state and timeline: a move or a sample's move recomputes the dates. */}
          <OrderSchedule key={`${data.order.status}:${data.events.length}:${data.samples.map((s) => s.status).join(',')}`} kind={data.order.kind} id={data.order.id} />
          <OrderSamples order={data.order} samples={data.samples} roles={me.roles} onChanged={detail.reload} />
        </>
        <>
          <OrderTimeline events={data.events} />
          <OrderFiles order={data.order} files={data.files} samples={data.samples} roles={me.roles} onChanged={detail.reload} />
        </>
        <>
          {data.order.kind === 'amplicon' ? <OrderSiteResults oid={data.order.id} roles={me.roles} /> : null}
          <OrderMessages order={data.order} messages={data.messages} onSent={detail.reload} />
        </>
      </HydrationParts>
    </div>
  );
}
