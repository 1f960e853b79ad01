// Staff sign-in through /api/admin/v1: password, TOTP (required once enrolled, one use per code), the
// throttle (atomic under simultaneous requests), sessions (lifetime, idle timeout, logout), and that
// staff and customer tokens mean nothing on each other's API.
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { limitCounters, staff, staffSessions } from '../../db/schema/index.ts';
import { sessionsCleanupHandler } from '../../jobs/handlers/sessions-cleanup.ts';
import { call } from '../../../test/support/user-test-kit.ts';
import { adminCall, createStaff, customerToken, STAFF_PASSWORD } from '../../../test/support/staff-test-kit.ts';
import { totpCode } from './totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});

afterAll(async () => {
  await t?.close();
});

const login = (body: Record<string, unknown>, ip?: string) => adminCall(t.app, '/auth/login', body, { ip });
const memberRow = async (id: number) => (await t.database.db.select().from(staff).where(eq(staff.id, id)))[0];

/** Enrols TOTP through the API and answers the secret. */
async function enrol(token: string): Promise<string> {
  const setup = await adminCall(t.app, '/auth/totpSetup', {}, { token });
  expect(setup.code).toBe(200);
  const confirmed = await adminCall(t.app, '/auth/totpConfirm', { totp: totpCode(setup.data.secret, t.clock()) }, { token });
  expect(confirmed.code).toBe(200);
  return setup.data.secret;
}

describe('password sign-in', () => {
  it('signs in a member without TOTP in one step and records the time', async () => {
    const member = await createStaff(t.app, ['sales'], { email: 'Sales.One@example.com'.toLowerCase() });
    const res = await login({ email: ' Sales.One@Example.com ', password: STAFF_PASSWORD });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ step: 'done', must_enrol: false });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 12 hours by default.
    expect(Date.parse(res.data.expires_at) - t.clock.ms()).toBe(12 * 3600_000);
    expect((await memberRow(member.id)).last_login_at).not.toBeNull();

    const me = await adminCall(t.app, '/auth/me', {}, { token: res.data.token });
    expect(me.data).toMatchObject({ id: member.id, email: 'sales.one@example.com', roles: ['sales'], scope: 'full', totp_enabled: false });
    expect(me.data).not.toHaveProperty('password_hash');
    expect(me.data).not.toHaveProperty('totp_secret');
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    const member = await createStaff(t.app, ['lab']);
    const wrong = await login({ email: member.email, password: 'Wrong#pass1' });
    const unknown = await login({ email: 'nobody@example.com', password: STAFF_PASSWORD });
    expect([wrong.status, wrong.code, wrong.msg]).toEqual([200, 201, '邮箱或密码错误']);
    expect([unknown.code, unknown.msg]).toEqual([201, '邮箱或密码错误']);
  });

  it('validates the form with its messages', async () => {
    expect((await login({ password: STAFF_PASSWORD })).msg).toBe('请输入邮箱');
    expect((await login({ email: 'not-an-email', password: 'x' })).msg).toBe('邮箱格式不正确');
    expect((await login({ email: 'a@example.com' })).msg).toBe('请输入密码');
  });

  it('refuses a disabled member, but only after the right password', async () => {
    const member = await createStaff(t.app, ['editor']);
    await t.database.db.update(staff).set({ status: 0 }).where(eq(staff.id, member.id));
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).msg).toBe('账号已停用');
    expect((await login({ email: member.email, password: 'Wrong#pass1' })).msg).toBe('邮箱或密码错误');
    // A disabled member's live session ends with them.
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).status).toBe(401);
  });
});

describe('TOTP', () => {
  it('enrols: a pending secret with its otpauth address and QR code, confirmed by a code', async () => {
    const member = await createStaff(t.app, ['lab']);
    const setup = await adminCall(t.app, '/auth/totpSetup', {}, { token: member.token });
    expect(setup.code).toBe(200);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.otpauth_url).toContain('otpauth://totp/');
    expect(decodeURIComponent(setup.data.otpauth_url)).toContain('澄源基因运营后台');
    expect(decodeURIComponent(setup.data.otpauth_url)).toContain(member.email);
    expect(setup.data.qrcode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Still pending: sign-in does not ask for a code yet.
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).data.step).toBe('done');

    const wrong = await adminCall(t.app, '/auth/totpConfirm', { totp: '000000' === totpCode(setup.data.secret, t.clock()) ? '111111' : '000000' }, { token: member.token });
    expect(wrong.msg).toBe('动态验证码错误');
    expect((await adminCall(t.app, '/auth/totpConfirm', { totp: '12a' }, { token: member.token })).msg).toBe('动态验证码错误');
    const ok = await adminCall(t.app, '/auth/totpConfirm', { totp: totpCode(setup.data.secret, t.clock()) }, { token: member.token });
    expect(ok.data).toMatchObject({ totp_enabled: true, scope: 'full' });
    expect((await adminCall(t.app, '/auth/totpSetup', {}, { token: member.token })).msg).toBe('两步验证已开启');
    expect((await adminCall(t.app, '/auth/totpConfirm', { totp: '123456' }, { token: member.token })).msg).toBe('两步验证已开启');
  });

  it('refuses a confirmation before a set-up', async () => {
    const member = await createStaff(t.app, ['lab']);
    expect((await adminCall(t.app, '/auth/totpConfirm', { totp: '123456' }, { token: member.token })).msg).toBe('请先获取二维码');
  });

  it('asks for the code after the right password, refuses a wrong one and accepts a code once', async () => {
    const member = await createStaff(t.app, ['sales']);
    const secret = await enrol(member.token);
    const now = t.clock();

    const first = await login({ email: member.email, password: STAFF_PASSWORD });
    expect(first.data).toEqual({ step: 'totp', token: null, expires_at: null, must_enrol: false });
    // The wrong password still answers as before: the code step does not tell it was right.
    expect((await login({ email: member.email, password: 'Wrong#pass1', totp: totpCode(secret, now) })).msg).toBe('邮箱或密码错误');

    const wrongCode = totpCode(secret, new Date(now.getTime() + 10 * 60_000));
    expect((await login({ email: member.email, password: STAFF_PASSWORD, totp: wrongCode })).msg).toBe('动态验证码错误');

    // The confirmation used the current step; the next step's code (one step ahead is accepted) signs in.
    const next = totpCode(secret, new Date(now.getTime() + 30_000));
    const signedIn = await login({ email: member.email, password: STAFF_PASSWORD, totp: next });
    expect(signedIn.data).toMatchObject({ step: 'done', must_enrol: false });
    expect(signedIn.data.token).toEqual(expect.any(String));
    // The same code again, or an older one, is refused.
    expect((await login({ email: member.email, password: STAFF_PASSWORD, totp: next })).msg).toBe('动态验证码错误');
    expect((await login({ email: member.email, password: STAFF_PASSWORD, totp: totpCode(secret, now) })).msg).toBe('动态验证码错误');
    // Refused codes count as failed attempts (the sign-in between cleared the earlier two).
    const [counter] = await t.database.db.select().from(limitCounters).where(eq(limitCounters.key, `staff-login:account:${member.email}`));
    expect(counter.hits).toBe(2);
  });
});

describe('the sign-in throttle', () => {
  it('evaluates at most 5 of 20 simultaneous wrong passwords from one address, then refuses even the right one there', async () => {
    const member = await createStaff(t.app, ['lab']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: member.email, password: `Wrong#pass${i}` }, '10.9.9.9')),
    );
    const messages = answers.map((a) => a.msg);
    expect(messages.filter((m) => m === '邮箱或密码错误').length).toBe(5);
    expect(messages.filter((m) => m === '尝试次数过多，请15分钟后再试').length).toBe(15);
    expect(answers.every((a) => a.code === 201 || a.status === 429)).toBe(true);

    const right = await login({ email: member.email, password: STAFF_PASSWORD }, '10.9.9.9');
    expect([right.code, right.msg]).toEqual([201, '尝试次数过多，请15分钟后再试']);
    // Elsewhere the member is asked for a captcha, not refused (staff-lockout-api.test.ts).
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).data.step).toBe('captcha');
    // Staff keys of their own: the customer counters of the same e-mail stay empty.
    expect(await t.database.db.select().from(limitCounters).where(eq(limitCounters.key, `login:account:${member.email}`))).toEqual([]);
  });

  it('limits one address to 20 failures over any accounts', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 20; i++) expect((await login({ email: `guess${i}@example.com`, password: 'Wrong#pass1' }, ip)).msg).toBe('邮箱或密码错误');
    const member = await createStaff(t.app, ['lab']);
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, ip)).msg).toBe('尝试次数过多，请15分钟后再试');
    expect((await login({ email: member.email, password: STAFF_PASSWORD }, '10.8.8.9')).code).toBe(200);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    const member = await createStaff(t.app, ['lab']);
    for (let i = 0; i < 4; i++) await login({ email: member.email, password: 'Wrong#pass1' });
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).code).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: member.email, password: 'Wrong#pass1' });
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).code).toBe(200);
  });
});

describe('staff sessions', () => {
  it('ends after 30 idle minutes and at its expiry', async () => {
    const member = await createStaff(t.app, ['lab']);
    const idle = await createStaff(t.app, ['lab']);
    expect((await adminCall(t.app, '/auth/me', {}, { token: idle.token })).code).toBe(200);
    await t.database.db.update(staffSessions).set({ last_seen_at: new Date(t.clock.ms() - 31 * 60_000) }).where(eq(staffSessions.staff_id, idle.id));
    const idleAnswer = await adminCall(t.app, '/auth/me', {}, { token: idle.token });
    expect([idleAnswer.status, idleAnswer.msg]).toEqual([401, '登录已过期，请重新登录']);

    await t.database.db.update(staffSessions).set({ last_seen_at: new Date(t.clock.ms() - 29 * 60_000) }).where(eq(staffSessions.staff_id, member.id));
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).code).toBe(200);
    await t.database.db.update(staffSessions).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(eq(staffSessions.staff_id, member.id));
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).status).toBe(401);
  });

  it('tells a call without a token to sign in, and only a dead token that it expired (issue 35 point 11)', async () => {
    const none = await adminCall(t.app, '/auth/me', {});
    expect([none.status, none.msg]).toEqual([401, '请先登录!']);
    const blank = await adminCall(t.app, '/orders/list', {}, { token: '   ' });
    expect([blank.status, blank.msg]).toEqual([401, '请先登录!']);
    const stale = await adminCall(t.app, '/orders/list', {}, { token: 'no-such-session-token' });
    expect([stale.status, stale.msg]).toEqual([401, '登录已过期，请重新登录']);
  });

  it('logs out this session only', async () => {
    const member = await createStaff(t.app, ['lab']);
    const other = (await login({ email: member.email, password: STAFF_PASSWORD })).data.token;
    expect((await adminCall(t.app, '/auth/logout', {}, { token: member.token })).code).toBe(200);
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).status).toBe(401);
    expect((await adminCall(t.app, '/auth/me', {}, { token: other })).code).toBe(200);
  });

  it('changes the own password with the old one; the other sessions end', async () => {
    const member = await createStaff(t.app, ['editor']);
    const other = (await login({ email: member.email, password: STAFF_PASSWORD })).data.token;
    expect((await adminCall(t.app, '/auth/password', { old_password: 'Wrong#pass1', password: 'New#pass2026' }, { token: member.token })).msg).toBe('原密码错误');
    expect((await adminCall(t.app, '/auth/password', { old_password: STAFF_PASSWORD, password: 'weakpass' }, { token: member.token })).msg).toBe(
      '密码至少8位，且须包含字母、数字和特殊字符',
    );
    expect((await adminCall(t.app, '/auth/password', { old_password: STAFF_PASSWORD, password: 'New#pass2026' }, { token: member.token })).code).toBe(200);
    expect((await adminCall(t.app, '/auth/me', {}, { token: member.token })).code).toBe(200);
    expect((await adminCall(t.app, '/auth/me', {}, { token: other })).status).toBe(401);
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).msg).toBe('邮箱或密码错误');
    expect((await login({ email: member.email, password: 'New#pass2026' })).code).toBe(200);
  });

  it('are deleted by the sessions-cleanup job once expired, revoked or idle', async () => {
    const live = await createStaff(t.app, ['lab']);
    const sessions = t.app.services.staffSessions;
    const expired = await sessions.create(live.id, 'full');
    const revoked = await sessions.create(live.id, 'full');
    const idle = await sessions.create(live.id, 'full');
    await t.database.db.update(staffSessions).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(eq(staffSessions.id, expired.id));
    await sessions.revoke(revoked.id);
    await t.database.db.update(staffSessions).set({ last_seen_at: new Date(t.clock.ms() - 31 * 60_000) }).where(eq(staffSessions.id, idle.id));

    const handler = sessionsCleanupHandler(t.app.services);
    const counts = (await handler.run({}, { log: Fastify({ logger: false }).log, jobId: 'test', signal: new AbortController().signal })) as Record<string, number>;
    expect(counts.staffSessions).toBeGreaterThanOrEqual(3);
    const left = await t.database.db.select({ id: staffSessions.id }).from(staffSessions).where(inArray(staffSessions.id, [expired.id, revoked.id, idle.id]));
    expect(left).toEqual([]);
    expect(await adminCall(t.app, '/auth/me', {}, { token: live.token }).then((r) => r.code)).toBe(200);
  });

  it('keeps staff and customer tokens apart', async () => {
    const customer = await customerToken(t.app);
    expect((await call(t.app, '/user/getMyinfo', {}, { token: customer })).code).toBe(200);
    const asStaff = await adminCall(t.app, '/auth/me', {}, { token: customer });
    expect(asStaff.status).toBe(401);

    const member = await createStaff(t.app, ['admin']);
    const asCustomer = await call(t.app, '/user/getMyinfo', {}, { token: member.token });
    expect(asCustomer.status).toBe(401);
    expect((await call(t.app, '/user/addrList', {}, { token: member.token })).status).toBe(401);
  });
});

describe('admins must enrol TOTP in production', () => {
  let prod: TestApp;

  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
    await prod.app.ready();
  });

  afterAll(async () => {
    await prod?.close();
  });

  it('gives an admin without TOTP a session that may only enrol, widened by the confirmation', async () => {
    const member = await createStaff(prod.app, ['admin']);
    const res = await adminCall(prod.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(res.data).toMatchObject({ step: 'done', must_enrol: true });
    const token = res.data.token as string;

    expect((await adminCall(prod.app, '/auth/me', {}, { token })).data.scope).toBe('enrol');
    const blocked = await adminCall(prod.app, '/staff/list', {}, { token });
    expect([blocked.status, blocked.msg]).toEqual([403, '请先绑定动态验证码（两步验证）']);
    expect((await adminCall(prod.app, '/auth/password', { old_password: STAFF_PASSWORD, password: 'New#pass2026' }, { token })).status).toBe(403);

    const setup = await adminCall(prod.app, '/auth/totpSetup', {}, { token });
    const confirmed = await adminCall(prod.app, '/auth/totpConfirm', { totp: totpCode(setup.data.secret, prod.clock()) }, { token });
    expect(confirmed.data).toMatchObject({ scope: 'full', totp_enabled: true });
    expect((await adminCall(prod.app, '/staff/list', {}, { token })).code).toBe(200);
  });

  it('gives other roles a full session without TOTP', async () => {
    const member = await createStaff(prod.app, ['lab', 'sales']);
    const res = await adminCall(prod.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(res.data).toMatchObject({ step: 'done', must_enrol: false });
  });

  it('lets an enrolling admin log out', async () => {
    const member = await createStaff(prod.app, ['admin']);
    const { token } = (await adminCall(prod.app, '/auth/login', { email: member.email, password: STAFF_PASSWORD })).data;
    expect((await adminCall(prod.app, '/auth/logout', {}, { token })).code).toBe(200);
    expect((await adminCall(prod.app, '/auth/me', {}, { token })).status).toBe(401);
  });
});
