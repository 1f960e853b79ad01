import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { limitCounters, regions, userTokens, users } from '../../db/schema/index.ts';
import { createSessionService } from './session-service.ts';
import { createUserService } from './user-service.ts';
import {
  call,
  CAPTCHA,
  captchaKey,
  captureMail,
  createActiveUser,
  loginToken,
  PASSWORD,
  plantCode,
  randomIp,
  registration,
  plantRegions,
} from '../../../test/support/user-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA, PUBLIC_URL: 'https://www.example.cn' });
  await plantRegions(t.database);
  await t.app.ready();
  mail = captureMail(t.app);
});

afterAll(async () => {
  await t?.close();
});

const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const activate = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/user/activate?token=${token}` });

describe('register', () => {
  it.each([
    ['email', '请输入邮箱!'],
    ['fname', '请输入姓氏!'],
    ['lname', '请输入名称!'],
    ['password', '请输入密码!'],
    ['password2', '请输入确认密码!'],
    ['country', '请选择国家!'],
    ['province_id', '请选择省份!'],
    ['city_id', '请选择城市!'],
    ['address', '请输入工作单位!'],
    ['tel', '请输入手机号（短信登录）!'],
    ['privacy', '请先同意隐私政策!'],
    ['captcha', '请输入验证码'],
  ])('refuses a missing %s with %s', async (field, message) => {
    const res = await call(t.app, '/user/register', registration({ captcha_key: 'k', [field]: '' }));
    expect(res).toMatchObject({ status: 200, code: 201, msg: message, data: null });
  });

  it('enforces formats and the password rule on the server', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nope' }, '邮箱地址不合法!'],
      [{ password: 'abcdefgh', password2: 'abcdefgh' }, '密码至少需要输入8位(大小写字母数字特殊字符)'],
      [{ password: 'abcd1234', password2: 'abcd1234' }, '密码至少需要输入8位(大小写字母数字特殊字符)'],
      [{ password: 'Ab1!', password2: 'Ab1!' }, '密码至少需要输入8位(大小写字母数字特殊字符)'],
      [{ password2: 'Other2024!' }, '密码不一致!'],
      [{ country: 1 }, '请选择国家!'],
      [{ tel: '12345678901' }, '请输入正确的手机号'],
      [{ privacy: false }, '请先同意隐私政策!'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(t.app, '/user/register', registration({ captcha_key: 'k', ...overrides }));
      expect(res.msg, JSON.stringify(overrides)).toBe(message);
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a province or city that does not exist, or a city of another province', async () => {
    await t.database.db.insert(regions).values([
      { id: 44, pid: 0, city_name: '广东省', sort: 1 },
      { id: 4403, pid: 44, city_name: '深圳市', sort: 1 },
    ]).onConflictDoNothing();
    const cases: Record<string, unknown>[] = [
      { province_id: 99, city_id: 1101 },
      { province_id: 11, city_id: 9999 },
      { province_id: 11, city_id: 4403 },
      // A city is not a province, and 0 (the root of the list) is neither.
      { province_id: 1101, city_id: 1101 },
      { province_id: 0, city_id: 0 },
    ];
    for (const overrides of cases) {
      const res = await call(t.app, '/user/register', registration({ captcha_key: await captchaKey(t.app), ...overrides }));
      expect(res, JSON.stringify(overrides)).toMatchObject({ code: 201, msg: '请选择正确的省份和城市' });
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    const ok = await call(t.app, '/user/register', registration({ captcha_key: await captchaKey(t.app), province_id: 44, city_id: 4403 }));
    expect(ok.code).toBe(200);
  });

  it('checks the captcha on the server, single use', async () => {
    const key = await captchaKey(t.app);
    expect((await call(t.app, '/user/register', registration({ captcha_key: key, captcha: 'xxxx' }))).msg).toBe('验证码错误');
    // The wrong answer spent it: the right one no longer works with that key.
    expect((await call(t.app, '/user/register', registration({ captcha_key: key }))).msg).toBe('验证码错误');
    const fresh = await captchaKey(t.app);
    expect((await call(t.app, '/user/register', registration({ captcha_key: fresh }))).code).toBe(200);
    expect((await call(t.app, '/user/register', registration({ captcha_key: fresh }))).msg).toBe('验证码错误');
  });

  it('stores an inactive account with an argon2id hash and mails an activation link', async () => {
    const form = registration({ email: 'New.User@Example.COM', captcha_key: await captchaKey(t.app), is_sendup: 'false' });
    const res = await call(t.app, '/user/register', form);
    expect(res).toEqual({ status: 200, code: 200, msg: '注册成功', data: null });
    const row = await userByEmail('new.user@example.com');
    expect(row).toMatchObject({ status: 0, tel: form.tel, fname: '李', lname: '雷', address: '北京大学', is_sendup: 0, province_id: 11 });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    const message = mail.messages().findLast((m) => m.to === 'new.user@example.com');
    expect(message?.subject).toContain('激活');
    expect(message?.text).toContain('https://www.example.cn/api/v1/user/activate?token=');
    const token = mail.activationToken('new.user@example.com');
    const [stored] = await t.database.db.select().from(userTokens).where(eq(userTokens.uid, row.id));
    expect(stored.token_hash).not.toBe(token);
    expect(stored.expires_at.getTime() - t.clock.ms()).toBe(48 * 3600_000);
  });

  it('answers a registered e-mail (any case) as a new one, creates nothing and mails the address (decision 0017)', async () => {
    const user = await createActiveUser(t.app, mail);
    const before = mail.messages().length;
    const again = await call(t.app, '/user/register', registration({ email: user.email.toUpperCase(), captcha_key: await captchaKey(t.app) }));
    expect(again).toEqual({ status: 200, code: 200, msg: '注册成功', data: null });
    expect(await t.database.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(1);
    const told = mail.messages().slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: user.email, subject: '【澄源基因】您已经注册过账号' });
    expect(told[0].text).toContain('https://www.example.cn/login');
    expect(told[0].text).toContain('https://www.example.cn/forgetPwd');
    // The old password still logs in: the second form changed nothing.
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).code).toBe(200);
  });

  it('sends a new activation link when the registered address is still waiting for activation', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app) });
    await call(t.app, '/user/register', form);
    const first = mail.activationToken(form.email);
    const again = await call(t.app, '/user/register', { ...form, captcha_key: await captchaKey(t.app) });
    expect(again).toEqual({ status: 200, code: 200, msg: '注册成功', data: null });
    const second = mail.activationToken(form.email);
    expect(second).not.toBe(first);
    expect((await activate(second)).headers.location).toBe('/login?activated=1');
  });

  it("answers another account's phone as a new one and leaves it off the new account", async () => {
    const user = await createActiveUser(t.app, mail);
    const form = registration({ tel: user.tel, captcha_key: await captchaKey(t.app) });
    const res = await call(t.app, '/user/register', form);
    expect(res).toEqual({ status: 200, code: 200, msg: '注册成功', data: null });
    expect((await userByEmail(form.email)).tel).toBeNull();
    expect((await userByEmail(user.email)).tel).toBe(user.tel);
    // The new account is real: activation and login work.
    expect((await activate(mail.activationToken(form.email))).headers.location).toBe('/login?activated=1');
    expect((await call(t.app, '/user/login', { email: form.email, password: PASSWORD })).code).toBe(200);
  });
});

describe('activation and login', () => {
  it('logs in only after activation; the link works once', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app) });
    await call(t.app, '/user/register', form);
    const early = await call(t.app, '/user/login', { email: form.email, password: PASSWORD });
    expect(early.msg).toBe('账号尚未激活，请查收激活邮件');
    // Before a correct password nothing tells that the account exists.
    expect((await call(t.app, '/user/login', { email: form.email, password: 'Wrong2024!' })).msg).toBe('邮箱或密码错误');

    const token = mail.activationToken(form.email);
    const first = await activate(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?activated=1');
    expect((await userByEmail(form.email)).status).toBe(1);
    expect((await activate(token)).headers.location).toBe('/login?activated=0');
    expect((await activate('garbage')).headers.location).toBe('/login?activated=0');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/activate' })).headers.location).toBe('/login?activated=0');

    const res = await call(t.app, '/user/login', { email: form.email.toUpperCase(), password: PASSWORD, remember: true });
    expect(res.code).toBe(200);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.info.token).toBe(res.data.token);
    expect(res.data.userinfo).toMatchObject({ email: form.email, tel: form.tel, fname: '李', member_address: { name: '李雷', company: '北京大学', province_id: 11, city_id: 1101 } });
    expect(res.data.info.userinfo).toEqual(res.data.userinfo);
    expect(JSON.stringify(res.data)).not.toContain('argon2');
    expect(new Date(res.data.expires_at).getTime()).toBeGreaterThan(t.clock.ms());
    expect((await call(t.app, '/user/getMyinfo', {}, { token: res.data.token })).code).toBe(200);
  });

  it('sends a new activation link from the login page: the new one works, 3 per address and hour, 10 per IP', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app) });
    await call(t.app, '/user/register', form);
    const first = mail.activationToken(form.email);
    const ip = randomIp();
    const res = await call(t.app, '/user/resendActivation', { email: ` ${form.email.toUpperCase()} ` }, { ip });
    expect(res).toEqual({ status: 200, code: 200, msg: '如该邮箱的账号尚未激活，我们已重新发送激活邮件，请查收', data: null });
    const second = mail.activationToken(form.email);
    expect(second).not.toBe(first);
    expect(mail.messages().at(-1)!.subject).toBe('【澄源基因】请激活您的账号');
    await call(t.app, '/user/resendActivation', { email: form.email }, { ip });
    await call(t.app, '/user/resendActivation', { email: form.email }, { ip });
    const sent = mail.messages().length;
    expect(await call(t.app, '/user/resendActivation', { email: form.email }, { ip })).toMatchObject({ code: 201, msg: '发送过于频繁，请稍后再试' });
    expect(mail.messages().length).toBe(sent);
    expect((await activate(second)).headers.location).toBe('/login?activated=1');
    // An active account gets nothing more, and its answer is the same.
    expect(await call(t.app, '/user/resendActivation', { email: `x${form.email}` }, { ip })).toMatchObject({ code: 200 });

    // Per IP: ten addresses an hour (the shared store's limit), the eleventh is refused.
    const prober = randomIp();
    for (let i = 0; i < 10; i++) expect((await call(t.app, '/user/resendActivation', { email: `ip${i}-${form.email}` }, { ip: prober })).code).toBe(200);
    expect(await call(t.app, '/user/resendActivation', { email: `ip10-${form.email}` }, { ip: prober })).toMatchObject({ code: 201, msg: '发送过于频繁，请稍后再试' });
  });

  it('refuses a malformed address for the activation resend with the form message', async () => {
    expect(await call(t.app, '/user/resendActivation', { email: '' })).toMatchObject({ code: 201, msg: '请输入邮箱!' });
    expect(await call(t.app, '/user/resendActivation', { email: 'nope' })).toMatchObject({ code: 201, msg: '邮箱地址不合法!' });
  });

  it('SMS login of a registered account that never activated says so after a correct code, never 未注册', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app) });
    await call(t.app, '/user/register', form);
    const code = await plantCode(t.database, { channel: 'sms', target: form.tel, purpose: 'login' }, t.clock);
    const res = await call(t.app, '/user/loginsms', { phone: form.tel, code, prefix: '86' });
    expect(res).toMatchObject({ status: 200, code: 201, msg: '账号尚未激活，请查收激活邮件' });
    expect(res.msg).not.toContain('未注册');
  });

  it('refuses an expired activation link', async () => {
    const past = () => new Date(t.clock.ms() - 48 * 3600_000 - 60_000);
    const service = createUserService(t.database, {
      sessions: t.app.services.sessions,
      mail: t.app.services.mail,
      brands: t.app.services.mailBrands,
      codes: t.app.services.codes,
      captcha: { verify: async () => undefined },
      limits: t.app.services.limits,
      regions: t.app.services.regions,
      clock: past,
    });
    const form = registration({ captcha_key: 'unused' });
    await service.register(form as never);
    expect((await activate(mail.activationToken(form.email))).headers.location).toBe('/login?activated=0');
    expect((await userByEmail(form.email)).status).toBe(0);
  });

  it('answers one message for an unknown e-mail and a wrong password', async () => {
    const user = await createActiveUser(t.app, mail);
    expect((await call(t.app, '/user/login', { email: 'nobody@example.com', password: PASSWORD })).msg).toBe('邮箱或密码错误');
    expect((await call(t.app, '/user/login', { email: user.email, password: 'Wrong2024!' })).msg).toBe('邮箱或密码错误');
    expect((await call(t.app, '/user/login', { password: 'x' })).msg).toBe('邮箱不能为空');
    expect((await call(t.app, '/user/login', { email: user.email })).msg).toBe('请输入密码');
  });

  it('throttles wrong passwords per account (5 in 15 minutes), even with the right password after', async () => {
    const user = await createActiveUser(t.app, mail);
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, '/user/login', { email: user.email, password: `Wrong${i}!x1` })).msg).toBe('邮箱或密码错误');
    }
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).msg).toBe('密码错误次数过多，请15分钟后再试');
    // Fifteen minutes later the account may try again.
    await t.database.db
      .update(limitCounters)
      .set({ reset_at: new Date(t.clock.ms() - 60_000) })
      .where(eq(limitCounters.key, `login:account:${user.email}`));
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).code).toBe(200);
  });

  it('throttles wrong passwords per IP across accounts', async () => {
    const ip = randomIp();
    const user = await createActiveUser(t.app, mail);
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, '/user/login', { email: `guess${i % 10}@example.com`, password: 'Wrong2024!' }, { ip });
      expect(res.msg).toBe('邮箱或密码错误');
    }
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD }, { ip })).msg).toBe('登录失败次数过多，请15分钟后再试');
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).code).toBe(200);
  });

  it('the hourly sweep deletes counters whose window has ended', async () => {
    const now = t.clock.ms();
    await t.database.db.insert(limitCounters).values([
      { key: 'login:ip:10.9.9.8', hits: 3, window_start: new Date(now - 20 * 60_000), reset_at: new Date(now - 5 * 60_000) },
      { key: 'login:ip:10.9.9.9', hits: 3, window_start: new Date(now - 60_000), reset_at: new Date(now + 14 * 60_000) },
    ]);
    expect(await t.app.services.limits.sweep()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ key: limitCounters.key }).from(limitCounters);
    expect(left.map((r) => r.key)).toContain('login:ip:10.9.9.9');
    expect(left.map((r) => r.key)).not.toContain('login:ip:10.9.9.8');
  });
});

describe('SMS login', () => {
  it('logs in with the right code once; wrong, expired and used codes are refused', async () => {
    const user = await createActiveUser(t.app, mail);
    expect((await call(t.app, '/user/loginsms', { code: '1' })).msg).toBe('手机号不能为空');
    expect((await call(t.app, '/user/loginsms', { phone: '1234', code: '1' })).msg).toBe('请输入正确的手机号');
    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code: '' })).msg).toBe('验证码为空');

    const code = await plantCode(t.database, { channel: 'sms', target: user.tel, purpose: 'login' }, t.clock);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code: wrong, prefix: '86' })).msg).toBe('验证码错误');
    const res = await call(t.app, '/user/loginsms', { phone: user.tel, code, prefix: '86' });
    expect(res.code).toBe(200);
    expect(res.data.info.token).toBe(res.data.token);
    expect(res.data.userinfo.email).toBe(user.email);
    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code })).msg).toBe('验证码已过期，请重新获取');

    const expired = await plantCode(t.database, { channel: 'sms', target: user.tel, purpose: 'login', expiresInMs: -1000 }, t.clock);
    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code: expired })).msg).toBe('验证码已过期，请重新获取');
    // A code for another purpose does not log in.
    const other = await plantCode(t.database, { channel: 'sms', target: user.tel, purpose: 'account' }, t.clock);
    expect((await call(t.app, '/user/loginsms', { phone: user.tel, code: other })).code).toBe(201);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const user = await createActiveUser(t.app, mail);
    const token = await loginToken(t.app, user.email);
    expect(await call(t.app, '/user/logout', {}, { token })).toMatchObject({ code: 200, msg: '退出成功' });
    expect(await call(t.app, '/user/getMyinfo', {}, { token })).toMatchObject({ status: 401, code: 401 });
    expect((await call(t.app, '/user/logout', {}, { token })).status).toBe(401);
  });

  it('an expired token answers 401', async () => {
    const user = await createActiveUser(t.app, mail);
    const row = await userByEmail(user.email);
    const past = createSessionService(t.config, t.database, () => new Date(t.clock.ms() - 400 * 24 * 3600_000));
    const { token } = await past.createSession(row.id);
    expect((await call(t.app, '/user/getMyinfo', {}, { token })).status).toBe(401);
  });

  it('reset password: code by e-mail, new hash, every session revoked', async () => {
    const user = await createActiveUser(t.app, mail);
    const a = await loginToken(t.app, user.email);
    const b = await loginToken(t.app, user.email);
    const base = { email: user.email, password: 'Newer2025#', repassword: 'Newer2025#' };
    expect((await call(t.app, '/user/resetPwd', { ...base, code: '' })).msg).toBe('请输入验证码!');
    expect((await call(t.app, '/user/resetPwd', { ...base, code: '1', repassword: 'x' })).msg).toBe('密码不一致!');
    expect((await call(t.app, '/user/resetPwd', { ...base, code: '1', password: 'weakpass', repassword: 'weakpass' })).msg).toBe(
      '密码至少需要输入8位(大小写字母数字特殊字符)',
    );
    const code = await plantCode(t.database, { channel: 'email', target: user.email, purpose: 'reset' }, t.clock);
    expect((await call(t.app, '/user/resetPwd', { ...base, code: code === '111111' ? '222222' : '111111' })).msg).toBe('验证码错误');
    expect(await call(t.app, '/user/resetPwd', { ...base, code })).toMatchObject({ code: 200, msg: '修改成功!!!' });
    expect((await call(t.app, '/user/getMyinfo', {}, { token: a })).status).toBe(401);
    expect((await call(t.app, '/user/getMyinfo', {}, { token: b })).status).toBe(401);
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).msg).toBe('邮箱或密码错误');
    expect((await call(t.app, '/user/login', { email: user.email, password: 'Newer2025#' })).code).toBe(200);
    // The code was used up.
    expect((await call(t.app, '/user/resetPwd', { ...base, code })).code).toBe(201);
  });
});
