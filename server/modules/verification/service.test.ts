// The code rules on the service itself, with a movable clock and recording mail/SMS fakes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/service.ts';
import type { SmsMessage } from '../sms/service.ts';
import { codeMatches, hashCode } from './code-hash.ts';
import { createCodeService } from './service.ts';
import { createAttemptLimits } from '../../security/attempt-limits.ts';
import { createDbLimitStore } from '../../security/limit-store.ts';
import type { SiteSettings } from '../../../contracts/api/content.ts';
import { createMailBrands } from '../mail/mail-language.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`verification codes on ${engine}`, () => {
  let testDb: TestDatabase;
  let now = new Date('2026-03-01T08:00:00Z');
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  let codes: ReturnType<typeof createCodeService>;
  let phoneCounter = 13900000000;
  let brands: ReturnType<typeof createMailBrands>;

  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const newPhone = () => String((phoneCounter += 1));
  const lastSms = () => texts[texts.length - 1];
  const sendSms = (phone: string, ip = '192.0.2.1', purpose: 'login' | 'account' = 'login') =>
    codes.send({ channel: 'sms', target: phone, purpose, ip });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { code?: number; message: string }) => `${error.code}:${error.message}`,
    );

  beforeAll(async () => {
    testDb = await createTestDatabase();
    brands = createMailBrands({ publicUrl: 'http://localhost' }, testDb.database, { webSettings: async () => ({ company_name: 'Example Co.' }) as SiteSettings });
    codes = createCodeService(testDb.database, {
      mail: { send: async (m) => (mails.push(m), 'job'), relay: async () => 0 },
      brands,
      sms: { send: async (m) => (texts.push(m), 'job') },
      limits: createAttemptLimits(createDbLimitStore(testDb.database.db, () => now)),
      clock: () => now,
    });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('sends 6 random digits and stores only a salted hash', async () => {
    const phone = newPhone();
    const sent = await sendSms(phone);
    expect(lastSms()).toMatchObject({ phone, prefix: '86', purpose: 'login' });
    expect(lastSms().code).toMatch(/^\d{6}$/);
    expect(sent.expiresAt.getTime() - now.getTime()).toBe(10 * 60_000);
    const rows = await testDb.database.db.select().from(verificationCodes);
    const row = rows.find((r) => r.target === phone)!;
    expect(row.code_hash).not.toContain(lastSms().code);
    expect(row.code_hash).toMatch(/^s1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(codeMatches(lastSms().code, row.code_hash)).toBe(true);
    // Same code, different salt: different hashes.
    expect(hashCode('123456')).not.toBe(hashCode('123456'));
  });

  it('verifies once: a used code is refused', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const { code } = lastSms();
    await codes.verify({ channel: 'sms', target: phone, purpose: 'login', code });
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code }))).toBe('201:验证码已过期，请重新获取');
  });

  it('only verifies for the purpose it was sent for, and an empty code is 验证码为空', async () => {
    const phone = newPhone();
    await sendSms(phone, '192.0.2.1', 'account');
    const { code } = lastSms();
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code }))).toBe('201:验证码错误');
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'account', code: ' ' }))).toBe('201:验证码为空');
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'account', code }))).toBe('accepted');
  });

  it('expires after 10 minutes', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const { code } = lastSms();
    later(10 * 60 - 1);
    await sendSms(newPhone()); // unrelated traffic
    const otherPhone = newPhone();
    await sendSms(otherPhone);
    const other = lastSms().code;
    later(1);
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code }))).toBe('201:验证码已过期，请重新获取');
    expect(await refusal(codes.verify({ channel: 'sms', target: otherPhone, purpose: 'login', code: other }))).toBe('accepted');
  });

  it('dies after 5 wrong answers, even for the right code afterwards', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const { code } = lastSms();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i += 1) {
      expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code: wrong }))).toBe('201:验证码错误');
    }
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code: wrong }))).toBe('201:验证码错误次数过多，请重新获取');
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code }))).toBe('201:验证码错误次数过多，请重新获取');
    // A new code (after the resend window) works again.
    later(60);
    await sendSms(phone);
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code: lastSms().code }))).toBe('accepted');
  });

  it('only the newest code of a target verifies', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const first = lastSms().code;
    later(60);
    await sendSms(phone);
    const second = lastSms().code;
    if (first !== second) {
      expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code: first }))).toBe('201:验证码错误');
    }
    expect(await refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code: second }))).toBe('accepted');
  });

  it('refuses a second send within 60 s, saying how long to wait', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const count = texts.length;
    later(15);
    expect(await refusal(sendSms(phone))).toBe('201:请45秒后再获取验证码');
    later(44.5);
    expect(await refusal(sendSms(phone))).toBe('201:请1秒后再获取验证码');
    expect(texts.length).toBe(count);
    later(0.5);
    expect(await refusal(sendSms(phone))).toBe('accepted');
  });

  it('caps the codes of one target per day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      await sendSms(phone, `198.51.100.${i}`);
      later(60);
    }
    expect(await refusal(sendSms(phone, '198.51.100.200'))).toBe('201:今日获取验证码次数已达上限，请明天再试');
    later(24 * 3600 - 10 * 60 + 1);
    expect(await refusal(sendSms(phone, '198.51.100.200'))).toBe('accepted');
  });

  it('caps the codes requested from one IP per day, over all targets and both channels', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i += 1) {
      if (i % 2) await sendSms(newPhone(), ip);
      else await codes.send({ channel: 'email', target: `cap${i}@example.com`, purpose: 'reset', ip });
    }
    expect(await refusal(sendSms(newPhone(), ip))).toBe('201:今日获取验证码次数过多，请明天再试');
    expect(await refusal(sendSms(newPhone(), '203.0.113.10'))).toBe('accepted');
    later(24 * 3600 + 1);
    expect(await refusal(sendSms(newPhone(), ip))).toBe('accepted');
  });

  it('sends e-mail codes by mail, compares the address case-insensitively, and can stay silent', async () => {
    await codes.send({ channel: 'email', target: 'Reset@Example.com ', purpose: 'reset', ip: '192.0.2.77' });
    const mail = mails[mails.length - 1];
    expect(mail.to).toBe('reset@example.com');
    expect(mail.subject).toContain('找回密码');
    const code = mail.text.match(/验证码为：(\d{6})/)![1];
    expect(await refusal(codes.verify({ channel: 'email', target: 'RESET@example.com', purpose: 'reset', code }))).toBe('accepted');

    const before = mails.length;
    await codes.send({ channel: 'email', target: 'nobody@example.com', purpose: 'reset', ip: '192.0.2.77', deliver: false });
    expect(mails.length).toBe(before);
    expect(await refusal(codes.send({ channel: 'email', target: 'nobody@example.com', purpose: 'reset', ip: '192.0.2.77', deliver: false }))).toMatch(/^201:请\d+秒后再获取验证码$/);
  });

  it('lets only one of two simultaneous sends through', async () => {
    const phone = newPhone();
    const results = await Promise.all([refusal(sendSms(phone)), refusal(sendSms(phone))]);
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
  });

  it('forgets a code whose delivery could not be queued', async () => {
    const broken = createCodeService(testDb.database, {
      mail: { send: async () => null, relay: async () => 0 },
      brands,
      sms: {
        send: async () => {
          throw new Error('queue down');
        },
      },
      limits: createAttemptLimits(createDbLimitStore(testDb.database.db, () => now)),
      clock: () => now,
    });
    const phone = newPhone();
    await expect(broken.send({ channel: 'sms', target: phone, purpose: 'login', ip: '192.0.2.50' })).rejects.toThrow('queue down');
    expect(await refusal(sendSms(phone))).toBe('accepted');
  });

  it('lets only one of two simultaneous right answers through (single use)', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const { code } = lastSms();
    const check = () => refusal(codes.verify({ channel: 'sms', target: phone, purpose: 'login', code }));
    const results = await Promise.all([check(), check()]);
    expect(results.toSorted()).toEqual(['201:验证码已过期，请重新获取', 'accepted']);
  });
});
