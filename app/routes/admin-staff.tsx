// /admin/staff (admins): staff accounts.
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import { StaffTable } from '../features/admin/staff-table.tsx';
import type { Route } from './+types/admin-staff';

export const meta: Route.MetaFunction = consoleMeta('员工');

export default function AdminStaff() {
  return (
    <ConsolePage title="员工" section="staff">
      <StaffTable />
    </ConsolePage>
  );
}
