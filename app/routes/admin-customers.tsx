// /admin/customers (sales, admins): search customers by what the URL says.
import { adminCustomerApi } from '../../contracts/api/admin/customers.ts';
import { useApiData } from '../api/use-api-data.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { customerFiltersSearch, parseCustomerFilters } from '../features/admin/customer-list-query.ts';
import { CUSTOMER_PAGE_SIZE, CustomerSearchBar, CustomerTable } from '../features/admin/customer-table.tsx';
import { useUrlFilters } from '../features/admin/url-filters.ts';
import type { Route } from './+types/admin-customers';

export const meta: Route.MetaFunction = consoleMeta('客户');

export default function AdminCustomers() {
  return (
    <ConsolePage title="客户" section="customers">
      <CustomerList />
    </ConsolePage>
  );
}

function CustomerList() {
  const { filters, page, go } = useUrlFilters(parseCustomerFilters, customerFiltersSearch);
  const customers = useApiData(adminCustomerApi.list, { keyword: filters.keyword, field: filters.field, state: filters.state, page, size: CUSTOMER_PAGE_SIZE });

  return (
    <>
      <CustomerSearchBar filters={filters} onChange={go} />
      <CustomerTable customers={customers} page={page} onPage={(next) => go({ ...filters, page: next })} listKey={JSON.stringify(filters)} />
    </>
  );
}
