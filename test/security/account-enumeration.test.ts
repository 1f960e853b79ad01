// An outsider cannot find out who has an account (decision 0017): every call that takes an e-mail
// or a phone answers a registered one exactly as an unregistered one (HTTP status and the whole
// body), the first time and when asked again (the 60-second throttles). The attacker here holds a
// session of an account of their own, as one would who registered just to probe.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import {
  call,
  CAPTCHA,
  captchaKey,
  captureMail,
  createActiveUser,
  loginToken,
  nextTel,
  PASSWORD,
  plantRegions,
  registration,
} from '../support/user-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
/** The prober's own session. */
let attacker: { email: string; tel: string; token: string; id: number };

const unknownEmail = () => `nobody${randomInt(1e9)}@example.com`;
/** A number no account uses (the kit's numbers start with 139). */
const unknownTel = () => `137${String(randomInt(1e8)).padStart(8, '0')}`;

/** Everything an outsider sees of an answer. */
type Answer = Awaited<ReturnType<typeof call>>;
const seen = (answer: Answer) => ({ status: answer.status, code: answer.code, msg: answer.msg, data: answer.data });

/**
 * Fresh accounts to probe, one per state (activated, not yet activated, disabled by staff), so the
 * throttles an earlier test started for their addresses do not mix into the next comparison.
 */
async function probed() {
  const active = await createActiveUser(t.app, mail);
  const form = registration({ captcha_key: await captchaKey(t.app) });
  await call(t.app, '/user/register', form);
  const disabled = await createActiveUser(t.app, mail);
  await t.database.db.update(users).set({ status: 2 }).where(eq(users.email, disabled.email));
  return { active, pending: { email: form.email, tel: form.tel }, disabled };
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  await t.app.ready();
  await plantRegions(t.database);
  mail = captureMail(t.app);
  const a = await createActiveUser(t.app, mail);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, a.email));
  attacker = { ...a, token: await loginToken(t.app, a.email), id: row.id };
});

afterAll(async () => {
  await t?.close();
});

/** Asks `ask(value)` for each value twice (first answer and the throttled one) and compares. */
async function expectAlike(values: string[], ask: (value: string) => Promise<Answer>) {
  const answers = [];
  for (const value of values) answers.push([seen(await ask(value)), seen(await ask(value))]);
  for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  return answers[0];
}

describe('no account enumeration', () => {
  it('register: a registered e-mail (any state) answers as a new one', async () => {
    const { active, pending, disabled } = await probed();
    const first = await expectAlike([unknownEmail(), active.email, pending.email.toUpperCase(), disabled.email], async (email) =>
      call(t.app, '/user/register', registration({ email, captcha_key: await captchaKey(t.app) })),
    );
    expect(first[0]).toEqual({ status: 200, code: 200, msg: '注册成功', data: null });
    // Nothing was created or changed for the registered addresses.
    for (const email of [active.email, pending.email, disabled.email]) {
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    }
  });

  it('register: a registered phone answers as a new one', async () => {
    const { active, pending } = await probed();
    const answers = [];
    for (const tel of [nextTel(), active.tel, pending.tel]) {
      answers.push(seen(await call(t.app, '/user/register', registration({ tel, captcha_key: await captchaKey(t.app) }))));
    }
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
  });

  it('faDuanxin isreg 1 (SMS login code): a registered phone answers as an unknown one', async () => {
    const { active, pending, disabled } = await probed();
    const first = await expectAlike([unknownTel(), active.tel, pending.tel, disabled.tel], (phone) =>
      call(t.app, '/duanxin/faDuanxin', { phone, isreg: 1, prefix: '86' }),
    );
    expect(first[0]).toMatchObject({ status: 200, code: 200, data: { info: '验证码已发送' } });
  });

  it('loginsms: a guessed code answers alike for a registered and an unknown phone', async () => {
    const { active, pending, disabled } = await probed();
    await expectAlike([unknownTel(), active.tel, pending.tel, disabled.tel], (phone) =>
      call(t.app, '/user/loginsms', { phone, code: '123456', prefix: '86' }),
    );
  });

  it("faDuanxin isreg 0 and setPhone: another account's phone answers as a free one", async () => {
    const { active, pending } = await probed();
    const sent = await expectAlike([unknownTel(), active.tel, pending.tel], (phone) =>
      call(t.app, '/duanxin/faDuanxin', { phone, isreg: 0 }, { token: attacker.token }),
    );
    expect(sent[0]).toMatchObject({ status: 200, code: 200 });
    await expectAlike([unknownTel(), active.tel], (phone) => call(t.app, '/user/setPhone', { phone, smscode: '123456' }, { token: attacker.token }));
  });

  it("upUserInfo: another account's e-mail or phone answers as a free one", async () => {
    const { active } = await probed();
    const form = (overrides: Record<string, unknown>) => ({
      fname: '李',
      lname: '雷',
      email: attacker.email,
      tel: attacker.tel,
      pi_fname: '张',
      pi_lname: '三',
      company: '北京大学',
      department: '生命科学学院',
      member_address: { name: '王五', company: '北京大学', country: 0, province_id: 11, city_id: 1101, address: '颐和园路5号', tel: '13900139000' },
      ...overrides,
    });
    await expectAlike([unknownEmail(), active.email, active.email.toUpperCase()], (email) =>
      call(t.app, '/user/upUserInfo', form({ email }), { token: attacker.token }),
    );
    await expectAlike([unknownTel(), active.tel], (tel) => call(t.app, '/user/upUserInfo', form({ tel }), { token: attacker.token }));
  });

  it("changeEmailCode and changeEmail: another account's address answers as a free one", async () => {
    const { active, pending } = await probed();
    await expectAlike([unknownEmail(), active.email, pending.email], (email) =>
      call(t.app, '/user/changeEmailCode', { email, password: PASSWORD }, { token: attacker.token }),
    );
    await expectAlike([unknownEmail(), active.email], (email) => call(t.app, '/user/changeEmail', { email, code: '123456' }, { token: attacker.token }));
  });

  it('resendActivation: every address answers alike, the throttled answer too; only a waiting account is mailed', async () => {
    const { active, pending, disabled } = await probed();
    const before = mail.messages().length;
    const answers = [];
    for (const email of [unknownEmail(), active.email, pending.email, disabled.email]) {
      const four = [];
      for (let i = 0; i < 4; i++) four.push(seen(await call(t.app, '/user/resendActivation', { email })));
      answers.push(four);
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    expect(answers[0][0]).toEqual({ status: 200, code: 200, msg: '如该邮箱的账号尚未激活，我们已重新发送激活邮件，请查收', data: null });
    expect(answers[0][3]).toEqual({ status: 200, code: 201, msg: '发送过于频繁，请稍后再试', data: null });
    // Three new links for the account that waits, nothing for anybody else.
    expect(mail.messages().slice(before).map((m) => m.to)).toEqual([pending.email, pending.email, pending.email]);
  });

  it('sendEmailCode and login: a registered e-mail answers as an unknown one', async () => {
    const { active, pending } = await probed();
    await expectAlike([unknownEmail(), active.email, pending.email], (email) => call(t.app, '/user/sendEmailCode', { email }));
    await expectAlike([unknownEmail(), active.email], (email) => call(t.app, '/user/login', { email, password: 'Wrong#2024' }));
  });

  it("the prober's own account kept its e-mail and phone through every refused change", async () => {
    const [own] = await t.database.db.select().from(users).where(eq(users.id, attacker.id));
    expect(own).toMatchObject({ email: attacker.email, tel: attacker.tel });
  });
});
