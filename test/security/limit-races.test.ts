// Limits cannot be raced (issue 15, point 1): a burst of simultaneous wrong answers gets at most the
// limit evaluated, and the right answer after the burst is refused. "Evaluated" is counted where it
// happens: the password check (argon2) and the code comparison are wrapped by counting spies.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { staff, users } from '../../server/db/schema/index.ts';
import { adminCall, createStaff, STAFF_PASSWORD } from '../support/staff-test-kit.ts';
import { call, captchaKey, nextTel, PASSWORD, plantCode } from '../support/user-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const evaluated = vi.hoisted(() => ({ passwords: 0, codes: 0 }));

vi.mock('../../server/modules/user/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/modules/user/password.ts')>();
  return {
    ...original,
    verifyPassword: async (stored: string, password: string) => {
      evaluated.passwords += 1;
      return original.verifyPassword(stored, password);
    },
    verifyAgainstDummy: async (password: string) => {
      evaluated.passwords += 1;
      return original.verifyAgainstDummy(password);
    },
  };
});

vi.mock('../../server/modules/verification/code-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/modules/verification/code-hash.ts')>();
  return {
    ...original,
    codeMatches: (code: string, stored: string) => {
      evaluated.codes += 1;
      return original.codeMatches(code, stored);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // The image captcha's answer is fixed (its test seam), so a test can solve the one a staff sign-in asks for.
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: 'Ab3k' });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  evaluated.passwords = 0;
  evaluated.codes = 0;
});

/** Six addresses, 20 requests each: within every route's per-address rate limit. */
const addresses = () => Array.from({ length: 6 }, () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
const burst = <T>(count: number, request: (i: number, ip: string) => Promise<T>) => {
  const ips = addresses();
  return Promise.all(Array.from({ length: count }, (_, i) => request(i, ips[i % ips.length])));
};
const tally = (answers: { msg: string }[]) =>
  answers.reduce<Record<string, number>>((acc, { msg }) => ({ ...acc, [msg]: (acc[msg] ?? 0) + 1 }), {});

async function activeCustomer() {
  const email = `race${randomInt(1e9)}@example.com`;
  const tel = nextTel();
  const { hashPassword } = await vi.importActual<typeof import('../../server/modules/user/password.ts')>('../../server/modules/user/password.ts');
  await t.database.db.insert(users).values({ email, username: email, tel, password_hash: await hashPassword(PASSWORD), status: 1 });
  return { email, tel };
}

describe('customer password login', () => {
  it('evaluates at most 5 of 120 simultaneous wrong passwords from 6 addresses; the right one after is refused', async () => {
    const user = await activeCustomer();
    const answers = await burst(120, (i, ip) => call(t.app, '/user/login', { email: user.email, password: `Wrong${i}!pass` }, { ip }));
    expect(answers.every((a) => a.code === 201)).toBe(true);
    expect(tally(answers)).toEqual({ 邮箱或密码错误: 5, '密码错误次数过多，请15分钟后再试': 115 });
    expect(evaluated.passwords).toBe(5);

    const right = await call(t.app, '/user/login', { email: user.email, password: PASSWORD });
    expect(right.msg).toBe('密码错误次数过多，请15分钟后再试');
    expect(evaluated.passwords).toBe(5);
  });

  it('evaluates at most 20 of a burst from one address over many accounts', async () => {
    const user = await activeCustomer();
    const ip = addresses()[0];
    // 29 guesses at 29 accounts plus the right password: under the route's 30 per minute.
    const answers = await Promise.all(
      Array.from({ length: 29 }, (_, i) => call(t.app, '/user/login', { email: `nobody${i}-${randomInt(1e9)}@example.com`, password: 'Wrong1!pass' }, { ip })),
    );
    expect(tally(answers)).toEqual({ 邮箱或密码错误: 20, '登录失败次数过多，请15分钟后再试': 9 });
    expect(evaluated.passwords).toBe(20);
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD }, { ip })).msg).toBe('登录失败次数过多，请15分钟后再试');
  });
});

describe('SMS code login', () => {
  it('compares at most 5 of 120 simultaneous wrong codes; the right code after is refused', async () => {
    const user = await activeCustomer();
    const code = await plantCode(t.database, { channel: 'sms', target: user.tel, purpose: 'login', code: '314159' }, t.clock);
    const answers = await burst(120, (i, ip) =>
      call(t.app, '/user/loginsms', { phone: user.tel, code: String(100000 + i) }, { ip }),
    );
    expect(answers.every((a) => a.code === 201)).toBe(true);
    expect(tally(answers)).toEqual({ 验证码错误: 4, '验证码错误次数过多，请重新获取': 116 });
    expect(evaluated.codes).toBe(5);

    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code })).msg).toBe('验证码错误次数过多，请重新获取');
    expect(evaluated.codes).toBe(5);
  });

  it('a right code inside a burst is one of the 5 compared, or refused uncompared', async () => {
    const user = await activeCustomer();
    const code = await plantCode(t.database, { channel: 'sms', target: user.tel, purpose: 'login', code: '271828' }, t.clock);
    const answers = await burst(60, (i, ip) => call(t.app, '/user/loginsms', { phone: user.tel, code: i === 59 ? code : String(100000 + i) }, { ip }));
    expect(evaluated.codes).toBe(5);
    expect(answers.filter((a) => a.code === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('staff sign-in', () => {
  async function staffMember() {
    const { hashPassword } = await vi.importActual<typeof import('../../server/modules/user/password.ts')>('../../server/modules/user/password.ts');
    const email = `staff-race${randomInt(1e9)}@example.com`;
    await t.database.db.insert(staff).values({ email, name: '实验员', roles: ['lab'], password_hash: await hashPassword(STAFF_PASSWORD) });
    const signIn = (body: { password: string; captcha_key?: string; captcha?: string }, ip?: string) =>
      t.app
        .inject({ method: 'POST', url: '/api/admin/v1/auth/login', payload: { email, ...body }, remoteAddress: ip ?? addresses()[0] })
        .then((res) => res.json() as { code: number; msg: string; data: { step: string } | null });
    return { email, signIn };
  }
  /** What an answer was: a message, or the step it asked for. */
  const outcome = (a: { code: number; msg: string; data: { step: string } | null }) => (a.code === 200 && a.data ? `step:${a.data.step}` : a.msg);

  it('evaluates at most 5 of 120 simultaneous wrong passwords from 6 addresses; the right one after needs a captcha, then signs in', async () => {
    const { signIn } = await staffMember();
    const answers = await burst(120, (i, ip) => signIn({ password: `Wrong#pass${i}` }, ip));
    const outcomes = tally(answers.map((a) => ({ msg: outcome(a) })));
    expect(outcomes['邮箱或密码错误']).toBe(5);
    // The rest were asked for a captcha or refused by their address's count for this account (which of
    // the two depends on the order they arrived in, since a captcha request gives its hits back): never evaluated.
    expect(outcomes['step:captcha']).toBeGreaterThan(0);
    expect(Object.keys(outcomes).filter((o) => !['step:captcha', '尝试次数过多，请15分钟后再试', '邮箱或密码错误'].includes(o))).toEqual([]);
    expect(evaluated.passwords).toBe(5);

    // Not locked out: asked for a captcha (nothing evaluated), then in with a solved one.
    expect(outcome(await signIn({ password: STAFF_PASSWORD }))).toBe('step:captcha');
    expect(evaluated.passwords).toBe(5);
    expect(outcome(await signIn({ password: STAFF_PASSWORD, captcha_key: await captchaKey(t.app), captcha: 'Ab3k' }))).toBe('step:done');
    expect(evaluated.passwords).toBe(6);
  });

  it('past the account limit, one solved captcha gets one password evaluated of a simultaneous burst carrying it', async () => {
    const { signIn } = await staffMember();
    for (let i = 0; i < 5; i++) await signIn({ password: `Wrong#pass${i}` });
    evaluated.passwords = 0;
    const key = await captchaKey(t.app);
    const answers = await burst(30, (i, ip) => signIn({ password: i === 29 ? STAFF_PASSWORD : `Wrong#pass${i}`, captcha_key: key, captcha: 'Ab3k' }, ip));
    expect(evaluated.passwords).toBe(1);
    expect(answers.filter((a) => a.msg === '验证码错误').length).toBe(29);
  });
});

describe('the current password asked for again by a session', () => {
  it('staff: evaluates at most 5 of 20 simultaneous wrong guesses through one session, and the session ends', async () => {
    const member = await createStaff(t.app, ['editor']);
    const answers = await burst(20, (i, ip) =>
      adminCall(t.app, '/auth/password', { old_password: `Guess#pass${i}`, password: 'New#pass2026' }, { token: member.token, ip }),
    );
    expect(evaluated.passwords).toBe(5);
    expect(answers.filter((a) => a.msg === '原密码错误').length).toBe(4);
    // The others: the session was ended by the 5th wrong one, before or after they passed its check.
    expect(answers.filter((a) => a.msg !== '原密码错误').every((a) => a.msg === '原密码错误次数过多，已退出登录，请重新登录' || a.status === 401)).toBe(true);
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).status).toBe(401);
    expect((await adminCall(t.app, '/auth/password', { old_password: STAFF_PASSWORD, password: 'New#pass2026' }, { token: member.token })).status).toBe(401);
    expect(evaluated.passwords).toBe(5);
    // The member's own sign-in is untouched: the guesses were the session's, not the account's.
    const signIn = await adminCall(t.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(signIn.data.step).toBe('done');
  });

  it('customer: evaluates at most 5 of 20 simultaneous wrong passwords for a new login e-mail, and the session ends', async () => {
    const user = await activeCustomer();
    const token = (await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).data.token as string;
    evaluated.passwords = 0;
    const answers = await burst(20, (i, ip) => call(t.app, '/user/changeEmailCode', { email: `new${i}@example.com`, password: `Guess${i}!pass` }, { token, ip }));
    expect(evaluated.passwords).toBe(5);
    expect(answers.filter((a) => a.msg === '密码错误').length).toBe(4);
    expect(answers.filter((a) => a.msg !== '密码错误').every((a) => a.msg === '密码错误次数过多，已退出登录，请重新登录' || a.status === 401)).toBe(true);
    expect((await call(t.app, '/user/getMyinfo', {}, { token })).status).toBe(401);
  });
});
