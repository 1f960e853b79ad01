// /admin/customers/:id (sales, admins): one customer's account, addresses, orders and CRISPR-Net jobs,
// with 停用/启用 and 重发激活邮件.
import { Empty, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { adminCustomerApi } from '../../contracts/api/admin/customers.ts';
import { useApiData } from '../api/use-api-data.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { SectionOnly } from '../features/admin/console-page.tsx';
import { CustomerAddresses, CustomerFields, CustomerHeader } from '../features/admin/customer-account.tsx';
import { CustomerJobs, CustomerOrders } from '../features/admin/customer-activity.tsx';
import { HydrationParts } from '../features/admin/hydration-parts.tsx';
import type { Route } from './+types/admin-customer-detail';
import { consolePath } from '../../contracts/console-paths.ts';

export const meta: Route.MetaFunction = consoleMeta('客户详情');

export default function AdminCustomerDetail() {
  return (
    <SectionOnly section="customers">
      <CustomerDetail />
    </SectionOnly>
  );
}

function CustomerDetail() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useApiData(adminCustomerApi.detail, { id }, { enabled: valid });

  if (!valid || (detail.status === 'failed' && !detail.data)) {
    return (
      <Empty description="客户不存在">
        <Link to={consolePath('admin-customers')}>返回客户列表</Link>
      </Empty>
    );
  }
  if (!detail.data) return <Spin />;
  return (
    <div data-testid="admin-customer-detail">
      <p>
        <Link to={consolePath('admin-customers')}>‹ 客户列表</Link>
      </p>
      <CustomerHeader detail={detail.data} onChanged={detail.reload} />
      <CustomerFields fields={detail.data.fields} />
      {/* Below the first screen: parts that hydrate one after another (decision 0097). */}
      <HydrationParts>
        <CustomerAddresses addresses={detail.data.addresses} />
        <CustomerOrders id={id} />
        <CustomerJobs id={id} />
      </HydrationParts>
    </div>
  );
}
