// Registration with e-mail activation, password and SMS-code login with throttling, logout and the
// password reset. The account page's calls are in account-service.ts.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { refuse } from '../../http/errors.ts';
import { USER_STATUS, isDisabledStatus } from '../../../contracts/customers.ts';
import {
  USER_MESSAGES as M,
  type LoginInput,
  type RegisterInput,
  type ResendActivationInput,
  type ResetPasswordInput,
  type SmsLoginInput,
} from '../../../contracts/user.ts';
import type { LoginResult } from '../../../contracts/api/user.ts';
import type { MailService } from '../mail/service.ts';
import type { MailBrands, MailLanguage } from '../mail/mail-language.ts';
import { activationMail, alreadyRegisteredMail, type MailUser } from './account-mails.ts';
import type { RegionService } from '../region/service.ts';
import { registrationAddress, toAccountInfo } from './account-info.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { hashToken, type SessionMeta, type SessionService } from './session-service.ts';
import { createUserRepo, type UserRow } from './user-repo.ts';
import { LIMITS, type AttemptLimits } from '../../security/attempt-limits.ts';

/** Activation links stay valid this long. */
export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;
/** The per-address refusal (the per-account one is contracts/user.ts tooManyFailures); limits in security/attempt-limits.ts. */
export const LOGIN_IP_BLOCKED = '登录失败次数过多，请15分钟后再试';

const ACTIVE = USER_STATUS.active;
const ACTIVATION = 'activation';

export interface UserServiceDeps {
  sessions: Pick<SessionService, 'createSession' | 'revokeSession' | 'revokeAllForUser'>;
  mail: Pick<MailService, 'send' | 'relay'>;
  /** The mails' language, signature and links (decision 0037). */
  brands: Pick<MailBrands, 'brandFor'>;
  codes: {
    verify(input: { channel: 'sms' | 'email'; target: string; purpose: 'login' | 'account' | 'reset'; code: string; uid?: number }): Promise<unknown>;
  };
  captcha: { verify(key: string, answer: string): Promise<unknown> };
  limits: Pick<AttemptLimits, 'takeAll' | 'giveBack' | 'clear'>;
  /** Province and city must exist, the city in the province. */
  regions: Pick<RegionService, 'requirePair'>;
  /** Injected in tests to move time. */
  clock?: () => Date;
}

/** Where an activation link ends: the login page tells whether it worked. */
export type ActivationOutcome = 'activated' | 'invalid';

export function createUserService(database: Database, deps: UserServiceDeps) {
  const repo = createUserRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  async function startSession(user: UserRow, meta: SessionMeta): Promise<LoginResult> {
    const session = await deps.sessions.createSession(user.id, meta);
    await repo.update(user.id, { last_login_at: clock() });
    const userinfo = toAccountInfo(user, await repo.defaultAddress(user.id));
    return { token: session.token, expires_at: session.expiresAt.toISOString(), userinfo, info: { token: session.token, userinfo } };
  }

  async function sendActivation(user: MailUser & { id: number; lang: MailLanguage }) {
    const token = randomBytes(32).toString('base64url');
    const brand = await deps.brands.brandFor(user.lang);
    const tokenHash = hashToken(token);
    // The link's token and its mail commit together (decision 0059); the key names the token.
    await repo.insertToken({ uid: user.id, purpose: ACTIVATION, token_hash: tokenHash, expires_at: new Date(clock().getTime() + ACTIVATION_TTL_MS) }, (tx) =>
      deps.mail.send(activationMail(brand, user, token), 'urgent', { key: `activation:${user.id}:${tokenHash.slice(0, 24)}`, tx }).then(() => {}),
    );
    await deps.mail.relay().catch(() => {});
  }

  async function tellAlreadyRegistered(user: UserRow): Promise<void> {
    // Still waiting for activation: the owner most likely lost the first link.
    if (user.status === USER_STATUS.inactive) return sendActivation(user);
    await deps.mail.send(alreadyRegisteredMail(await deps.brands.brandFor(user.lang), user.email), 'urgent');
  }

  /**
   * The password check of login: the attempt is taken for the e-mail and the IP in one atomic step
   * before the password is evaluated (refused once over a limit); only a wrong password keeps it.
   * The user when the password is right, else null.
   */
  async function checkPassword(email: string, password: string, ip: string | null): Promise<UserRow | null> {
    const { refused, taken } = await deps.limits.takeAll([[LIMITS.loginAccount, email], ...(ip ? [[LIMITS.loginIp, ip] as const] : [])]);
    if (refused) throw refuse(refused.limit === LIMITS.loginAccount ? M.tooManyFailures : LOGIN_IP_BLOCKED);
    let wrong = false;
    try {
      const user = await repo.findByEmail(email);
      const correct = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !correct) {
        wrong = true;
        return null;
      }
      return user;
    } finally {
      if (!wrong) await deps.limits.giveBack(taken);
    }
  }

  return {
    /**
     * Creates an inactive account and mails its activation link. Answers the same whether the e-mail
     * or the phone is registered (decision 0017): an address with an account gets a mail saying so
     * (or a new activation link while it waits for one) and nothing is created; a phone of another
     * account is left off the new account, whose owner confirms a phone later with an SMS code.
     * `lang` is the language of the registering page: the new account's mails are written in it.
     */
    async register(input: RegisterInput, lang: MailLanguage = 'zh'): Promise<void> {
      // The captcha is spent first, so a refused form needs a new one (no free guessing).
      await deps.captcha.verify(input.captcha_key, input.captcha);
      await deps.regions.requirePair(input.province_id, input.city_id);
      const email = input.email.toLowerCase();
      // Hashed before the look-ups, so a registered address does not answer sooner.
      const password_hash = await hashPassword(input.password);
      const existing = await repo.findByEmail(email);
      if (existing) return tellAlreadyRegistered(existing);
      const values = {
        email,
        password_hash,
        username: email,
        fname: input.fname,
        lname: input.lname,
        country: input.country,
        province_id: input.province_id,
        city_id: input.city_id,
        // The registration's 工作单位 also pre-fills the account page's company.
        address: input.address,
        company: input.address,
        zip: input.zip,
        tel: (await repo.findByTel(input.tel)) ? null : input.tel,
        tel2: input.tel2,
        is_sendup: input.is_sendup ? 1 : 0,
        status: 0,
        lang,
      };
      // Registration's place and workplace become the default address (issue 35): without it the
      // account page's first save failed on every required address field.
      const address = registrationAddress({ ...values, tel: input.tel });
      let id: number;
      try {
        id = await repo.insert(values, address);
      } catch (error) {
        // A simultaneous registration took the address or the phone between the look-up and here.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('tel')) {
          id = await repo.insert({ ...values, tel: null }, address);
        } else {
          const winner = await repo.findByEmail(email);
          if (!winner) throw error;
          return tellAlreadyRegistered(winner);
        }
      }
      await sendActivation({ id, email, fname: input.fname, lname: input.lname, lang });
    },

    /** Consumes an activation token (single use, 48 h) and activates its account. */
    async activate(token: string): Promise<ActivationOutcome> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'invalid';
      const now = clock();
      const uid = await repo.consumeToken(ACTIVATION, hashToken(token), now);
      if (uid === null) return 'invalid';
      const user = await repo.findById(uid);
      // An old link must not re-enable a disabled account (users.status 2/3): it is spent for nothing.
      if (user && isDisabledStatus(user.status)) return 'invalid';
      if (user && user.status === USER_STATUS.inactive) await repo.update(uid, { status: ACTIVE, activated_at: now });
      return 'activated';
    },

    /**
     * Password login. One message for an unknown e-mail and a wrong password; the "not activated"
     * answer only after a correct password. An attempt is taken per e-mail and per IP before the
     * password is checked (one atomic step each, shared by every app server): over either limit the
     * password is not even looked at. Only failures keep their attempt; a success also clears the
     * account's count.
     */
    async login(input: LoginInput, meta: SessionMeta): Promise<LoginResult> {
      const email = input.email.trim().toLowerCase();
      const user = await checkPassword(email, input.password, meta.ip?.slice(0, 64) || null);
      if (!user) throw refuse(M.wrongCredentials);
      if (isDisabledStatus(user.status)) throw refuse(M.accountDisabled);
      if (user.status !== ACTIVE) throw refuse(M.notActivated);
      await deps.limits.clear(LIMITS.loginAccount, email);
      return startSession(user, meta);
    },

    /**
     * Login by an SMS code sent through faDuanxin (isreg 1) to the phone of an account. The code is
     * checked first: only the phone's holder learns what is wrong with its account.
     */
    async loginBySms(input: SmsLoginInput, meta: SessionMeta): Promise<LoginResult> {
      await deps.codes.verify({ channel: 'sms', target: input.phone, purpose: 'login', code: input.code });
      const user = await repo.findByTel(input.phone);
      if (!user) throw refuse(M.smsUserMissing);
      if (isDisabledStatus(user.status)) throw refuse(M.accountDisabled);
      if (user.status !== ACTIVE) throw refuse(M.notActivated);
      return startSession(user, meta);
    },

    /**
     * A new activation link for an account still waiting for activation (the console's 重发激活邮件).
     * False, and no mail, for any other account (active, disabled or missing).
     */
    async resendActivation(uid: number): Promise<boolean> {
      const user = await repo.findById(uid);
      if (!user || user.status !== USER_STATUS.inactive) return false;
      await sendActivation(user);
      return true;
    },

    /**
     * The login page's 重新发送激活邮件. The same answer for every address (decision 0017): the hits
     * are taken for the address whether it has an account or not, so the throttle answers alike too;
     * only an account still waiting for activation gets a mail (a new link), nobody else hears of it.
     */
    async requestActivationMail(input: ResendActivationInput, ip: string | null): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const { refused } = await deps.limits.takeAll([[LIMITS.activationResendTarget, email], ...(ip ? [[LIMITS.activationResendIp, ip] as const] : [])]);
      if (refused) throw refuse(M.activationResendTooOften);
      const user = await repo.findByEmail(email);
      if (user && user.status === USER_STATUS.inactive) await sendActivation(user);
    },

    /** The login password check, for calls that need the password again (a new login e-mail). */
    checkPassword,

    /** Ends the session that made this request. */
    async logout(sessionId: number): Promise<void> {
      await deps.sessions.revokeSession(sessionId);
    },

    /** New password by an e-mailed code (sendEmailCode); every session of the account ends. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const email = input.email.toLowerCase();
      await deps.codes.verify({ channel: 'email', target: email, purpose: 'reset', code: input.code });
      const user = await repo.findByEmail(email);
      if (!user) throw refuse(M.resetEmailMissing);
      await repo.update(user.id, { password_hash: await hashPassword(input.password) });
      await deps.sessions.revokeAllForUser(user.id);
      await deps.limits.clear(LIMITS.loginAccount, email);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
