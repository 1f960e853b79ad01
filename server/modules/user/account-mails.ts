// The account's e-mails, Chinese and English side by side (decision 0037): activation, "already
// registered" (decision 0017), the notice to the old login address and "this address has an account".
import { pagePath } from '../../../contracts/page-paths.ts';
import type { MailMessage } from '../mail/service.ts';
import type { MailBrand } from '../mail/mail-language.ts';

export interface MailUser {
  email: string;
  fname: string | null;
  lname: string | null;
}

/** The activation call lands on the login page of the registration's language. */
export function activationLink(brand: MailBrand, token: string): string {
  const language = brand.lang === 'en' ? '&lang=en' : '';
  return brand.url(`/api/v1/user/activate?token=${encodeURIComponent(token)}${language}`);
}

export function activationMail(brand: MailBrand, user: MailUser, token: string): MailMessage {
  const link = activationLink(brand, token);
  if (brand.lang === 'en') {
    const name = [user.fname, user.lname].filter(Boolean).join(' ') || user.email;
    return {
      to: user.email,
      subject: `${brand.name}: please activate your account`,
      text: [
        `Dear ${name},`,
        '',
        `Thank you for registering on the ${brand.name} website. Please activate your account within 48 hours by opening this link:`,
        link,
        '',
        'Once activated, you can sign in with your e-mail and password or with a text-message code.',
        'If you did not register, please ignore this e-mail.',
        '',
        brand.name,
      ].join('\n'),
    };
  }
  const name = `${user.fname ?? ''}${user.lname ?? ''}` || user.email;
  return {
    to: user.email,
    subject: `【${brand.name}】请激活您的账号`,
    text: [
      `${name}，您好：`,
      '',
      `感谢您注册${brand.name}网站。请在48小时内点击下面的链接激活账号：`,
      link,
      '',
      '激活后即可使用邮箱和密码或手机验证码登录。',
      '如非本人操作，请忽略本邮件。',
      '',
      brand.name,
    ].join('\n'),
  };
}

/** Registration with an address that already has an account: the owner learns what to do instead. */
export function alreadyRegisteredMail(brand: MailBrand, email: string): MailMessage {
  if (brand.lang === 'en') {
    return {
      to: email,
      subject: `${brand.name}: you already have an account`,
      text: [
        'Hello,',
        '',
        `Someone (perhaps you) has just registered on the ${brand.name} website with this e-mail address. It already has an account, so there is no need to register again:`,
        `Sign in: ${brand.link(pagePath('login'))}`,
        `Forgot your password? Reset it here: ${brand.link(pagePath('forget-pwd'))}`,
        '',
        'If this was not you, please ignore this e-mail; your account is not affected.',
        '',
        brand.name,
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `【${brand.name}】您已经注册过账号`,
    text: [
      '您好：',
      '',
      `有人（可能是您本人）刚刚使用本邮箱在${brand.name}网站注册。本邮箱已经有账号，无需再次注册：`,
      `请直接登录：${brand.link(pagePath('login'))}`,
      `如果忘记了密码，请在这里找回：${brand.link(pagePath('forget-pwd'))}`,
      '',
      '如非本人操作，请忽略本邮件，您的账号不受影响。',
      '',
      brand.name,
    ].join('\n'),
  };
}

/** To the old address, after the change: the real owner learns of it even if it was not them. */
export function emailChangedMail(brand: MailBrand, oldEmail: string, newEmail: string): MailMessage {
  if (brand.lang === 'en') {
    return {
      to: oldEmail,
      subject: `${brand.name}: your sign-in e-mail has been changed`,
      text: [
        'Hello,',
        '',
        `The sign-in e-mail of your account on the ${brand.name} website has been changed from ${oldEmail} to ${newEmail}.`,
        'Please sign in with the new address from now on; you have been signed out on all other devices.',
        '',
        'If this was not you, your account may be in someone else’s hands: please reply to this e-mail or contact our customer service at once. We will restore your account once we have confirmed who you are.',
        `Website: ${brand.link(pagePath('home'))}`,
        '',
        brand.name,
      ].join('\n'),
    };
  }
  return {
    to: oldEmail,
    subject: `【${brand.name}】您的登录邮箱已更换`,
    text: [
      '您好：',
      '',
      `您在${brand.name}网站的账号的登录邮箱已由 ${oldEmail} 更换为 ${newEmail}。`,
      '此后请使用新邮箱登录，其他设备上的登录已全部退出。',
      '',
      '如非本人操作，您的账号可能已被他人使用：请立即回复本邮件或联系我们的客服，我们核实身份后会为您恢复账号。',
      `网站：${brand.url('')}`,
      '',
      brand.name,
    ].join('\n'),
  };
}

/** To a new address that already belongs to another account: no code, but the owner learns why. */
export function addressInUseMail(brand: MailBrand, email: string): MailMessage {
  if (brand.lang === 'en') {
    return {
      to: email,
      subject: `${brand.name}: this e-mail address already has an account`,
      text: [
        'Hello,',
        '',
        `Someone asked on the ${brand.name} website to make this address the sign-in e-mail of another account. This address already has an account and cannot be used for another one, so no code was sent.`,
        `If it was you, simply sign in with this address: ${brand.link(pagePath('login'))} (forgot your password? ${brand.link(pagePath('forget-pwd'))}).`,
        'If this was not you, please ignore this e-mail; your account is not affected.',
        '',
        brand.name,
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `【${brand.name}】本邮箱已有账号`,
    text: [
      '您好：',
      '',
      `有人在${brand.name}网站申请把本邮箱设为另一个账号的登录邮箱。本邮箱已经注册了账号，不能再用于其他账号，因此没有发送验证码。`,
      `如是您本人操作，请直接用本邮箱登录：${brand.link(pagePath('login'))} ，忘记密码可在 ${brand.link(pagePath('forget-pwd'))} 找回。`,
      '如非本人操作，请忽略本邮件，您的账号不受影响。',
      '',
      brand.name,
    ].join('\n'),
  };
}
