// /admin/customers (sales, admins): search customers by what the URL says.
import { Result, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { adminCustomerApi } from '../../contracts/api/admin/customers.ts';
import { CONSOLE_SECTIONS, hasRole } from '../../contracts/staff.ts';
import { useApiData } from '../api/use-api-data.ts';
import { useConsole } from '../features/admin/console-context.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { customerFiltersSearch, parseCustomerFilters, type CustomerFilters } from '../features/admin/customer-list-query.ts';
import { CUSTOMER_PAGE_SIZE, CustomerSearchBar, CustomerTable } from '../features/admin/customer-table.tsx';
import type { Route } from './+types/admin-customers';

export const meta: Route.MetaFunction = consoleMeta('客户');

export default function AdminCustomers() {
  const { me } = useConsole();
  const allowed = hasRole(me.roles, CONSOLE_SECTIONS.customers);
  const [search, setSearch] = useSearchParams();
  const filters = parseCustomerFilters(search);
  const page = filters.page ?? 1;
  const customers = useApiData(
    adminCustomerApi.list,
    { keyword: filters.keyword, field: filters.field, state: filters.state, page, size: CUSTOMER_PAGE_SIZE },
    { enabled: allowed },
  );
  const go = (next: CustomerFilters) => setSearch(customerFiltersSearch(next));

  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅销售与管理员可用" />;
  return (
    <>
      <Typography.Title level={1} className="console__page-title">
        客户
      </Typography.Title>
      <CustomerSearchBar key={filters.keyword ?? ''} filters={filters} onChange={go} />
      <CustomerTable customers={customers} page={page} onPage={(next) => go({ ...filters, page: next })} />
    </>
  );
}
