// The code-sending calls: an SMS code (login, a new account phone, a booking form) and the e-mailed
// code of the password reset. Both answer a message for the page.
import { z } from 'zod';
import { faDuanxinInput, sendEmailCodeInput } from '../verification.ts';
import { v1 } from './v1.ts';

const tags = ['user'];

/** Both sending calls answer `data: { info }`, a message for the page. */
export const codeSent = z.object({ info: z.string() });

export const verificationApi = {
  sms: v1({
    path: '/duanxin/faDuanxin',
    tags,
    summary: '发送短信验证码：isreg 1 登录（手机号须已注册），0 修改账户手机号（须登录，手机号不能属于他人）；prefix 86/87',
    input: faDuanxinInput,
    output: codeSent,
  }),
  email: v1({
    path: '/user/sendEmailCode',
    tags,
    summary: '发送找回密码的邮箱验证码；未注册的邮箱得到相同的答复但不会收到邮件',
    input: sendEmailCodeInput,
    output: codeSent,
  }),
};

/** Both sending calls answer `data: { info }`, a message for the page. */
export type CodeSentAnswer = z.infer<typeof codeSent>;
