// Registration with e-mail activation, password and SMS-code login with throttling, logout and the
// password reset. The account page's calls are in account-service.ts.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { refuse } from '../../http/errors.ts';
import { USER_STATUS, isDisabledStatus } from '../../../contracts/customers.ts';
import { USER_MESSAGES as M, type LoginInput, type RegisterInput, type ResetPasswordInput, type SmsLoginInput } from '../../../contracts/user.ts';
import type { LoginResult } from '../../../contracts/api/user.ts';
import type { RegionService } from '../region/service.ts';
import { toAccountInfo } from './account-info.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { hashToken, type SessionMeta, type SessionService } from './session-service.ts';
import { createUserRepo, type UserRow } from './user-repo.ts';

/** Activation links stay valid this long. */
export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Failed password logins are counted over this window… */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** …per account (e-mail) … */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** …and per IP address (several accounts behind one address, or one guesser trying many). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_IP_BLOCKED = '登录失败次数过多，请15分钟后再试';

const ACTIVE = USER_STATUS.active;
const ACTIVATION = 'activation';

export interface UserServiceDeps {
  sessions: Pick<SessionService, 'createSession' | 'revokeSession' | 'revokeAllForUser'>;
  mail: { send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown> };
  codes: {
    verify(input: { channel: 'sms' | 'email'; target: string; purpose: 'login' | 'account' | 'reset'; code: string }): Promise<unknown>;
  };
  captcha: { verify(key: string, answer: string): Promise<unknown> };
  /** Province and city must exist, the city in the province. */
  regions: Pick<RegionService, 'requirePair'>;
  /** Injected in tests to move time. */
  clock?: () => Date;
}

/** Where an activation link ends: the login page tells whether it worked. */
export type ActivationOutcome = 'activated' | 'invalid';

function activationMail(config: AppConfig, user: { email: string; fname: string | null; lname: string | null }, token: string) {
  const link = `${config.publicUrl}/api/v1/user/activate?token=${encodeURIComponent(token)}`;
  const name = `${user.fname ?? ''}${user.lname ?? ''}` || user.email;
  return {
    to: user.email,
    subject: '【澄源基因】请激活您的账号',
    text: [
      `${name}，您好：`,
      '',
      '感谢您注册澄源基因网站。请在48小时内点击下面的链接激活账号：',
      link,
      '',
      '激活后即可使用邮箱和密码或手机验证码登录。',
      '如非本人操作，请忽略本邮件。',
      '',
      '澄源基因',
    ].join('\n'),
  };
}

export function createUserService(config: AppConfig, database: Database, deps: UserServiceDeps) {
  const repo = createUserRepo(database.db);
  const clock = deps.clock ?? (() => new Date());

  async function startSession(user: UserRow, meta: SessionMeta): Promise<LoginResult> {
    const session = await deps.sessions.createSession(user.id, meta);
    await repo.update(user.id, { last_login_at: clock() });
    const userinfo = toAccountInfo(user, await repo.defaultAddress(user.id));
    return { token: session.token, expires_at: session.expiresAt.toISOString(), userinfo, info: { token: session.token, userinfo } };
  }

  async function sendActivation(user: { id: number; email: string; fname: string | null; lname: string | null }) {
    const token = randomBytes(32).toString('base64url');
    await repo.insertToken({
      uid: user.id,
      purpose: ACTIVATION,
      token_hash: hashToken(token),
      expires_at: new Date(clock().getTime() + ACTIVATION_TTL_MS),
    });
    await deps.mail.send(activationMail(config, user, token));
  }

  return {
    /** Creates an inactive account and mails its activation link. */
    async register(input: RegisterInput): Promise<{ id: number }> {
      // The captcha is spent first, so a refused form needs a new one (no free guessing).
      await deps.captcha.verify(input.captcha_key, input.captcha);
      await deps.regions.requirePair(input.province_id, input.city_id);
      const email = input.email.toLowerCase();
      if (await repo.findByEmail(email)) throw refuse(M.emailTaken);
      if (await repo.findByTel(input.tel)) throw refuse(M.phoneTaken);
      const values = {
        email,
        password_hash: await hashPassword(input.password),
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
        tel: input.tel,
        tel2: input.tel2,
        is_sendup: input.is_sendup ? 1 : 0,
        status: 0,
      };
      let id: number;
      try {
        id = await repo.insert(values);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw refuse(constraint.includes('tel') ? M.phoneTaken : M.emailTaken);
      }
      await sendActivation({ id, email, fname: input.fname, lname: input.lname });
      return { id };
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
     * answer only after a correct password. Failures are counted per e-mail and per IP.
     */
    async login(input: LoginInput, meta: SessionMeta): Promise<LoginResult> {
      const email = input.email.trim().toLowerCase();
      const ip = meta.ip?.slice(0, 64) || null;
      const since = new Date(clock().getTime() - LOGIN_WINDOW_MS);
      if ((await repo.failuresForEmail(email, since)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT) throw refuse(M.tooManyFailures);
      if (ip && (await repo.failuresForIp(ip, since)) >= LOGIN_MAX_FAILURES_PER_IP) throw refuse(LOGIN_IP_BLOCKED);
      const user = await repo.findByEmail(email);
      const correct = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !correct) {
        await repo.recordFailedLogin(email, ip, clock());
        throw refuse(M.wrongCredentials);
      }
      if (isDisabledStatus(user.status)) throw refuse(M.accountDisabled);
      if (user.status !== ACTIVE) throw refuse(M.notActivated);
      await repo.clearFailures(email);
      return startSession(user, meta);
    },

    /** Login by an SMS code sent through faDuanxin (isreg 1) to the phone of an active account. */
    async loginBySms(input: SmsLoginInput, meta: SessionMeta): Promise<LoginResult> {
      await deps.codes.verify({ channel: 'sms', target: input.phone, purpose: 'login', code: input.code });
      const user = await repo.findByTel(input.phone);
      if (user && isDisabledStatus(user.status)) throw refuse(M.accountDisabled);
      if (!user || user.status !== ACTIVE) throw refuse(M.smsUserMissing);
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

    /** Ends the session that made this request. */
    async logout(sessionId: number): Promise<void> {
      await deps.sessions.revokeSession(sessionId);
    },

    /** Failed logins past the throttle window (the hourly sessions-cleanup job). */
    async deleteOldLoginAttempts(): Promise<number> {
      return repo.deleteFailuresBefore(new Date(clock().getTime() - LOGIN_WINDOW_MS));
    },

    /** New password by an e-mailed code (sendEmailCode); every session of the account ends. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const email = input.email.toLowerCase();
      await deps.codes.verify({ channel: 'email', target: email, purpose: 'reset', code: input.code });
      const user = await repo.findByEmail(email);
      if (!user) throw refuse(M.resetEmailMissing);
      await repo.update(user.id, { password_hash: await hashPassword(input.password) });
      await deps.sessions.revokeAllForUser(user.id);
      await repo.clearFailures(email);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
