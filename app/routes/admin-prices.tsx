// /admin/prices (admins, sales and the lab): the price table the customers' estimates and the
// expected finish dates are computed from, and its history.
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { PriceTable } from '../features/admin/price-table.tsx';
import type { Route } from './+types/admin-prices';

export const meta: Route.MetaFunction = consoleMeta('价目表');

export default function AdminPrices() {
  return (
    <ConsolePage title="价目表" section="orders">
      <PriceTable />
    </ConsolePage>
  );
}
