// SMS and e-mail verification codes (DESIGN.md "Security defaults"): 6 random digits, stored only as
// a salted SHA-256, valid 10 minutes, dead after 5 wrong answers, single use; one send per target
// per 60 s and daily caps per target and per IP, counted from the verification_codes rows (so they
// hold across processes). Only the newest code of a target and purpose can verify.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { refuse, unauthorized } from '../../http/errors.ts';
import { CODE_DAILY_CAP_PER_IP, CODE_DAILY_CAP_PER_TARGET, CODE_DAILY_WINDOW_MS, CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MINUTES, CODE_TTL_MS, VERIFICATION_MESSAGES as M, type CodeChannel, type CodePurpose, type FaDuanxinInput, type SendEmailCodeInput } from '../../../contracts/verification.ts';
import type { CodeSentAnswer } from '../../../contracts/api/verification.ts';
import type { MailService } from '../mail/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { SliderService } from '../captcha/slider-service.ts';
import { createVerificationRepo } from './repo.ts';

export interface SendCodeInput {
  channel: CodeChannel;
  /** 11-digit phone (without prefix) or e-mail address (compared lower-cased). */
  target: string;
  purpose: CodePurpose;
  /** The requester's IP, for the per-IP daily cap. */
  ip?: string | null;
  /** SMS country prefix ('86' default); the code belongs to the number whatever the prefix. */
  prefix?: string;
  /**
   * false: record the code (so the throttles answer exactly as for a real target) but send nothing.
   * Used for unknown e-mail addresses, so the answer does not reveal which addresses are registered.
   */
  deliver?: boolean;
  /** The account the code is for: only that account can then verify it (a new login e-mail). */
  uid?: number;
}

export interface SentCode {
  expiresAt: Date;
  /** When the next code for this target may be requested. */
  resendAt: Date;
}

export interface VerifyCodeInput {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  code: string;
  /** Only a code sent for this account verifies (see SendCodeInput.uid). */
  uid?: number;
}

export const normalizeTarget = (channel: CodeChannel, target: string): string =>
  channel === 'email' ? target.trim().toLowerCase() : target.trim();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `s1$<salt>$<sha256(salt:code)>`: a per-row salt, so equal codes never share a hash. */
export function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `s1$${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [version, salt, digest] = stored.split('$');
  if (version !== 's1' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const generateCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

const EMAIL_SUBJECTS: Record<CodePurpose, string> = {
  reset: '【澄源基因】找回密码验证码',
  login: '【澄源基因】登录验证码',
  account: '【澄源基因】账户验证码',
  booking: '【澄源基因】预约验证码',
  email_change: '【澄源基因】更换登录邮箱验证码',
};

const EMAIL_ACTIONS: Record<CodePurpose, string> = {
  reset: '重置账户密码',
  login: '登录账户',
  account: '修改账户信息',
  booking: '提交服务预约',
  email_change: '将本邮箱设为账户的登录邮箱',
};

function emailText(code: string, purpose: CodePurpose): string {
  return [
    '您好：',
    '',
    `您正在${EMAIL_ACTIONS[purpose]}，验证码为：${code}`,
    `验证码${CODE_TTL_MINUTES}分钟内有效，请勿泄露给他人。`,
    '如非本人操作，请忽略本邮件。',
    '',
    '澄源基因',
  ].join('\n');
}

export interface CodeServiceDeps {
  mail: Pick<MailService, 'send'>;
  sms: Pick<SmsService, 'send'>;
  /** Injected in tests to move time. */
  clock?: () => Date;
}

export function createCodeService(database: Database, deps: CodeServiceDeps) {
  const repo = createVerificationRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Creates a code and queues its delivery. Refuses (201) while the 60-second resend window runs
     * (telling the seconds left) and when a daily cap of the target or IP is reached.
     */
    async send(input: SendCodeInput): Promise<SentCode> {
      const target = normalizeTarget(input.channel, input.target);
      const ip = input.ip?.slice(0, 64) || null;
      const code = generateCode();
      const now = clock();
      const id = await repo.locked(input.channel, target, ip, async (q) => {
        const last = await q.lastSentAt(input.channel, target);
        const waitMs = last ? last.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
        if (waitMs > 0) throw refuse(M.codeWait(Math.ceil(waitMs / 1000)), { wait: Math.ceil(waitMs / 1000) });
        const since = new Date(now.getTime() - CODE_DAILY_WINDOW_MS);
        if ((await q.countForTarget(input.channel, target, since)) >= CODE_DAILY_CAP_PER_TARGET) throw refuse(M.dailyCapTarget);
        if (ip && (await q.countForIp(ip, since)) >= CODE_DAILY_CAP_PER_IP) throw refuse(M.dailyCapIp);
        return q.insert({
          channel: input.channel,
          target,
          purpose: input.purpose,
          code_hash: hashCode(code),
          expires_at: new Date(now.getTime() + CODE_TTL_MS),
          ip,
          uid: input.uid ?? null,
          create_time: now,
        });
      });
      // Outside the transaction: on PGlite the queue shares the one connection.
      if (input.deliver !== false) {
        try {
          if (input.channel === 'sms') {
            await deps.sms.send({ phone: target, prefix: input.prefix || '86', code, purpose: input.purpose });
          } else {
            await deps.mail.send({ to: target, subject: EMAIL_SUBJECTS[input.purpose], text: emailText(code, input.purpose) }, 'urgent');
          }
        } catch (error) {
          // Not sent: the code must neither block the next request for 60 s nor count for the caps.
          await repo.remove(id).catch(() => {});
          throw error;
        }
      }
      return { expiresAt: new Date(now.getTime() + CODE_TTL_MS), resendAt: new Date(now.getTime() + CODE_RESEND_SECONDS * 1000) };
    },

    /**
     * Checks and consumes the newest code of this target and purpose. Throws refuse(...) with
     * 验证码为空 / 验证码错误 / 验证码已过期，请重新获取 / 验证码错误次数过多，请重新获取.
     */
    async verify(input: VerifyCodeInput): Promise<void> {
      const code = String(input.code ?? '').trim();
      if (!code) throw refuse(M.codeEmpty);
      const row = await repo.latest(input.channel, normalizeTarget(input.channel, input.target), input.purpose, input.uid);
      if (!row) throw refuse(M.codeWrong);
      const now = clock();
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw refuse(M.codeTooManyTries);
      if (row.consumed_at || row.expires_at.getTime() <= now.getTime()) throw refuse(M.codeExpired);
      if (!codeMatches(code, row.code_hash)) {
        const attempts = await repo.addAttempt(row.id, CODE_MAX_ATTEMPTS);
        if (attempts === null || attempts >= CODE_MAX_ATTEMPTS) throw refuse(M.codeTooManyTries);
        throw refuse(M.codeWrong);
      }
      // A parallel request may have used it (or killed it) in between: single use holds.
      if (!(await repo.consume(row.id, now, CODE_MAX_ATTEMPTS))) throw refuse(M.codeExpired);
    },

  };
}

/**
 * The rules of the two sending calls on top of `codes.send`. None of them tells whether a phone or
 * an e-mail is registered (decision 0017): the answer is the same, and only the holder of the phone
 * or mailbox learns more, from what arrives there.
 * - faDuanxin isreg 1 (SMS login): a code is recorded for any phone (so the throttles answer alike)
 *   but sent only to the phone of an account; loginsms then says what is wrong with that account
 *   (not activated, disabled) to whoever holds the code, i.e. the phone;
 * - faDuanxin isreg 2 (booking form): needs the ticket of a solved slider puzzle, any phone;
 * - faDuanxin isreg 0 (new phone on the account page): needs a session; the code goes to the phone
 *   whoever uses it and only that account can use it; setPhone says 该手机号已注册 only after the
 *   code proved the phone is the requester's;
 * - sendEmailCode (password reset): unknown addresses get the same answer as known ones but no
 *   mail; a not yet activated account may reset.
 */
export function createCodeRequests(database: Database, codes: Pick<CodeService, 'send'>, slider: Pick<SliderService, 'redeem'>) {
  const repo = createVerificationRepo(database.db);
  return {
    async sms(input: FaDuanxinInput, requester: { uid: number | null; ip: string | null }): Promise<CodeSentAnswer> {
      if (input.isreg === 2) {
        await slider.redeem(input.ticket);
        await codes.send({ channel: 'sms', target: input.phone, purpose: 'booking', ip: requester.ip, prefix: input.prefix });
      } else if (input.isreg === 1) {
        const owner = await repo.findUserByTel(input.phone);
        await codes.send({ channel: 'sms', target: input.phone, purpose: 'login', ip: requester.ip, prefix: input.prefix, deliver: owner !== null });
      } else {
        if (requester.uid === null) throw unauthorized(M.loginFirst);
        await codes.send({ channel: 'sms', target: input.phone, purpose: 'account', ip: requester.ip, prefix: input.prefix, uid: requester.uid });
      }
      return { info: M.codeSent };
    },

    async email(input: SendEmailCodeInput, requester: { ip: string | null }): Promise<CodeSentAnswer> {
      const owner = await repo.findUserByEmail(input.email);
      await codes.send({ channel: 'email', target: input.email, purpose: 'reset', ip: requester.ip, deliver: owner !== null });
      return { info: M.codeSent };
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
