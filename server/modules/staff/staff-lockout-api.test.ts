// Nobody can keep a staff member out by failing their sign-in (issue 32): failures count per account
// and address (that address is refused), per address (refused; staff-login-api.test.ts), and per
// account from every address, past which a sign-in needs a solved image captcha instead of a refusal.
// The captcha answer is fixed by CAPTCHA_TEST_ANSWER, the module's test seam. The burst (how many
// passwords are evaluated under simultaneous requests) is in test/security/limit-races.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { limitCounters } from '../../db/schema/index.ts';
import { randomIp } from '../../../test/support/user-test-kit.ts';
import { adminCall, createStaff, STAFF_PASSWORD } from '../../../test/support/staff-test-kit.ts';
import { totpCode } from './totp.ts';

const ANSWER = 'Kd7p';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: ANSWER });
  await t.app.ready();
});

afterAll(async () => {
  await t?.close();
});

const login = (body: Record<string, unknown>, ip: string) => adminCall(t.app, '/auth/login', body, { ip });
const captchaKey = async () => (await t.app.inject({ method: 'POST', url: '/api/v1/help/verify', remoteAddress: randomIp() })).json().data.key as string;
const CAPTCHA_STEP = { step: 'captcha', token: null, expires_at: null, must_enrol: false };

/** `count` wrong passwords from `ip`, one after the other, within the route's 30 calls a minute. */
async function guess(email: string, ip: string, count: number): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 25 === 0) t.clock.advance(61_000);
    messages.push((await login({ email, password: `Wrong#pass${i}` }, ip)).msg);
  }
  return messages;
}

describe('an attacker cannot lock a member out', () => {
  it('50 wrong passwords from address A: A is refused, the member signs in from B after a captcha', async () => {
    const member = await createStaff(t.app, ['admin']);
    const attacker = '10.66.0.1';
    const messages = await guess(member.email, attacker, 50);
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('邮箱或密码错误'));
    expect(new Set(messages.slice(5))).toEqual(new Set(['尝试次数过多，请15分钟后再试']));
    // Even the right password is refused from A for 15 minutes.
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, attacker)).msg).toBe('尝试次数过多，请15分钟后再试');

    const home = '10.77.0.1';
    // From B: the account has had 5 failures, so a captcha is asked for before anything is checked.
    const asked = await login({ email: member.email, password: STAFF_PASSWORD }, home);
    expect([asked.code, asked.data]).toEqual([200, CAPTCHA_STEP]);
    const wrongCaptcha = await login({ email: member.email, password: STAFF_PASSWORD, captcha_key: await captchaKey(), captcha: 'zzzz' }, home);
    expect([wrongCaptcha.code, wrongCaptcha.msg]).toEqual([201, '验证码错误']);
    const signedIn = await login({ email: member.email, password: STAFF_PASSWORD, captcha_key: await captchaKey(), captcha: ANSWER.toLowerCase() }, home);
    expect(signedIn.code).toBe(200);
    expect(signedIn.data).toMatchObject({ step: 'done', token: expect.any(String) });
    expect((await adminCall(t.app, '/auth/me', {}, { token: signedIn.data.token })).data.email).toBe(member.email);

    // The sign-in cleared the account's count: the next one from B needs no captcha.
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, home)).data.step).toBe('done');
    // A's own refusal stands (its failures were on A's count for this account).
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, attacker)).msg).toBe('尝试次数过多，请15分钟后再试');
  });

  it('failures spread over many addresses still leave the member a way in', async () => {
    const member = await createStaff(t.app, ['lab']);
    for (let a = 0; a < 6; a++) await guess(member.email, `10.88.${a}.1`, 6);
    const home = '10.88.200.1';
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, home)).data).toEqual(CAPTCHA_STEP);
    const signedIn = await login({ email: member.email, password: STAFF_PASSWORD, captcha_key: await captchaKey(), captcha: ANSWER }, home);
    expect(signedIn.data.step).toBe('done');
  });

  it('past the account limit a wrong password needs a captcha per try, and a captcha is spent by one try', async () => {
    const member = await createStaff(t.app, ['sales']);
    await guess(member.email, '10.99.0.1', 5);
    const key = await captchaKey();
    const first = await login({ email: member.email, password: 'Wrong#pass1', captcha_key: key, captcha: ANSWER }, '10.99.0.2');
    expect(first.msg).toBe('邮箱或密码错误');
    // The same captcha again is refused before the password is looked at, even the right one.
    const replay = await login({ email: member.email, password: STAFF_PASSWORD, captcha_key: key, captcha: ANSWER }, '10.99.0.3');
    expect(replay.msg).toBe('验证码错误');
    // Without one: asked again, and the failures stay counted.
    expect((await login({ email: member.email, password: 'Wrong#pass2' }, '10.99.0.4')).data).toEqual(CAPTCHA_STEP);
    const [counter] = await t.database.db.select().from(limitCounters).where(eq(limitCounters.key, `staff-login:account:${member.email}`));
    expect(counter.hits).toBe(6);
  });

  it('an enrolled member past the account limit gives a captcha with the password and again with the code', async () => {
    const member = await createStaff(t.app, ['admin']);
    const setup = await adminCall(t.app, '/auth/totpSetup', {}, { token: member.token });
    await adminCall(t.app, '/auth/totpConfirm', { totp: totpCode(setup.data.secret, t.clock()) }, { token: member.token });
    await guess(member.email, '10.44.0.1', 5);
    const home = '10.44.0.2';
    const password = { email: member.email, password: STAFF_PASSWORD };
    expect((await login({ ...password, captcha_key: await captchaKey(), captcha: ANSWER }, home)).data.step).toBe('totp');
    const code = totpCode(setup.data.secret, new Date(t.clock.ms() + 30_000));
    expect((await login({ ...password, totp: code }, home)).data).toEqual(CAPTCHA_STEP);
    expect((await login({ ...password, totp: code, captcha_key: await captchaKey(), captcha: ANSWER }, home)).data.step).toBe('done');
  });

  it('the windows end after 15 minutes', async () => {
    const member = await createStaff(t.app, ['editor']);
    const ip = '10.33.0.1';
    await guess(member.email, ip, 6);
    t.clock.advance(15 * 60_000);
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, ip)).data.step).toBe('done');
  });
});
