// The booking form of a service page (/dynamicDetail → /api/v1/onlinebook/addBook). The phone is
// confirmed by an SMS code, sent (faDuanxin isreg 2) only after the slider puzzle is solved.
import { z } from 'zod';
import { CODE_LENGTH, MAINLAND_PHONE } from './verification.ts';
import { optionalString, requiredInt, requiredString } from './form-fields.ts';
import { englishPattern, withEnglish } from './english-messages.ts';

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
  // The booking form's too-long message (no spaces, unlike the address form's charLimit).
  tooLong: (max: number) => `最多${max}个字符`,
} as const;

withEnglish(BOOKING_MESSAGES, {
  nameRequired: 'Please enter your name!',
  phoneRequired: 'Please enter your mobile number!',
  phoneInvalid: 'Please enter a valid mobile number',
  emailRequired: 'Please enter your e-mail address!',
  emailInvalid: 'Please enter a valid e-mail address',
  codeRequired: 'Please enter the verification code!',
  serviceMissing: 'The service you booked does not exist',
  success: 'Submitted successfully',
  successDetail: 'We have received your booking; our staff will contact you within one working day.',
  tooLong: (max: number) => `At most ${max} characters`,
});
englishPattern(/最多(\d+)个字符/, (match) => `At most ${match[1]} characters`);

const M = BOOKING_MESSAGES;

/** The e-mail pattern of the booking form (spec section 5: a pattern check). */
export const BOOKING_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** The article and its category: whatever is wrong with them, the service is missing. */
const id = requiredInt(M.serviceMissing, M.serviceMissing);

/** The fields the visitor fills in; the form validates with exactly this. */
export const bookingFields = z.object({
  name: requiredString(M.nameRequired, 50, M.tooLong),
  phone: requiredString(M.phoneRequired, 20, M.tooLong).regex(MAINLAND_PHONE, M.phoneInvalid),
  email: requiredString(M.emailRequired, 120, M.tooLong).regex(BOOKING_EMAIL, M.emailInvalid),
  company: optionalString(120, M.tooLong),
  code: requiredString(M.codeRequired, CODE_LENGTH + 2, M.tooLong),
});
export type BookingFields = z.infer<typeof bookingFields>;

/** `POST /api/v1/onlinebook/addBook`: the form plus the article (`aid`), its category (`tid`) and title. */
export const addBookInput = bookingFields.extend({
  title: optionalString(200, M.tooLong),
  aid: id,
  tid: id,
});
export type AddBookInput = z.infer<typeof addBookInput>;
