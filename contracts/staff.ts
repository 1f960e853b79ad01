// The company's staff (DESIGN.md "Operations console"): the sign-in and staff-management forms and
// their Chinese messages; the roles themselves are in staff-roles.ts. Staff are not customers: own table, own sessions, own API
// (/api/admin/v1). A member may hold several roles.
import { z } from 'zod';
import { exportFormat } from './bulk.ts';
import { choice, optionalString, optionalText, requiredId, requiredString, requiredText } from './form-fields.ts';
import { STAFF_ROLES, STAFF_STATUS } from './staff-roles.ts';

export const STAFF_MESSAGES = {
  emailRequired: '请输入邮箱',
  emailInvalid: '邮箱格式不正确',
  passwordRequired: '请输入密码',
  passwordWeak: '密码至少8位，且须包含字母、数字和特殊字符',
  nameRequired: '请输入姓名',
  rolesRequired: '请至少选择一个角色',
  roleInvalid: '角色不正确',
  totpRequired: '请输入动态验证码',
  totpInvalid: '动态验证码错误',
  badCredentials: '邮箱或密码错误',
  oldPasswordWrong: '原密码错误',
  disabled: '账号已停用',
  tooManyAttempts: '尝试次数过多，请15分钟后再试',
  captchaNeeded: '该账号登录失败次数较多，请输入图片中的验证码',
  captchaRequired: '请输入图片中的验证码',
  oldPasswordLocked: '原密码错误次数过多，已退出登录，请重新登录',
  emailTaken: '该邮箱已是员工账号',
  staffMissing: '员工不存在',
  lastAdmin: '至少保留一名启用的管理员',
  notYourself: '不能停用自己或移除自己的管理员角色',
  enrolFirst: '请先绑定动态验证码（两步验证）',
  totpEnrolled: '两步验证已开启',
  totpNotStarted: '请先获取二维码',
  sessionExpired: '登录已过期，请重新登录',
} as const;

const email = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: STAFF_MESSAGES.emailRequired }).min(1, STAFF_MESSAGES.emailRequired).max(120, STAFF_MESSAGES.emailInvalid).pipe(z.email(STAFF_MESSAGES.emailInvalid)),
);

/** The customer rule (8+ characters with a letter, a digit and a special character), for staff too. */
export const staffPassword = requiredString(STAFF_MESSAGES.passwordRequired, 128).refine(
  (v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
  STAFF_MESSAGES.passwordWeak,
);

const totp = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : typeof v === 'string' ? v.replace(/\s/g, '') : v),
  z.string().regex(/^\d{6}$/, STAFF_MESSAGES.totpInvalid),
);

const role = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

/** Roles arrive as an array (JSON) or comma-separated text (query string, form). */
export const staffRolesField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(role, { error: STAFF_MESSAGES.rolesRequired }).min(1, STAFF_MESSAGES.rolesRequired).max(STAFF_ROLES.length).transform((roles) => [...new Set(roles)]),
);

export const staffLoginInput = z.object({
  email,
  password: requiredString(STAFF_MESSAGES.passwordRequired, 128),
  /** The authenticator's 6 digits; asked for when the member has enrolled. */
  totp: totp.optional().or(z.literal('').transform(() => undefined)),
  /**
   * The image captcha (`/api/v1/help/verify`) and its answer, asked for once the account has had
   * many failures from anywhere (the answer's step 'captcha'); '' when not sent.
   */
  captcha_key: optionalString(100),
  captcha: optionalString(20),
});

export const totpConfirmInput = z.object({ totp: z.preprocess((v) => v ?? '', totp) });

export const staffAddInput = z.object({
  email,
  name: requiredText(STAFF_MESSAGES.nameRequired, 50),
  roles: staffRolesField,
  password: staffPassword,
});

export const staffUpdateInput = z.object({
  id: requiredId(STAFF_MESSAGES.staffMissing),
  name: requiredText(STAFF_MESSAGES.nameRequired, 50).optional(),
  roles: staffRolesField.optional(),
  status: choice([STAFF_STATUS.disabled, STAFF_STATUS.active] as const, STAFF_MESSAGES.staffMissing).optional(),
  /** Set a new password for the member (their sessions end). */
  password: staffPassword.optional(),
  /** Clears the member's authenticator so they enrol again. */
  reset_totp: z.boolean().optional(),
});

export const staffListInput = z.object({
  keyword: optionalText(100),
  role: role.optional().or(z.literal('').transform(() => undefined)),
});

/** The staff export takes the list's filters and the format (xlsx or csv). */
export const staffExportInput = staffListInput.extend({ format: exportFormat });

export const staffPasswordInput = z.object({
  old_password: requiredString(STAFF_MESSAGES.passwordRequired, 128),
  password: staffPassword,
});
