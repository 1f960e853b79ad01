// /admin/invoices (admins and sales): customers' invoice requests, to attach the issued e-invoice PDF
// or mark a paper invoice posted (decision 0074).
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { InvoiceTable } from '../features/admin/invoice-table.tsx';
import type { Route } from './+types/admin-invoices';

export const meta: Route.MetaFunction = consoleMeta('发票');

export default function AdminInvoices() {
  return (
    <ConsolePage title="发票" section="invoices">
      <InvoiceTable />
    </ConsolePage>
  );
}
