// A new login e-mail (changeEmailCode, changeEmail): the password, a code sent to the new address
// and usable only by the account that asked, the old address told, every other session ended.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { call, CAPTCHA, captureMail, createActiveUser, loginToken, PASSWORD, plantCode, plantRegions } from '../../../test/support/user-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  await t.app.ready();
  await plantRegions(t.database);
  mail = captureMail(t.app);
});

afterAll(async () => {
  await t?.close();
});

const freshAddress = () => `new.address${++counter}.${process.pid}@example.com`;

async function loggedIn() {
  const user = await createActiveUser(t.app, mail);
  const token = await loginToken(t.app, user.email);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
  return { ...user, token, id: row.id };
}

/** The code of the newest mail to `to`. */
function mailedCode(to: string): string {
  const message = mail.messages().findLast((m) => m.to === to);
  const match = message?.text.match(/验证码为：(\d{6})/);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

const wrongCode = (code: string) => (code === '111111' ? '222222' : '111111');

describe('changeEmailCode and changeEmail', () => {
  it('changes the login e-mail with the password and the code sent to the new address', async () => {
    const user = await loggedIn();
    const otherDevice = await loginToken(t.app, user.email);
    const address = freshAddress();

    const sent = await call(t.app, '/user/changeEmailCode', { email: address.toUpperCase(), password: PASSWORD }, { token: user.token });
    expect(sent).toMatchObject({ code: 200, data: { info: '验证码已发送至新邮箱，请查收' } });
    const codeMail = mail.messages().findLast((m) => m.to === address);
    expect(codeMail?.subject).toBe('【澄源基因】更换登录邮箱验证码');
    const code = mailedCode(address);

    expect((await call(t.app, '/user/changeEmail', { email: address, code: wrongCode(code) }, { token: user.token })).msg).toBe('验证码错误');
    const before = mail.messages().length;
    const res = await call(t.app, '/user/changeEmail', { email: address, code }, { token: user.token });
    expect(res).toMatchObject({ code: 200, msg: '登录邮箱已更换，请使用新邮箱登录', data: { id: user.id, email: address, username: address } });

    // The old address is told, with what to do if it was not its owner.
    const told = mail.messages().slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: user.email, subject: '【澄源基因】您的登录邮箱已更换' });
    expect(told[0].text).toContain(address);
    expect(told[0].text).toContain('如非本人操作');

    // Every other session ended; this one goes on.
    expect((await call(t.app, '/user/getMyinfo', {}, { token: otherDevice })).status).toBe(401);
    expect((await call(t.app, '/user/getMyinfo', {}, { token: user.token })).data.email).toBe(address);
    // The new address logs in, the old one no longer.
    expect((await call(t.app, '/user/login', { email: address, password: PASSWORD })).code).toBe(200);
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).msg).toBe('邮箱或密码错误');
    // The code is spent.
    expect((await call(t.app, '/user/changeEmail', { email: address, code }, { token: user.token })).code).toBe(201);
  });

  it('refuses a wrong password, sends nothing and counts it as a failed login; the 5th ends the session', async () => {
    const user = await loggedIn();
    const address = freshAddress();
    expect((await call(t.app, '/user/changeEmailCode', { email: address }, { token: user.token })).msg).toBe('请输入密码');
    for (let i = 0; i < 4; i += 1) {
      const res = await call(t.app, '/user/changeEmailCode', { email: address, password: 'Wrong#2024' }, { token: user.token });
      expect(res).toMatchObject({ code: 201, msg: '密码错误' });
    }
    // A stolen session gets 5 guesses at the password it does not know, then it is over.
    const fifth = await call(t.app, '/user/changeEmailCode', { email: address, password: 'Wrong#2024' }, { token: user.token });
    expect(fifth).toMatchObject({ code: 201, msg: '密码错误次数过多，已退出登录，请重新登录' });
    expect((await call(t.app, '/user/changeEmailCode', { email: address, password: PASSWORD }, { token: user.token })).status).toBe(401);
    expect((await call(t.app, '/user/getMyinfo', {}, { token: user.token })).status).toBe(401);
    expect(mail.messages().some((m) => m.to === address)).toBe(false);
    // The five wrong passwords were login failures too: password login is locked as after five at login.
    expect((await call(t.app, '/user/login', { email: user.email, password: PASSWORD })).msg).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('refuses an expired code', async () => {
    const user = await loggedIn();
    const address = freshAddress();
    const code = await plantCode(t.database, { channel: 'email', target: address, purpose: 'email_change', uid: user.id, expiresInMs: -1000 }, t.clock);
    expect((await call(t.app, '/user/changeEmail', { email: address, code }, { token: user.token })).msg).toBe('验证码已过期，请重新获取');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe(user.email);
  });

  it('takes a code only for the address it was sent to, from the account that asked, for this purpose', async () => {
    const user = await loggedIn();
    const thief = await loggedIn();
    const address = freshAddress();
    await call(t.app, '/user/changeEmailCode', { email: address, password: PASSWORD }, { token: user.token });
    const code = mailedCode(address);
    // Another account holding the code (a stolen mailbox, a shared link) cannot use it.
    expect((await call(t.app, '/user/changeEmail', { email: address, code }, { token: thief.token })).msg).toBe('验证码错误');
    // Nor does it confirm another address.
    expect((await call(t.app, '/user/changeEmail', { email: freshAddress(), code }, { token: user.token })).msg).toBe('验证码错误');
    // A password-reset code of the address is not a change code.
    const other = freshAddress();
    const reset = await plantCode(t.database, { channel: 'email', target: other, purpose: 'reset' }, t.clock);
    expect((await call(t.app, '/user/changeEmail', { email: other, code: reset }, { token: user.token })).msg).toBe('验证码错误');
    // The owner's code still works afterwards.
    expect((await call(t.app, '/user/changeEmail', { email: address, code }, { token: user.token })).code).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, thief.id));
    expect(row.email).toBe(thief.email);
  });

  it("answers another account's address like a free one, mails that address a notice and no code", async () => {
    const user = await loggedIn();
    const owner = await loggedIn();
    const free = await call(t.app, '/user/changeEmailCode', { email: freshAddress(), password: PASSWORD }, { token: user.token });
    const before = mail.messages().length;
    const taken = await call(t.app, '/user/changeEmailCode', { email: owner.email, password: PASSWORD }, { token: user.token });
    expect(taken).toEqual(free);
    const sent = mail.messages().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: owner.email, subject: '【澄源基因】本邮箱已有账号' });
    expect(sent[0].text).not.toMatch(/\d{6}/);
    // A guess cannot take it either.
    expect((await call(t.app, '/user/changeEmail', { email: owner.email, code: '123456' }, { token: user.token })).msg).toBe('验证码错误');
  });

  it('needs a session and a new address', async () => {
    const user = await loggedIn();
    expect((await call(t.app, '/user/changeEmailCode', { email: freshAddress(), password: PASSWORD })).status).toBe(401);
    expect((await call(t.app, '/user/changeEmail', { email: freshAddress(), code: '123456' })).status).toBe(401);
    expect((await call(t.app, '/user/changeEmailCode', { email: user.email.toUpperCase(), password: PASSWORD }, { token: user.token })).msg).toBe(
      '新邮箱与当前邮箱相同',
    );
    expect((await call(t.app, '/user/changeEmailCode', { email: '', password: PASSWORD }, { token: user.token })).msg).toBe('请输入新邮箱!');
    expect((await call(t.app, '/user/changeEmailCode', { email: 'no-at-sign', password: PASSWORD }, { token: user.token })).msg).toBe(
      '邮箱地址不合法!',
    );
    expect((await call(t.app, '/user/changeEmail', { email: freshAddress(), code: '' }, { token: user.token })).msg).toBe('请输入验证码!');
  });
});
