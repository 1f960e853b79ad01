// SMS/e-mail verification codes, the image captcha and the province/city list: limits, Chinese
// messages and call inputs shared by the pages and the server. The server enforces every limit;
// the pages only mirror them (the 60-second countdown of the code buttons).
import { z } from 'zod';
import { englishPattern, withEnglish } from './english-messages.ts';
import { integer, numberFromText, requiredString } from './form-fields.ts';

export const CODE_LENGTH = 6;
/** A code is valid for 10 minutes after it was sent. */
export const CODE_TTL_MINUTES = 10;
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;
/** Wrong answers a code survives; the fifth wrong one kills it. */
export const CODE_MAX_ATTEMPTS = 5;
/** One code per target (phone or e-mail) per 60 seconds: the code buttons count down this long. */
export const CODE_RESEND_SECONDS = 60;
/** Codes per target in any 24 hours. */
export const CODE_DAILY_CAP_PER_TARGET = 10;
/** Codes requested from one IP address in any 24 hours (all targets, both channels). */
export const CODE_DAILY_CAP_PER_IP = 30;
export const CODE_DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/**
 * What a code is for; a code only verifies for the purpose it was sent for.
 * - login: SMS login (faDuanxin isreg 1)
 * - account: confirming a new phone number on the account page (faDuanxin isreg 0, logged in)
 * - reset: password reset by e-mail (sendEmailCode)
 * - booking: the booking form of a service page (faDuanxin isreg 2, after the slider puzzle)
 * - email_change: confirming a new login e-mail (user/changeEmailCode, logged in; bound to the account)
 */
export const CODE_PURPOSES = ['login', 'account', 'reset', 'booking', 'email_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Country prefixes the login page offers. */
export const PHONE_PREFIXES = ['86', '87'] as const;

/** Mainland 11-digit mobile numbers. */
export const MAINLAND_PHONE = /^1[3-9]\d{9}$/;

/** The SMS signature shown in front of every text. */
export const SMS_SIGN = '澄源基因';

export const VERIFICATION_MESSAGES = {
  codeSent: '验证码已发送',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeEmpty: '验证码为空',
  /** The 60-second resend rule; `seconds` is what is left of it. */
  codeWait: (seconds: number) => `请${seconds}秒后再获取验证码`,
  dailyCapTarget: '今日获取验证码次数已达上限，请明天再试',
  dailyCapIp: '今日获取验证码次数过多，请明天再试',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '请输入正确的手机号',
  phoneUnregistered: '该手机号未注册',
  phoneUsed: '该手机号已被使用',
  emailRequired: '请输入邮箱!',
  emailInvalid: '邮箱地址不合法!',
  captchaWrong: '验证码错误',
  /** faDuanxin with isreg 0 (new phone of the account) needs a session. */
  loginFirst: '请先登录!',
  badParameter: '参数错误',
  prefixInvalid: '请选择正确的区号',
} as const;

withEnglish(VERIFICATION_MESSAGES, {
  codeSent: 'The verification code has been sent',
  codeWrong: 'The verification code is wrong',
  codeExpired: 'The verification code has expired, please ask for a new one',
  codeTooManyTries: 'Too many wrong codes, please ask for a new one',
  codeEmpty: 'The verification code is empty',
  codeWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  dailyCapTarget: 'The daily limit of verification codes has been reached, please try again tomorrow',
  dailyCapIp: 'Too many verification codes today, please try again tomorrow',
  phoneRequired: 'The mobile number must not be empty',
  phoneInvalid: 'Please enter a valid mobile number',
  phoneUnregistered: 'This mobile number is not registered',
  phoneUsed: 'This mobile number is already in use',
  emailRequired: 'Please enter your e-mail address!',
  emailInvalid: 'The e-mail address is not valid!',
  captchaWrong: 'The verification code is wrong',
  loginFirst: 'Please log in first!',
  badParameter: 'Invalid parameter',
  prefixInvalid: 'Please choose a valid country code',
});
englishPattern(/请(\d+)秒后再获取验证码/, (match) => `Please wait ${match[1]} seconds before asking for another code`);

/** The text of every SMS code message. */
export const smsCodeText = (code: string): string =>
  `【${SMS_SIGN}】您的验证码为${code}，${CODE_TTL_MINUTES}分钟内有效。`;

const M = VERIFICATION_MESSAGES;

export const phoneSchema = requiredString(M.phoneRequired).regex(MAINLAND_PHONE, M.phoneInvalid);

export const emailSchema = requiredString(M.emailRequired)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** `POST /api/v1/duanxin/faDuanxin`. */
export const faDuanxinInput = z.object({
  phone: phoneSchema,
  /**
   * 1: SMS login (the phone must be registered); 0: new phone of the logged-in account;
   * 2: the booking form of a service page (needs `ticket` from the slider puzzle).
   */
  isreg: z.preprocess(numberFromText, z.union([z.literal(0), z.literal(1), z.literal(2)], { error: VERIFICATION_MESSAGES.badParameter }).default(1)),
  prefix: z.enum(PHONE_PREFIXES, { error: VERIFICATION_MESSAGES.prefixInvalid }).default('86'),
  /** The single-use ticket of a solved slider puzzle (/help/sliderVerify); isreg 2 only. */
  ticket: z.string().max(64).optional(),
});
export type FaDuanxinInput = z.infer<typeof faDuanxinInput>;

/** `POST /api/v1/user/sendEmailCode`. */
export const sendEmailCodeInput = z.object({ email: emailSchema });
export type SendEmailCodeInput = z.infer<typeof sendEmailCodeInput>;

/** `POST /api/v1/help/getArea`: pid 0 gives the provinces, a province id its cities. */
export const getAreaInput = z.object({
  pid: integer(VERIFICATION_MESSAGES.badParameter, { min: 0 }).default(0),
});

