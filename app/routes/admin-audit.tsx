// /admin/audit (admins): the audit log of every staff write.
import { AuditLog } from '../features/admin/audit-log.tsx';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ConsolePage } from '../features/admin/console-page.tsx';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = consoleMeta('审计日志');

export default function AdminAudit() {
  return (
    <ConsolePage title="审计日志" section="audit">
      <AuditLog />
    </ConsolePage>
  );
}
