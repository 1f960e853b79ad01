// The customer account calls (/api/v1/user/*): registration and its activation link, the two login
// modes, logout, the password reset, and the account page's own data. Codes and captchas are in
// verification.ts and captcha.ts, delivery addresses in address.ts.
import { z } from 'zod';
import {
  accountSchema,
  changeEmailCodeSchema,
  changeEmailSchema,
  loginSchema,
  registerSchema,
  resendActivationSchema,
  resetPasswordSchema,
  setPhoneSchema,
  smsLoginSchema,
} from '../user.ts';
import { timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['user'];

/** The default address as `getMyinfo` answers it (null before one was saved). */
export const memberAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  country: z.number().int(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  tel: z.string().nullable(),
  tel2: z.string().nullable(),
});

/** `/user/getMyinfo` `data`, also `userinfo` of a login. Never carries the password hash. */
export const accountInfo = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  username: z.string().nullable(),
  email: z.string(),
  fname: z.string().nullable(),
  lname: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  fapiao_title: z.string().nullable(),
  tel: z.string().nullable(),
  tel2: z.string().nullable(),
  phone: z.string().nullable(),
  phone1: z.string().nullable(),
  prefix: z.string(),
  pi_email: z.string().nullable(),
  pi_fname: z.string().nullable(),
  pi_lname: z.string().nullable(),
  /** 0-7, see ROAD_OPTIONS; null when never chosen. */
  road: z.number().int().nullable(),
  /** 0/1 as stored. */
  is_sendup: z.number().int(),
  com_code: z.string().nullable(),
  member_address: memberAddress.nullable(),
});

/**
 * Answer of `/user/login` and `/user/loginsms` (the same shape): `token` is the session token for the
 * `authentication` header, `userinfo` the account (as `/user/getMyinfo`). `info` repeats both for the
 * specification's "SMS login returns data.info with token" reading.
 */
export const loginResult = z.object({
  token: z.string(),
  /** When the session ends unless used to log out earlier. */
  expires_at: timestamp,
  userinfo: accountInfo,
  info: z.object({ token: z.string(), userinfo: accountInfo }),
});

/** The activation link of the e-mail: any token that is not one string is simply invalid. */
/** `lang=en`: the link of an English account's mail, which lands on the English login page. */
export const activateInput = z.object({ token: z.string().optional().catch(undefined), lang: z.enum(['zh', 'en']).optional().catch(undefined) });

export const userApi = {
  register: v1({
    path: '/user/register',
    tags,
    summary: '注册（图形验证码在服务器校验；发送激活邮件；账号激活后才能登录）',
    input: registerSchema,
  }),
  // A browser navigation from the e-mail, so it answers with a redirect rather than JSON.
  activate: v1({
    path: '/user/activate',
    methods: ['GET'],
    tags,
    summary: '激活链接：成功跳转 /login?activated=1，失效或已用跳转 /login?activated=0（lang=en 时为 /en/login）',
    input: activateInput,
    answer: 'redirect',
  }),
  resendActivation: v1({
    path: '/user/resendActivation',
    tags,
    summary: '重新发送激活邮件（登录页）：任何邮箱答复相同；仅尚未激活的账号收到新的激活链接；每个邮箱每小时3次、每个IP每小时10次',
    input: resendActivationSchema,
  }),
  login: v1({
    path: '/user/login',
    tags,
    summary: '邮箱密码登录：data { token, expires_at, userinfo, info: { token, userinfo } }',
    input: loginSchema,
    output: loginResult,
  }),
  loginSms: v1({
    path: '/user/loginsms',
    tags,
    summary: '短信验证码登录（phone, code, prefix 86|87）：与 /user/login 相同的 data',
    input: smsLoginSchema,
    output: loginResult,
  }),
  logout: v1({
    path: '/user/logout',
    tags,
    summary: '退出登录：吊销当前会话',
    auth: true,
  }),
  resetPwd: v1({
    path: '/user/resetPwd',
    tags,
    summary: '找回密码（邮箱验证码）：成功后该账号的全部会话失效',
    input: resetPasswordSchema,
  }),
  myInfo: v1({
    path: '/user/getMyinfo',
    tags,
    summary: '当前用户的账户资料与默认地址 member_address',
    auth: true,
    output: accountInfo,
  }),
  updateInfo: v1({
    path: '/user/upUserInfo',
    tags,
    summary: '保存账户资料与默认地址；手机号只能通过 /user/setPhone、登录邮箱只能通过 /user/changeEmail 修改',
    auth: true,
    input: accountSchema,
    output: accountInfo,
  }),
  setPhone: v1({
    path: '/user/setPhone',
    tags,
    summary: '修改手机号（短信验证码，faDuanxin isreg 0）',
    auth: true,
    input: setPhoneSchema,
    output: z.object({ tel: z.string() }),
  }),
  changeEmailCode: v1({
    path: '/user/changeEmailCode',
    tags,
    summary: '更换登录邮箱第一步：当前密码（错误计入登录失败次数）与新邮箱；验证码发往新邮箱（新邮箱已被占用时答复相同，但只通知该邮箱）',
    auth: true,
    input: changeEmailCodeSchema,
    output: z.object({ info: z.string() }),
  }),
  changeEmail: v1({
    path: '/user/changeEmail',
    tags,
    summary: '更换登录邮箱第二步：新邮箱与其验证码（只对申请的账号有效）；旧邮箱收到通知，其他会话全部失效',
    auth: true,
    input: changeEmailSchema,
    output: accountInfo,
  }),
};

/** Answer of `/user/login` and `/user/loginsms` (described in contracts/api/user.ts). */
export type LoginResult = z.infer<typeof loginResult>;
/** The default address as `getMyinfo` answers it (null before one was saved). */
export type MemberAddress = z.infer<typeof memberAddress>;
/** `/user/getMyinfo` `data`, also `userinfo` of a login. */
export type AccountInfo = z.infer<typeof accountInfo>;
