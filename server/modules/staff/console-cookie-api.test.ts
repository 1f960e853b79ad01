// The console's page cookie (decision 0091): the sign-in sets it beside the token, HttpOnly,
// SameSite=Strict, Path=/admin, expiring with the session (Secure on an https site); signing out clears
// it; a step that signs no one in sets none; and it opens no call of the admin API, which reads the
// `authentication` header alone.
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createStaff, STAFF_PASSWORD } from '../../../test/support/staff-test-kit.ts';
import { CONSOLE_COOKIE, consoleTokenOf } from '../../http/console-cookie.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  [t, https] = await Promise.all([createTestApp(), createTestApp({ PUBLIC_URL: 'https://shop.example.com' })]);
  await Promise.all([t.app.ready(), https.app.ready()]);
});

afterAll(async () => {
  await Promise.all([t?.close(), https?.close()]);
});

async function post(app: TestApp, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'POST', url: `/api/admin/v1${path}`, payload: body, headers });
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { body: res.json() as { code: number; msg: string; data: any }, cookies: setCookies.map((text) => ({ text, ...parseSetCookie(text) })) };
}

describe('the console page cookie', () => {
  it('comes with a sign-in: the token, HttpOnly, SameSite=Strict, Path=/admin, until the session expires', async () => {
    const member = await createStaff(t.app, ['sales']);
    const { body, cookies } = await post(t, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(body.code).toBe(200);
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie).toMatchObject({ name: CONSOLE_COOKIE, value: body.data.token, path: '/admin', httpOnly: true, sameSite: 'strict' });
    expect(cookie!.secure ?? false).toBe(false);
    expect(cookie!.expires?.getTime()).toBe(Math.floor(Date.parse(body.data.expires_at) / 1000) * 1000);
  });

  it('is Secure on a site served over https', async () => {
    const member = await createStaff(https.app, ['lab']);
    const { cookies } = await post(https, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(cookies[0]).toMatchObject({ name: CONSOLE_COOKIE, secure: true, httpOnly: true, sameSite: 'strict' });
  });

  it('is not set by a refused sign-in nor by the step that asks for the two-step code', async () => {
    const member = await createStaff(t.app, ['editor']);
    const wrong = await post(t, '/auth/login', { email: member.email, password: 'Wrong#pass1' });
    expect([wrong.body.code, wrong.cookies]).toEqual([201, []]);

    const first = await post(t, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    const token = first.body.data.token as string;
    const setup = await post(t, '/auth/totpSetup', {}, { authentication: token });
    await post(t, '/auth/totpConfirm', { totp: totpCode(setup.body.data.secret, t.clock()) }, { authentication: token });
    const step = await post(t, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    expect(step.body.data).toMatchObject({ step: 'totp', token: null });
    expect(step.cookies).toEqual([]);
  });

  it('is cleared by signing out', async () => {
    const member = await createStaff(t.app, ['lab']);
    const { body } = await post(t, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    const out = await post(t, '/auth/logout', {}, { authentication: body.data.token });
    expect(out.body.code).toBe(200);
    expect(out.cookies).toHaveLength(1);
    expect(out.cookies[0]).toMatchObject({ name: CONSOLE_COOKIE, value: '', path: '/admin', httpOnly: true, sameSite: 'strict' });
    expect(out.cookies[0]!.expires!.getTime()).toBe(0);
  });

  it('opens no call of the admin API: without the header the session is not there', async () => {
    const member = await createStaff(t.app, ['admin']);
    const { body } = await post(t, '/auth/login', { email: member.email, password: STAFF_PASSWORD });
    const cookie = `${CONSOLE_COOKIE}=${body.data.token}`;
    for (const path of ['/auth/me', '/orders/list', '/staff/list']) {
      const answer = await post(t, path, {}, { cookie });
      expect([path, answer.body.code, answer.body.msg]).toEqual([path, 401, '请先登录!']);
    }
    // With the header, the same session answers.
    expect((await post(t, '/auth/me', {}, { authentication: body.data.token })).body.code).toBe(200);
  });
});

describe('consoleTokenOf', () => {
  const of = (cookie: string | undefined) => consoleTokenOf({ headers: cookie === undefined ? {} : { cookie } } as never);
  it('reads the cookie among others and refuses what no session token can be', () => {
    expect(of(undefined)).toBeNull();
    expect(of('a=1; b=2')).toBeNull();
    expect(of(`theme=dark; ${CONSOLE_COOKIE}=abc_DEF-123; lang=zh`)).toBe('abc_DEF-123');
    expect(of(`${CONSOLE_COOKIE}=`)).toBeNull();
    expect(of(`${CONSOLE_COOKIE}=${'x'.repeat(257)}`)).toBeNull();
  });
});
