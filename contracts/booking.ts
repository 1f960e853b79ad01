// The booking form of a service page (/dynamicDetail → /api/v1/onlinebook/addBook). The phone is
// confirmed by an SMS code, sent (faDuanxin isreg 2) only after the slider puzzle is solved.
import { z } from 'zod';
import { CODE_LENGTH, MAINLAND_PHONE } from './verification.ts';
import { parsePositiveInt } from './news.ts';

export const BOOKING_MESSAGES = {
  nameRequired: '请输入姓名!',
  phoneRequired: '请输入手机号!',
  phoneInvalid: '请输入正确手机号',
  emailRequired: '请输入邮箱!',
  emailInvalid: '请输入正确电子邮件',
  codeRequired: '请输入验证码!',
  serviceMissing: '预约的服务不存在',
  success: '提交成功',
  successDetail: '我们已收到您的预约，工作人员将在 1 个工作日内与您联系。',
} as const;

const M = BOOKING_MESSAGES;

/** The e-mail pattern of the booking form (spec section 5: a pattern check). */
export const BOOKING_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

const text = (max: number) => z.string().trim().max(max, `最多${max}个字符`);
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `最多${max}个字符`);

const id = z.unknown().transform((value, ctx) => {
  const n = parsePositiveInt(value);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: M.serviceMissing });
    return z.NEVER;
  }
  return n;
});

/** The fields the visitor fills in; the form validates with exactly this. */
export const bookingFields = z.object({
  name: required(M.nameRequired, 50),
  phone: required(M.phoneRequired, 20).regex(MAINLAND_PHONE, M.phoneInvalid),
  email: required(M.emailRequired, 120).regex(BOOKING_EMAIL, M.emailInvalid),
  company: text(120).optional(),
  code: required(M.codeRequired, CODE_LENGTH + 2),
});
export type BookingFields = z.infer<typeof bookingFields>;

/** `POST /api/v1/onlinebook/addBook`: the form plus the article (`aid`), its category (`tid`) and title. */
export const addBookInput = bookingFields.extend({
  title: text(200).optional(),
  aid: id,
  tid: id,
});
export type AddBookInput = z.infer<typeof addBookInput>;
