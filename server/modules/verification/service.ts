// SMS and e-mail verification codes (DESIGN.md "Security defaults"): 6 random digits, stored only as
// a salted SHA-256, valid 10 minutes, dead after 5 wrong answers, single use; one send per target
// per 60 s and daily caps per target and per IP, counted in the shared limit store (so they hold
// across processes). Only the newest code of a target and purpose can verify.
import type { Database } from '../../db/client.ts';
import { refuse, unauthorized } from '../../http/errors.ts';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MS, VERIFICATION_MESSAGES as M, type CodeChannel, type CodePurpose, type FaDuanxinInput, type SendEmailCodeInput } from '../../../contracts/verification.ts';
import type { CodeSentAnswer } from '../../../contracts/api/verification.ts';
import type { MailService } from '../mail/service.ts';
import type { MailBrands, MailLanguage } from '../mail/mail-language.ts';
import { codeMail } from './code-mails.ts';
import type { SmsService } from '../sms/service.ts';
import type { SliderService } from '../captcha/slider-service.ts';
import { LIMITS, type AttemptLimits, type Taken } from '../../security/attempt-limits.ts';
import { codeMatches, generateCode, hashCode } from './code-hash.ts';
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
  /** The language of an e-mailed code ('zh' default): the account's, or the asking page's for a new address. */
  lang?: MailLanguage;
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

export interface CodeServiceDeps {
  mail: Pick<MailService, 'send' | 'relay'>;
  brands: Pick<MailBrands, 'brandFor'>;
  sms: Pick<SmsService, 'send'>;
  limits: Pick<AttemptLimits, 'takeAll' | 'giveBack'>;
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
      // The resend window and the daily caps are taken in the shared store, each in one atomic step:
      // of simultaneous requests for one target only one gets through, on any app server.
      const subject = `${input.channel}:${target}`;
      const { refused, taken } = await deps.limits.takeAll([
        [LIMITS.codeResend, subject],
        [LIMITS.codeDailyTarget, subject],
        ...(ip ? [[LIMITS.codeDailyIp, ip] as const] : []),
      ]);
      if (refused) throw sendRefusal(refused, now);
      const row = {
        channel: input.channel,
        target,
        purpose: input.purpose,
        code_hash: hashCode(code),
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        ip,
        uid: input.uid ?? null,
        create_time: now,
      };
      const deliver = input.deliver !== false;
      if (input.channel === 'email') {
        // The code and its e-mail commit together (decision 0059); nothing stored when either fails.
        try {
          const mail = deliver ? codeMail(await deps.brands.brandFor(input.lang ?? 'zh'), target, code, input.purpose) : null;
          await repo.insert(row, mail ? (tx, id) => deps.mail.send(mail, 'urgent', { key: `code:${id}`, tx }).then(() => {}) : undefined);
        } catch (error) {
          // Not sent: the code must neither block the next request for 60 s nor count for the caps.
          await deps.limits.giveBack(taken).catch(() => {});
          throw error;
        }
        if (deliver) await deps.mail.relay().catch(() => {});
      } else {
        const id = await repo.insert(row);
        if (deliver) {
          try {
            await deps.sms.send({ phone: target, prefix: input.prefix || '86', code, purpose: input.purpose });
          } catch (error) {
            await repo.remove(id).catch(() => {});
            await deps.limits.giveBack(taken).catch(() => {});
            throw error;
          }
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
      // The attempt is taken (one UPDATE) before the answer is looked at: simultaneous guesses
      // cannot all be compared while the count still reads 0. A right answer spends one too.
      const attempts = await repo.takeAttempt(row.id, CODE_MAX_ATTEMPTS);
      if (attempts === null) throw refuse(M.codeTooManyTries);
      // Used by a simultaneous request between the read and the UPDATE: as for any used code.
      if (attempts === 'used') throw refuse(M.codeExpired);
      if (!codeMatches(code, row.code_hash)) throw refuse(attempts >= CODE_MAX_ATTEMPTS ? M.codeTooManyTries : M.codeWrong);
      // A parallel request may have used it in between: single use holds.
      if (!(await repo.consume(row.id, now))) throw refuse(M.codeExpired);
    },
  };
}

/** The answer to a send refused by one of its limits (the 60 s wait tells the seconds left). */
function sendRefusal(refused: Taken, now: Date) {
  if (refused.limit === LIMITS.codeResend) {
    const wait = Math.max(1, Math.ceil((refused.hit.resetAt.getTime() - now.getTime()) / 1000));
    return refuse(M.codeWait(wait), { wait });
  }
  return refuse(refused.limit === LIMITS.codeDailyTarget ? M.dailyCapTarget : M.dailyCapIp);
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
      await codes.send({ channel: 'email', target: input.email, purpose: 'reset', ip: requester.ip, deliver: owner !== null, lang: owner?.lang });
      return { info: M.codeSent };
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
