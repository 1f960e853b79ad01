// Customer account forms and calls: one zod schema per form, shared by the pages (antd rules through
// `fieldRule`) and the server (`apiRoute` input). The messages are the specification's (section 5);
// where it gives none, a message in the same 请输入…! style. Values may arrive as strings from a query
// string or form body, so numbers and booleans are coerced.
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';
import { TEXT_TOO_LONG, blankToUndefined, emptyToUndefined, integer, optionalText, requiredSelectId, requiredText } from './form-fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so nobody makes the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 64;
export const PHONE_PREFIXES = ['86', '87'] as const;
export const SMS_COUNTDOWN_SECONDS = 60;
/** Mainland 11-digit mobile number. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** At least one letter, one digit and one character that is neither (nor white space). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).+$/;
/** Country 0 = China, the only option. */
export const COUNTRY_OPTIONS = [{ value: 0, label: '中国' }] as const;
/** The English of the option labels: an English page shows a label through `messageIn(lang, label)`. */
withEnglish({ china: COUNTRY_OPTIONS[0].label }, { china: 'China' });

/** `road`: how the customer found the company. */
export const ROAD_OPTIONS = [
  { value: 0, label: '合作伙伴' },
  { value: 1, label: '朋友推荐' },
  { value: 2, label: '销售' },
  { value: 3, label: '网络搜索' },
  { value: 4, label: '邮件' },
  { value: 5, label: '展会' },
  { value: 6, label: '微信或媒体' },
  { value: 7, label: '其他' },
] as const;
withEnglish(
  Object.fromEntries(ROAD_OPTIONS.map((option) => [option.value, option.label])),
  {
    0: 'Partner',
    1: 'Recommended by a friend',
    2: 'Sales',
    3: 'Web search',
    4: 'E-mail',
    5: 'Exhibition',
    6: 'WeChat or media',
    7: 'Other',
  },
);

export const USER_MESSAGES = {
  emailRequired: '请输入邮箱!',
  emailInvalid: '邮箱地址不合法!',
  fnameRequired: '请输入姓氏!',
  lnameRequired: '请输入名称!',
  passwordRequired: '请输入密码!',
  passwordWeak: '密码至少需要输入8位(大小写字母数字特殊字符)',
  passwordTooLong: `密码不能超过${PASSWORD_MAX_LENGTH}位`,
  password2Required: '请输入确认密码!',
  passwordMismatch: '密码不一致!',
  countryRequired: '请选择国家!',
  provinceRequired: '请选择省份!',
  cityRequired: '请选择城市!',
  workplaceRequired: '请输入工作单位!',
  telRequired: '请输入手机号（短信登录）!',
  phoneInvalid: '请输入正确的手机号',
  privacyRequired: '请先同意隐私政策!',
  captchaRequired: '请输入验证码',
  captchaExpired: '验证码已失效，请点击图片刷新',
  captchaWrong: '验证码错误',
  // login
  loginEmailRequired: '邮箱不能为空',
  loginPasswordRequired: '请输入密码',
  phoneRequired: '手机号不能为空',
  smsCodeEmpty: '验证码为空',
  prefixInvalid: '请选择正确的区号',
  // reset password, phone change
  codeRequired: '请输入验证码!',
  // account
  accountTelRequired: '请输入手机号!',
  piFnameRequired: '请输入PI姓氏!',
  piLnameRequired: '请输入PI名称!',
  companyRequired: '请输入单位名称!',
  departmentRequired: '请输入部门!',
  addressNameRequired: '请输入收货人姓名!',
  addressCompanyRequired: '请输入收货单位!',
  addressRequired: '请输入详细地址!',
  addressTelRequired: '请输入收货人电话!',
  roadInvalid: '请选择正确的了解渠道',
  tooLong: TEXT_TOO_LONG,
  // answers of the calls
  registered: '注册成功',
  emailTaken: '该邮箱已注册',
  phoneTaken: '该手机号已注册',
  wrongCredentials: '邮箱或密码错误',
  notActivated: '账号尚未激活，请查收激活邮件',
  tooManyFailures: '密码错误次数过多，请15分钟后再试',
  smsUserMissing: '该手机号未注册或账号尚未激活',
  /** A disabled account (users.status 2/3, contracts/customers.ts) at login or when asking for an SMS login code. */
  accountDisabled: '账号已停用，请联系客服',
  passwordReset: '修改成功!!!',
  resetEmailMissing: '该邮箱未注册',
  updated: '更新成功',
  phoneNeedsCode: '请提交手机验证码',
  /** upUserInfo never changes the login e-mail: that takes the password and a code (changeEmail). */
  emailNeedsCode: '登录邮箱请通过“修改邮箱”更换',
  newEmailRequired: '请输入新邮箱!',
  sameEmail: '新邮箱与当前邮箱相同',
  wrongPassword: '密码错误',
  /** A session that sent the wrong current password too often is ended (server/security/password-recheck.ts). */
  recheckLocked: '密码错误次数过多，已退出登录，请重新登录',
  emailCodeSent: '验证码已发送至新邮箱，请查收',
  emailChanged: '登录邮箱已更换，请使用新邮箱登录',
  phoneUpdated: '手机号更新成功',
  loggedOut: '退出成功',
  /** The login page's 重新发送激活邮件: the same answer for every address (decision 0017, 0032). */
  activationResent: '如该邮箱的账号尚未激活，我们已重新发送激活邮件，请查收',
  activationResendTooOften: '发送过于频繁，请稍后再试',
} as const;

withEnglish(USER_MESSAGES, {
  emailRequired: 'Please enter your e-mail address!',
  emailInvalid: 'The e-mail address is not valid!',
  fnameRequired: 'Please enter your family name!',
  lnameRequired: 'Please enter your given name!',
  passwordRequired: 'Please enter a password!',
  passwordWeak: 'The password needs at least 8 characters (letters, digits and special characters)',
  passwordTooLong: `The password may have at most ${PASSWORD_MAX_LENGTH} characters`,
  password2Required: 'Please confirm the password!',
  passwordMismatch: 'The passwords do not match!',
  countryRequired: 'Please choose a country!',
  provinceRequired: 'Please choose a province!',
  cityRequired: 'Please choose a city!',
  workplaceRequired: 'Please enter your institution!',
  telRequired: 'Please enter your mobile number (for SMS login)!',
  phoneInvalid: 'Please enter a valid mobile number',
  privacyRequired: 'Please agree to the privacy policy first!',
  captchaRequired: 'Please enter the verification code',
  captchaExpired: 'The verification code has expired, click the picture for a new one',
  captchaWrong: 'The verification code is wrong',
  loginEmailRequired: 'The e-mail address must not be empty',
  loginPasswordRequired: 'Please enter your password',
  phoneRequired: 'The mobile number must not be empty',
  smsCodeEmpty: 'The verification code is empty',
  prefixInvalid: 'Please choose a valid country code',
  codeRequired: 'Please enter the verification code!',
  accountTelRequired: 'Please enter your mobile number!',
  piFnameRequired: "Please enter the PI's family name!",
  piLnameRequired: "Please enter the PI's given name!",
  companyRequired: 'Please enter the name of your institution!',
  departmentRequired: 'Please enter your department!',
  addressNameRequired: "Please enter the recipient's name!",
  addressCompanyRequired: "Please enter the recipient's institution!",
  addressRequired: 'Please enter the street address!',
  addressTelRequired: "Please enter the recipient's telephone number!",
  roadInvalid: 'Please choose a valid option',
  tooLong: 'The text is too long',
  registered: 'Registration successful',
  emailTaken: 'This e-mail address is already registered',
  phoneTaken: 'This mobile number is already registered',
  wrongCredentials: 'Wrong e-mail address or password',
  notActivated: 'The account is not activated yet, please check your e-mail for the activation link',
  tooManyFailures: 'Too many wrong passwords, please try again in 15 minutes',
  smsUserMissing: 'This mobile number is not registered or its account is not activated yet',
  accountDisabled: 'The account is disabled, please contact customer service',
  passwordReset: 'Password changed!',
  resetEmailMissing: 'This e-mail address is not registered',
  updated: 'Updated successfully',
  phoneNeedsCode: 'Please confirm the new mobile number with an SMS code',
  emailNeedsCode: 'Change the login e-mail with "Change e-mail"',
  newEmailRequired: 'Please enter the new e-mail address!',
  sameEmail: 'The new e-mail address is the current one',
  wrongPassword: 'Wrong password',
  recheckLocked: 'Too many wrong passwords: you have been logged out, please log in again',
  emailCodeSent: 'A verification code has been sent to the new e-mail address',
  emailChanged: 'The login e-mail has been changed, please log in with the new address',
  phoneUpdated: 'Mobile number updated',
  loggedOut: 'Logged out',
  activationResent: 'If the account of this address is not activated yet, we have sent a new activation e-mail',
  activationResendTooOften: 'Too many requests, please try again later',
});

// ---- building blocks ------------------------------------------------------------------------------


export const emailField = (required: string = USER_MESSAGES.emailRequired) =>
  requiredText(required, 254).pipe(z.email({ error: USER_MESSAGES.emailInvalid }));

export const phoneField = (required: string = USER_MESSAGES.phoneRequired) =>
  requiredText(required, 20).pipe(z.string().regex(PHONE_PATTERN, USER_MESSAGES.phoneInvalid));

/** The real rule: 8+ characters with a letter, a digit and a special character. */
export const passwordField = (required: string = USER_MESSAGES.passwordRequired) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: required })
      .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordWeak)
      .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong)
      .regex(PASSWORD_PATTERN, USER_MESSAGES.passwordWeak),
  );

/** A required id chosen in a select (province, city); blank counts as missing, 0 passes. */
export const requiredId = requiredSelectId;

/** Country: only China (0). */
export const countryField = () =>
  z.preprocess(blankToUndefined, integer(USER_MESSAGES.countryRequired, { min: 0, max: 0 }));

function toBoolean(value: unknown): unknown {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'on') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === '') return false;
  return value;
}

export const booleanField = (fallback: boolean) => z.preprocess(toBoolean, z.boolean().optional()).transform((v) => v ?? fallback);

// ---- registration (/register, /api/v1/user/register) ----------------------------------------------

export const registerFields = {
  email: emailField(),
  fname: requiredText(USER_MESSAGES.fnameRequired, 50),
  lname: requiredText(USER_MESSAGES.lnameRequired, 50),
  password: passwordField(),
  password2: z.preprocess(blankToUndefined, z.string({ error: USER_MESSAGES.password2Required })),
  country: countryField(),
  province_id: requiredId(USER_MESSAGES.provinceRequired),
  city_id: requiredId(USER_MESSAGES.cityRequired),
  address: requiredText(USER_MESSAGES.workplaceRequired),
  zip: optionalText(20),
  tel: phoneField(USER_MESSAGES.telRequired),
  tel2: optionalText(30),
  is_sendup: booleanField(true),
  privacy: z.preprocess(toBoolean, z.literal(true, USER_MESSAGES.privacyRequired)),
  captcha: requiredText(USER_MESSAGES.captchaRequired, 20),
  /** The key `/api/v1/help/verify` answered with the image. */
  captcha_key: requiredText(USER_MESSAGES.captchaExpired, 100),
};

export const registerSchema = z.object(registerFields).superRefine((v, ctx) => {
  if (v.password !== v.password2) ctx.addIssue({ code: 'custom', path: ['password2'], message: USER_MESSAGES.passwordMismatch });
});
export type RegisterInput = z.output<typeof registerSchema>;

// ---- login ----------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: requiredText(USER_MESSAGES.loginEmailRequired, 254),
  password: z.preprocess(
    emptyToUndefined,
    z.string({ error: USER_MESSAGES.loginPasswordRequired }).max(PASSWORD_MAX_LENGTH * 4, USER_MESSAGES.wrongCredentials),
  ),
  remember: booleanField(false),
});
export type LoginInput = z.output<typeof loginSchema>;

/** `user/resendActivation`: a new activation link for an account that never activated. */
export const resendActivationSchema = z.object({ email: emailField() });
export type ResendActivationInput = z.output<typeof resendActivationSchema>;

export const smsLoginSchema = z.object({
  phone: phoneField(),
  code: requiredText(USER_MESSAGES.smsCodeEmpty, 10),
  prefix: z.preprocess(blankToUndefined, z.enum(PHONE_PREFIXES, USER_MESSAGES.prefixInvalid).default('86')),
});
export type SmsLoginInput = z.output<typeof smsLoginSchema>;

// ---- forgot password (/forgetPwd, /api/v1/user/resetPwd) -------------------------------------------

export const resetPasswordFields = {
  email: emailField(),
  code: requiredText(USER_MESSAGES.codeRequired, 10),
  password: passwordField(),
  repassword: z.preprocess(blankToUndefined, z.string({ error: USER_MESSAGES.passwordMismatch })),
};
export const resetPasswordSchema = z.object(resetPasswordFields).superRefine((v, ctx) => {
  if (v.password !== v.repassword) ctx.addIssue({ code: 'custom', path: ['repassword'], message: USER_MESSAGES.passwordMismatch });
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

// ---- account (/account, getMyinfo, upUserInfo, setPhone) ------------------------------------------

export const memberAddressFields = {
  name: requiredText(USER_MESSAGES.addressNameRequired, 50),
  company: requiredText(USER_MESSAGES.addressCompanyRequired),
  country: countryField(),
  province_id: requiredId(USER_MESSAGES.provinceRequired),
  city_id: requiredId(USER_MESSAGES.cityRequired),
  address: requiredText(USER_MESSAGES.addressRequired),
  zip: optionalText(20),
  tel: requiredText(USER_MESSAGES.addressTelRequired, 30),
  tel2: optionalText(30),
};

/** A form body may carry the nested block as a JSON string. */
function parseJsonObject(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const accountFields = {
  fname: requiredText(USER_MESSAGES.fnameRequired, 50),
  lname: requiredText(USER_MESSAGES.lnameRequired, 50),
  email: emailField(),
  tel: phoneField(USER_MESSAGES.accountTelRequired),
  pi_fname: requiredText(USER_MESSAGES.piFnameRequired, 50),
  pi_lname: requiredText(USER_MESSAGES.piLnameRequired, 50),
  company: requiredText(USER_MESSAGES.companyRequired),
  department: requiredText(USER_MESSAGES.departmentRequired),
  tel2: optionalText(30),
  phone: optionalText(30),
  phone1: optionalText(30),
  prefix: z.preprocess(blankToUndefined, z.enum(PHONE_PREFIXES, USER_MESSAGES.prefixInvalid).default('86')),
  pi_email: z.preprocess((v) => blankToUndefined(v) ?? null, z.email({ error: USER_MESSAGES.emailInvalid }).max(254).nullable()),
  fapiao_title: optionalText(),
  road: z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    integer(USER_MESSAGES.roadInvalid, { min: 0, max: 7 }).nullable(),
  ),
  is_sendup: booleanField(true),
  com_code: optionalText(50),
  member_address: z.preprocess(parseJsonObject, z.object(memberAddressFields, { error: USER_MESSAGES.addressNameRequired })),
};
export const accountSchema = z.object(accountFields);
export type AccountInput = z.output<typeof accountSchema>;

export const setPhoneSchema = z.object({
  phone: phoneField(),
  smscode: requiredText(USER_MESSAGES.codeRequired, 10),
});
export type SetPhoneInput = z.output<typeof setPhoneSchema>;

// ---- new login e-mail (/account 修改邮箱, changeEmailCode then changeEmail) ------------------------

export const changeEmailCodeFields = {
  email: emailField(USER_MESSAGES.newEmailRequired).transform((email) => email.toLowerCase()),
  /** The current password, checked as at login (and counted with its failures). */
  password: z.preprocess(
    emptyToUndefined,
    z.string({ error: USER_MESSAGES.loginPasswordRequired }).max(PASSWORD_MAX_LENGTH * 4, USER_MESSAGES.wrongPassword),
  ),
};
export const changeEmailCodeSchema = z.object(changeEmailCodeFields);
export type ChangeEmailCodeInput = z.output<typeof changeEmailCodeSchema>;

export const changeEmailSchema = z.object({
  email: changeEmailCodeFields.email,
  code: requiredText(USER_MESSAGES.codeRequired, 10),
});
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

// ---- antd glue ------------------------------------------------------------------------------------

/**
 * An antd Form rule checking one field with its shared schema (the first message is shown), e.g.
 * `rules={[fieldRule(registerFields.email)]}`. Structural, so contracts need not import antd.
 */
export function fieldRule(schema: z.ZodType) {
  return {
    validator(_rule: unknown, value: unknown): Promise<void> {
      const result = schema.safeParse(value);
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** First message of a whole-form check (e.g. before submit), or null when the values pass. */
export function firstError(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
