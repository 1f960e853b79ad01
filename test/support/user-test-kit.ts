// Helpers of the account API tests: calls through app.inject (each from its own IP unless told, so
// the per-route rate limits stay out of the way), mail capture, known verification codes, users.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { regions, verificationCodes } from '../../server/db/schema/index.ts';
import { hashCode } from '../../server/modules/verification/code-hash.ts';
import type { CodePurpose } from '../../contracts/verification.ts';

export const CAPTCHA = 'T3st';
export const PASSWORD = 'Gene2024!';

export interface CallOptions {
  token?: string;
  ip?: string;
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function call(app: FastifyInstance, url: string, body: Record<string, unknown> = {}, options: CallOptions = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body,
    remoteAddress: options.ip ?? randomIp(),
    headers: options.token === undefined ? {} : { authentication: options.token },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** Records the e-mails the services queue (the job itself is tested with the mail service). */
export function captureMail(app: FastifyInstance) {
  const spy = vi.spyOn(app.services.mail, 'send').mockResolvedValue('job');
  return {
    messages: () => spy.mock.calls.map(([message]) => message),
    /** The token of the newest activation link sent to `to`. */
    activationToken(to: string): string {
      const message = spy.mock.calls.map(([m]) => m).findLast((m) => m.to === to);
      const match = message?.text.match(/\/api\/v1\/user\/activate\?token=([A-Za-z0-9_-]+)/);
      if (!match) throw new Error(`no activation mail to ${to}`);
      return match[1];
    },
  };
}

export async function captchaKey(app: FastifyInstance): Promise<string> {
  return (await app.services.captcha.create()).key;
}

let telCounter = 0;
/** A fresh valid mainland number for each user of a test file. */
export const nextTel = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++telCounter).padStart(4, '0')}`;

/** The province and city `registration()` names (北京市 11 / 北京市 1101): registration refuses ids that do not exist. */
export async function plantRegions(database: Database): Promise<void> {
  await database.db
    .insert(regions)
    .values([
      { id: 11, pid: 0, city_name: '北京市', sort: 0 },
      { id: 1101, pid: 11, city_name: '北京市', sort: 0 },
    ])
    .onConflictDoNothing();
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: `user${randomInt(1e9)}@example.com`,
    fname: '李',
    lname: '雷',
    password: PASSWORD,
    password2: PASSWORD,
    country: 0,
    province_id: 11,
    city_id: 1101,
    address: '北京大学',
    tel: nextTel(),
    privacy: true,
    captcha: CAPTCHA,
    ...overrides,
  };
}

/**
 * Stores a known code as if faDuanxin/sendEmailCode had sent it. `now`: the app's clock (a test app's
 * stands still), so `expiresInMs` counts from the instant the app checks against.
 */
export async function plantCode(
  database: Database,
  input: { channel: 'sms' | 'email'; target: string; purpose: CodePurpose; code?: string; expiresInMs?: number; uid?: number },
  now: () => Date = () => new Date(),
): Promise<string> {
  const code = input.code ?? String(randomInt(100000, 1000000));
  await database.db.insert(verificationCodes).values({
    channel: input.channel,
    target: input.target,
    purpose: input.purpose,
    code_hash: hashCode(code),
    expires_at: new Date(now().getTime() + (input.expiresInMs ?? 600_000)),
    uid: input.uid ?? null,
    // The wall clock, not the app's: each planted code is newer than the one planted before it.
    create_time: new Date(),
  });
  return code;
}

/** Registers through the API and activates through the e-mailed link: an account ready to log in. */
export async function createActiveUser(app: FastifyInstance, mail: ReturnType<typeof captureMail>, overrides: Record<string, unknown> = {}) {
  const form = registration({ ...overrides, captcha_key: await captchaKey(app) });
  const res = await call(app, '/user/register', form);
  if (res.code !== 200) throw new Error(`register: ${res.msg}`);
  const activation = await app.inject({ method: 'GET', url: `/api/v1/user/activate?token=${mail.activationToken(form.email)}` });
  if (activation.headers.location !== '/login?activated=1') throw new Error('activation failed');
  return { email: form.email, tel: form.tel, password: form.password };
}

export async function loginToken(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await call(app, '/user/login', { email, password });
  if (res.code !== 200) throw new Error(`login: ${res.msg}`);
  return res.data.token;
}
