// Staff sign-in (password, then TOTP when enrolled), the member's own account, staff management
// (admins) and the audit log (admins).
import { z } from 'zod';
import { EXPORT_CONTENT_TYPE_LIST, exportFormat } from '../../bulk.ts';
import { staffAddInput, staffExportInput, staffListInput, staffLoginInput, staffPasswordInput, staffUpdateInput, totpConfirmInput } from '../../staff.ts';
import { filterInt, listInt } from '../../form-fields.ts';
import { optionalTimestamp, pageOf, timestamp } from '../answers.ts';
import { admin } from './admin-v1.ts';

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  status: z.number().int(),
  totp_enabled: z.boolean(),
  last_login_at: optionalTimestamp,
  create_time: timestamp,
});

/** The signed-in member; `scope` 'enrol' allows only the TOTP set-up (an admin without it, in production). */
export const staffSelf = staffMember.extend({ scope: z.enum(['full', 'enrol']), session_expires_at: timestamp });

export const staffLoginAnswer = z.object({
  /**
   * 'totp': the password was right, send it again with the 6 digits; 'captcha': the account has had
   * many failures, send it again with a solved captcha (nothing was checked); 'done': `token` is the session.
   */
  step: z.enum(['captcha', 'totp', 'done']),
  token: z.string().nullable(),
  expires_at: optionalTimestamp,
  /** True when the session may only set up TOTP (admins must, in production). */
  must_enrol: z.boolean(),
});

export const totpSetupAnswer = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** SVG of the QR code, generated on the server. */
  qrcode: z.string(),
});

export const auditRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  create_time: timestamp,
});

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const adminPageInput = {
  page: listInt(1, { max: 100_000 }),
  size: listInt(20, { max: 100 }),
};

export const auditListInput = z.object({
  staff_id: filterInt(),
  entity: z.string().trim().max(50).optional(),
  /** Shanghai dates, inclusive. */
  from: dateText,
  to: dateText,
  ...adminPageInput,
});

/** The audit export takes the log's filters (not its page) and the format. */
export const auditExportInput = auditListInput.omit({ page: true, size: true }).extend({ format: exportFormat });

export const staffApi = {
  login: admin({
    path: '/auth/login',
    auth: false,
    roles: [],
    summary: '员工登录（email、password，已绑定时再带 totp）；data.step 为 totp 时需动态验证码，为 captcha 时需图片验证码（captcha_key、captcha）',
    input: staffLoginInput,
    output: staffLoginAnswer,
  }),
  logout: admin({ path: '/auth/logout', roles: [], summary: '员工退出登录' }),
  me: admin({ path: '/auth/me', roles: [], summary: '当前员工与会话', output: staffSelf }),
  totpSetup: admin({ path: '/auth/totpSetup', roles: [], summary: '开始绑定动态验证码：密钥与二维码', output: totpSetupAnswer }),
  totpConfirm: admin({ path: '/auth/totpConfirm', roles: [], summary: '用 6 位动态验证码确认绑定', input: totpConfirmInput, output: staffSelf }),
  password: admin({ path: '/auth/password', roles: [], summary: '修改自己的密码（其他会话随之结束）', input: staffPasswordInput }),
  list: admin({ path: '/staff/list', roles: ['admin'], summary: '员工列表（keyword、role）', input: staffListInput, output: z.array(staffMember) }),
  export: admin({
    path: '/staff/export',
    roles: ['admin'],
    summary: '按当前筛选（keyword、role）导出员工列表：format csv 或 xlsx（默认）',
    input: staffExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  add: admin({ path: '/staff/add', roles: ['admin'], summary: '添加员工', input: staffAddInput, output: staffMember }),
  update: admin({
    path: '/staff/update',
    roles: ['admin'],
    summary: '修改员工：姓名、角色、停用/启用、重设密码、重置动态验证码',
    input: staffUpdateInput,
    output: staffMember,
  }),
  auditExport: admin({
    path: '/audit/export',
    roles: ['admin'],
    summary: '按当前筛选（staff_id、entity、from/to）导出审计日志：format csv 或 xlsx（默认），最多 10000 条，新的在前；导出本身也记入审计日志',
    input: auditExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  audit: admin({ path: '/audit/list', roles: ['admin'], summary: '审计日志（staff_id、entity、日期范围、分页）', input: auditListInput, output: pageOf(auditRow) }),
};
