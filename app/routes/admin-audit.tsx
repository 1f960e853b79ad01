// /admin/audit (admins): the audit log of every staff write.
import { Typography } from 'antd';
import { AdminOnly } from '../features/admin/admin-only.tsx';
import { AuditLog } from '../features/admin/audit-log.tsx';
import { consoleMeta } from '../features/admin/console-meta.ts';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = consoleMeta('审计日志');

export default function AdminAudit() {
  return (
    <AdminOnly>
      <Typography.Title level={1} className="console__page-title">
        审计日志
      </Typography.Title>
      <AuditLog />
    </AdminOnly>
  );
}
