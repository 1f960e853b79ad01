// The staff list's export (staff/export): what the console's list shows, roles and states in Chinese.
import { STAFF_ROLE_LABELS, STAFF_STATUS, type StaffRole } from '../../../contracts/staff-roles.ts';
import { exportTime, type ExportSheet } from '../../http/table-export.ts';

/** A member as the list shows them (service.ts staffView). */
interface StaffListRow {
  id: number;
  email: string;
  name: string;
  roles: string[];
  status: number;
  totp_enabled: boolean;
  last_login_at: Date | null;
  create_time: Date;
}

export const STAFF_EXPORT_SHEET: ExportSheet<StaffListRow> = {
  title: '员工',
  asciiName: 'staff',
  columns: [
    { header: '编号', width: 8, value: (r) => r.id },
    { header: '邮箱', width: 28, value: (r) => r.email },
    { header: '姓名', width: 12, value: (r) => r.name },
    { header: '角色', width: 24, value: (r) => r.roles.map((role) => STAFF_ROLE_LABELS[role as StaffRole] ?? role).join('、') },
    { header: '状态', width: 8, value: (r) => (r.status === STAFF_STATUS.active ? '启用' : '停用') },
    { header: '两步验证', width: 10, value: (r) => (r.totp_enabled ? '已开启' : '未开启') },
    { header: '最近登录', width: 20, value: (r) => exportTime(r.last_login_at) },
    { header: '添加时间', width: 20, value: (r) => exportTime(r.create_time) },
  ],
};
