// The e-mailed verification codes, Chinese and English side by side (decision 0037).
import { CODE_TTL_MINUTES, type CodePurpose } from '../../../contracts/verification.ts';
import type { MailMessage } from '../mail/service.ts';
import type { MailBrand } from '../mail/mail-language.ts';

const SUBJECTS: Record<CodePurpose, { zh: string; en: string }> = {
  reset: { zh: '找回密码验证码', en: 'your password reset code' },
  login: { zh: '登录验证码', en: 'your sign-in code' },
  account: { zh: '账户验证码', en: 'your account verification code' },
  booking: { zh: '预约验证码', en: 'your booking verification code' },
  email_change: { zh: '更换登录邮箱验证码', en: 'your code to change the sign-in e-mail' },
};

const ACTIONS: Record<CodePurpose, { zh: string; en: string }> = {
  reset: { zh: '重置账户密码', en: 'resetting the password of your account' },
  login: { zh: '登录账户', en: 'signing in to your account' },
  account: { zh: '修改账户信息', en: 'changing your account details' },
  booking: { zh: '提交服务预约', en: 'booking a service' },
  email_change: { zh: '将本邮箱设为账户的登录邮箱', en: 'making this address the sign-in e-mail of your account' },
};

export function codeMail(brand: MailBrand, to: string, code: string, purpose: CodePurpose): MailMessage {
  if (brand.lang === 'en') {
    return {
      to,
      subject: `${brand.name}: ${SUBJECTS[purpose].en}`,
      text: [
        'Hello,',
        '',
        `You are ${ACTIONS[purpose].en}. Your verification code is: ${code}`,
        `The code is valid for ${CODE_TTL_MINUTES} minutes; do not share it with anyone.`,
        'If this was not you, please ignore this e-mail.',
        '',
        brand.name,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `【${brand.name}】${SUBJECTS[purpose].zh}`,
    text: [
      '您好：',
      '',
      `您正在${ACTIONS[purpose].zh}，验证码为：${code}`,
      `验证码${CODE_TTL_MINUTES}分钟内有效，请勿泄露给他人。`,
      '如非本人操作，请忽略本邮件。',
      '',
      brand.name,
    ].join('\n'),
  };
}
