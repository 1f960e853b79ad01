// Every named limit in one place (prefix, max, window) and the one way to use them: take the hit
// first, act only when it was allowed. A hit is taken BEFORE the password or code is evaluated, so a
// burst of simultaneous requests cannot all pass a count that none of them has added to yet.
import { CODE_DAILY_CAP_PER_IP, CODE_DAILY_CAP_PER_TARGET, CODE_DAILY_WINDOW_MS, CODE_RESEND_SECONDS } from '../../contracts/verification.ts';
import type { LimitHit, LimitStore } from './limit-store.ts';

export interface Limit {
  /** The key prefix in the store; unique per limit. */
  prefix: string;
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  /** Password logins of customers: per account (the lower-cased e-mail) … */
  loginAccount: { prefix: 'login:account', max: 5, windowMs: 15 * MINUTE },
  /** … and per address (one guesser trying many accounts). */
  loginIp: { prefix: 'login:ip', max: 20, windowMs: 15 * MINUTE },
  /**
   * Staff sign-ins (password and TOTP), counted apart from customers. Failures of one account from
   * one address: over it, that address may not try that account any more (a hard refusal) …
   */
  staffLoginSource: { prefix: 'staff-login:source', max: 5, windowMs: 15 * MINUTE },
  /** … of one address over any accounts (hard) … */
  staffLoginIp: { prefix: 'staff-login:ip', max: 20, windowMs: 15 * MINUTE },
  /**
   * … and of one account from every address. Over it a sign-in needs a solved captcha, but is never
   * refused outright: an outsider elsewhere cannot keep the member out (DESIGN.md "Reliability rules").
   */
  staffLoginAccount: { prefix: 'staff-login:account', max: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong current passwords checked through one signed-in session (the console's password change, the
   * customer's new login e-mail): the session that reaches it is ended, so a stolen token cannot
   * keep guessing the password it does not know.
   */
  staffPasswordRecheck: { prefix: 'staff-recheck:session', max: 5, windowMs: 15 * MINUTE },
  passwordRecheck: { prefix: 'recheck:session', max: 5, windowMs: 15 * MINUTE },
  /**
   * Bad API keys (malformed, unknown, revoked, of a disabled account) presented from one address, like
   * loginIp; a good key's attempt is given back (decision 0081).
   */
  apiKeyIp: { prefix: 'api-key:ip', max: 20, windowMs: 15 * MINUTE },
  /** One SMS/e-mail code per target per 60 s … */
  codeResend: { prefix: 'code:resend', max: 1, windowMs: CODE_RESEND_SECONDS * 1000 },
  /** … and daily caps per target and per requesting address. */
  codeDailyTarget: { prefix: 'code:day:target', max: CODE_DAILY_CAP_PER_TARGET, windowMs: CODE_DAILY_WINDOW_MS },
  codeDailyIp: { prefix: 'code:day:ip', max: CODE_DAILY_CAP_PER_IP, windowMs: CODE_DAILY_WINDOW_MS },
  /** The login page's 重新发送激活邮件: per address (known or not, so the answers stay alike) and per IP. */
  activationResendTarget: { prefix: 'activation:target', max: 3, windowMs: 60 * MINUTE },
  activationResendIp: { prefix: 'activation:ip', max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** The routes' rate limits (@fastify/rate-limit, server/security/route-limit-store.ts) live under this prefix. */
export const ROUTE_LIMIT_PREFIX = 'route';

/** A hit taken on one limit for one subject. */
export interface Taken {
  limit: Limit;
  key: string;
  hit: LimitHit;
  allowed: boolean;
}

export interface TakeAllResult {
  /** The first limit that refused (its hit stays: it is over anyway), or null when all allowed. */
  refused: Taken | null;
  /** The hits that were allowed; on a refusal they have already been given back. */
  taken: Taken[];
}

export const limitKey = (limit: Limit, subject: string) => `${limit.prefix}:${subject}`;

export function createAttemptLimits(store: LimitStore) {
  async function take(limit: Limit, subject: string): Promise<Taken> {
    const key = limitKey(limit, subject);
    const hit = await store.take(key, limit.windowMs);
    return { limit, key, hit, allowed: hit.hits <= limit.max };
  }

  async function giveBack(taken: readonly Taken[]): Promise<void> {
    for (const entry of taken) await store.giveBack(entry.key, entry.hit);
  }

  return {
    /** The store itself, for the routes' rate limits. */
    store,
    take,

    /**
     * Takes a hit on each limit in order and stops at the first one over its max. The hits taken
     * before it are given back: a refused request was not an attempt (nothing was evaluated).
     */
    async takeAll(entries: readonly (readonly [Limit, string])[]): Promise<TakeAllResult> {
      const taken: Taken[] = [];
      for (const [limit, subject] of entries) {
        const entry = await take(limit, subject);
        if (!entry.allowed) {
          await giveBack(taken);
          return { refused: entry, taken: [] };
        }
        taken.push(entry);
      }
      return { refused: null, taken };
    },

    /** Un-counts hits that turned out not to be failures (a right password, a send that failed). */
    giveBack,

    /** Starts the subject's count again (a successful sign-in clears its account). */
    async clear(limit: Limit, subject: string): Promise<void> {
      await store.clear(limitKey(limit, subject));
    },

    /** Deletes ended windows (the hourly sessions-cleanup job). */
    sweep: (): Promise<number> => store.sweep(),
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
