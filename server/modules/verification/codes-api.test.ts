import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { limitCounters, users, verificationCodes } from '../../db/schema/index.ts';
import { createJobHandlers } from '../../jobs/handlers/index.ts';
import { sendMail } from '../../jobs/kinds/send-mail.ts';
import { sendSms } from '../../jobs/kinds/send-sms.ts';
import type { JobKind } from '../../jobs/kinds/job-kind.ts';
import { readOutbox } from '../mail/outbox.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const silentLog = { info() {} } as never;

describe(`code sending calls on ${engine}`, () => {
  let t: TestApp;
  let ipCounter = 0;
  // Every test sends from its own address, so the per-IP daily cap of one test never blocks another.
  let ip = '';

  const post = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: ip });
    return res.json() as { code: number; msg: string; data: any };
  };

  /** Runs the queued jobs of one kind in this process, as the worker would. */
  const drain = async (kind: JobKind<any>) => {
    const handler = createJobHandlers(t.app.services).find((h) => h.kind === kind)!;
    const boss = t.app.services.jobs.boss();
    for (;;) {
      const jobs = await boss.fetch(kind.name, { batchSize: 10 });
      if (!jobs.length) return;
      for (const job of jobs) {
        await handler.run(job.data as object, { log: silentLog, jobId: job.id, signal: new AbortController().signal });
        await boss.complete(kind.name, job.id);
      }
    }
  };

  const addUser = async (values: Partial<typeof users.$inferInsert>) => {
    const [row] = await t.database.db.insert(users).values({ email: 'x@example.com', password_hash: 'x', status: 1, ...values }).returning({ id: users.id });
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await addUser({ email: 'active@example.com', tel: '13800000001', status: 1 });
    await addUser({ email: 'pending@example.com', tel: '13800000002', status: 0 });
    await addUser({ email: 'other@example.com', tel: '13800000003', status: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.0.${ipCounter}`;
  });

  it('faDuanxin isreg 1 sends a login code to a registered phone through the SMS outbox', async () => {
    const answer = await post('/duanxin/faDuanxin', { phone: '13800000001', isreg: 1 });
    expect(answer).toMatchObject({ code: 200, data: { info: '验证码已发送' } });
    await drain(sendSms);
    const messages = await readOutbox(t.config.paths.smsOutbox);
    const mine = messages.filter((m) => m.headers.Phone === '13800000001');
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toMatch(/^【澄源基因】您的验证码为\d{6}，10分钟内有效。$/);
    const code = mine[0].text.match(/\d{6}/)![0];
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '13800000001'));
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('login');
    expect(rows[0].code_hash).not.toContain(code);
    await expect(t.app.services.codes.verify({ channel: 'sms', target: '13800000001', purpose: 'login', code })).resolves.toBeUndefined();
  });

  it('faDuanxin refuses a bad or missing phone with the login page messages', async () => {
    expect(await post('/duanxin/faDuanxin', { phone: '12800000001', isreg: 1 })).toMatchObject({ code: 201, msg: '请输入正确的手机号' });
    expect(await post('/duanxin/faDuanxin', { phone: '1380000000', isreg: 1 })).toMatchObject({ code: 201, msg: '请输入正确的手机号' });
    expect(await post('/duanxin/faDuanxin', { isreg: 1 })).toMatchObject({ code: 201, msg: '手机号不能为空' });
    expect(await post('/duanxin/faDuanxin', { phone: '13800000001', isreg: 1, prefix: '1' })).toMatchObject({ code: 201 });
  });

  it('faDuanxin isreg 1 answers an unknown phone as a registered one but texts only the account\'s phone (decision 0017)', async () => {
    const unknown = await post('/duanxin/faDuanxin', { phone: '13912345678', isreg: 1 });
    expect(unknown).toEqual({ code: 200, msg: expect.any(String), data: { info: '验证码已发送' } });
    // A not yet activated account's phone gets its code: loginsms then tells its holder to activate.
    expect(await post('/duanxin/faDuanxin', { phone: '13800000002', isreg: 1 })).toEqual(unknown);
    // The code is recorded, so the 60-second rule answers alike too.
    expect((await post('/duanxin/faDuanxin', { phone: '13912345678', isreg: 1 })).msg).toBe('请60秒后再获取验证码');
    await drain(sendSms);
    const phones = (await readOutbox(t.config.paths.smsOutbox)).map((m) => m.headers.Phone);
    expect(phones).toContain('13800000002');
    expect(phones).not.toContain('13912345678');
  });

  it('faDuanxin takes the documented query-string form and the prefix 87', async () => {
    await addUser({ email: 'prefix@example.com', tel: '13800000011', status: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/duanxin/faDuanxin?phone=13800000011&isreg=1&prefix=87', remoteAddress: ip });
    expect(res.json()).toMatchObject({ code: 200, data: { info: '验证码已发送' } });
    await drain(sendSms);
    const text = (await readOutbox(t.config.paths.smsOutbox)).find((m) => m.headers.Phone === '13800000011')!;
    expect(text.headers).toMatchObject({ Prefix: '87', Purpose: 'login', To: '+87 13800000011' });
  });

  it('faDuanxin isreg 0 needs a session; any phone gets its code, bound to the account (decision 0017)', async () => {
    const uid = await addUser({ email: 'changer@example.com', tel: '13800000009', status: 1 });
    const { token } = await t.app.services.sessions.createSession(uid);
    const auth = { authentication: token };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/duanxin/faDuanxin', payload: { phone: '13700000000', isreg: 0 }, remoteAddress: ip });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401 });
    // Another user's number answers as a free one; the code goes to that phone, whose holder is not the requester.
    expect(await post('/duanxin/faDuanxin', { phone: '13800000003', isreg: 0 }, auth)).toMatchObject({ code: 200, data: { info: '验证码已发送' } });
    expect(await post('/duanxin/faDuanxin', { phone: '13700000000', isreg: 0 }, auth)).toMatchObject({ code: 200, data: { info: '验证码已发送' } });
    // Their own current number is not "used by another".
    expect(await post('/duanxin/faDuanxin', { phone: '13800000009', isreg: 0 }, auth)).toMatchObject({ code: 200 });
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '13700000000'));
    expect(rows.map((r) => [r.purpose, r.uid])).toEqual([['account', uid]]);
    await drain(sendSms);
    const text = (await readOutbox(t.config.paths.smsOutbox)).find((m) => m.headers.Phone === '13700000000')!;
    const code = text.text.match(/\d{6}/)![0];
    await expect(t.app.services.codes.verify({ channel: 'sms', target: '13700000000', purpose: 'account', code })).resolves.toBeUndefined();
  });

  it('faDuanxin refuses a second code within 60 s', async () => {
    await addUser({ email: 'twice@example.com', tel: '13800000010', status: 1 });
    expect(await post('/duanxin/faDuanxin', { phone: '13800000010', isreg: 1 })).toMatchObject({ code: 200 });
    const again = await post('/duanxin/faDuanxin', { phone: '13800000010', isreg: 1 });
    expect(again.code).toBe(201);
    expect(again.msg).toBe('请60秒后再获取验证码');
    // The app's clock moves only when the test moves it: the seconds left count down exactly.
    t.clock.advance(20_500);
    expect((await post('/duanxin/faDuanxin', { phone: '13800000010', isreg: 1 })).msg).toBe('请40秒后再获取验证码');
    t.clock.advance(39_499);
    expect((await post('/duanxin/faDuanxin', { phone: '13800000010', isreg: 1 })).msg).toBe('请1秒后再获取验证码');
    t.clock.advance(1);
    expect(await post('/duanxin/faDuanxin', { phone: '13800000010', isreg: 1 })).toMatchObject({ code: 200 });
  });

  it('sendEmailCode answers alike for known and unknown addresses; only the known one gets mail', async () => {
    const known = await post('/user/sendEmailCode', { email: 'Active@Example.com' });
    const unknown = await post('/user/sendEmailCode', { email: 'stranger@example.com' });
    const pending = await post('/user/sendEmailCode', { email: 'pending@example.com' });
    expect(known).toEqual({ code: 200, msg: expect.any(String), data: { info: '验证码已发送' } });
    expect(unknown).toEqual(known);
    expect(pending).toEqual(known);
    // The throttle answers alike too.
    const knownAgain = await post('/user/sendEmailCode', { email: 'active@example.com' });
    const unknownAgain = await post('/user/sendEmailCode', { email: 'stranger@example.com' });
    expect(knownAgain.code).toBe(201);
    expect(unknownAgain.code).toBe(201);
    expect(unknownAgain.msg).toBe('请60秒后再获取验证码');
    expect(knownAgain).toEqual(unknownAgain);

    await drain(sendMail);
    const mails = await readOutbox(t.config.paths.mailOutbox);
    expect(mails.map((m) => m.to).toSorted()).toEqual(['active@example.com', 'pending@example.com']);
    const mail = mails.find((m) => m.to === 'active@example.com')!;
    expect(mail.subject).toBe('【澄源基因】找回密码验证码');
    const code = mail.text.match(/验证码为：(\d{6})/)![1];
    await expect(t.app.services.codes.verify({ channel: 'email', target: 'active@example.com', purpose: 'reset', code })).resolves.toBeUndefined();
  });

  it('sendEmailCode validates the address with the form messages', async () => {
    expect(await post('/user/sendEmailCode', {})).toMatchObject({ code: 201, msg: '请输入邮箱!' });
    expect(await post('/user/sendEmailCode', { email: 'not-an-address' })).toMatchObject({ code: 201, msg: '邮箱地址不合法!' });
  });

  it('caps the codes one IP may request per day through the calls', async () => {
    // 30 codes already requested from this address today (as many calls would leave the counter).
    const counter = { hits: 30, window_start: t.clock(), reset_at: new Date(t.clock.ms() + 3600_000) };
    await t.database.db
      .insert(limitCounters)
      .values({ key: `code:day:ip:${ip}`, ...counter })
      .onConflictDoUpdate({ target: limitCounters.key, set: counter });
    expect(await post('/user/sendEmailCode', { email: 'fresh@example.com' })).toMatchObject({ code: 201, msg: '今日获取验证码次数过多，请明天再试' });
  });
});

