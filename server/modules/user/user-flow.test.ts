// The account calls together with the real companion calls: captcha from /help/verify, the
// activation mail written to the file outbox, codes from faDuanxin and sendEmailCode (read where the
// delivery jobs would take them, never from an API answer).
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { call, CAPTCHA, PASSWORD, registration, plantRegions } from '../../../test/support/user-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  await plantRegions(t.database);
  await t.app.ready();
});

afterAll(async () => {
  await t?.close();
});

describe('account flow with the real companion calls', () => {
  it('register → outbox mail → activate → password login → SMS login → reset password', async () => {
    const mailSend = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('job');
    const smsSend = vi.spyOn(t.app.services.sms, 'send').mockResolvedValue('job');

    const captcha = await call(t.app, '/help/verify');
    expect(captcha.data.key).toEqual(expect.any(String));
    const form = registration({ captcha_key: captcha.data.key });
    expect((await call(t.app, '/user/register', form)).msg).toBe('注册成功');

    // Deliver the queued message the way the send-mail job does, and read the outbox file.
    const message = mailSend.mock.calls.at(-1)![0];
    const delivery = await t.app.services.mail.deliverNow(message);
    expect(delivery.transport).toBe('outbox');
    const file = await fs.readFile(delivery.id, 'utf8');
    const link = file.match(/http:\/\/\S+\/api\/v1\/user\/activate\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    const activation = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(activation.headers.location).toBe('/login?activated=1');

    expect((await call(t.app, '/user/login', { email: form.email, password: PASSWORD })).code).toBe(200);

    const sent = await call(t.app, '/duanxin/faDuanxin', { phone: form.tel, isreg: 1, prefix: '86' });
    expect(sent.code).toBe(200);
    expect(JSON.stringify(sent)).not.toMatch(/\d{6}/);
    const smsCode = smsSend.mock.calls.at(-1)![0].code;
    const sms = await call(t.app, '/user/loginsms', { phone: form.tel, code: smsCode, prefix: '86' });
    expect(sms.code).toBe(200);
    const token = sms.data.info.token;

    expect((await call(t.app, '/user/sendEmailCode', { email: form.email })).code).toBe(200);
    const codeMail = mailSend.mock.calls.at(-1)![0];
    const emailCode = codeMail.text.match(/\d{6}/)![0];
    const reset = await call(t.app, '/user/resetPwd', { email: form.email, code: emailCode, password: 'Fresh2025$', repassword: 'Fresh2025$' });
    expect(reset.msg).toBe('修改成功!!!');
    expect((await call(t.app, '/user/getMyinfo', {}, { token })).status).toBe(401);
    expect((await call(t.app, '/user/login', { email: form.email, password: 'Fresh2025$' })).code).toBe(200);
  });
});
