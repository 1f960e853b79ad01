// /admin/staff (admins): staff accounts.
import { Typography } from 'antd';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { AdminOnly } from '../features/admin/admin-only.tsx';
import { StaffTable } from '../features/admin/staff-table.tsx';
import type { Route } from './+types/admin-staff';

export const meta: Route.MetaFunction = consoleMeta('员工');

export default function AdminStaff() {
  return (
    <AdminOnly>
      <Typography.Title level={1} className="console__page-title">
        员工
      </Typography.Title>
      <StaffTable />
    </AdminOnly>
  );
}
