// The registration captcha: the call, hashed storage, single use, expiry and the fixed test answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { captchas } from '../../db/schema/index.ts';
import { CAPTCHA_CHARS, createCaptchaService, randomCaptchaText } from './service.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: number; message: string }) => `${error.code}:${error.message}`,
  );

describe(`captcha on ${engine}`, () => {
  let t: TestApp;
  let now = new Date('2026-03-01T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_TEST_ANSWER: 'Ab3k' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const newCaptcha = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/help/verify' });
    expect(res.statusCode).toBe(200);
    return res.json() as { code: number; data: { img_info: string; key: string } };
  };

  it('answers an SVG picture and a key, never the text', async () => {
    const answer = await newCaptcha();
    expect(answer.code).toBe(200);
    expect(Object.keys(answer.data).toSorted()).toEqual(['img_info', 'key']);
    expect(answer.data.img_info).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(answer.data.img_info.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
    expect(svg.match(/<path fill=/g)!.length).toBe(4);
    expect(JSON.stringify(answer)).not.toMatch(/Ab3k/i);
    const rows = await t.database.db.select().from(captchas);
    const row = rows.find((r) => r.id === answer.data.key)!;
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at.getTime() - row.create_time.getTime()).toBe(5 * 60_000);
  });

  it('accepts the answer case-insensitively, once', async () => {
    const { data } = await newCaptcha();
    expect(await outcome(t.app.services.captcha.verify(data.key, ' aB3K '))).toBe('accepted');
    expect(await outcome(t.app.services.captcha.verify(data.key, 'Ab3k'))).toBe('201:验证码错误');
  });

  it('a wrong answer uses the captcha up too', async () => {
    const { data } = await newCaptcha();
    expect(await outcome(t.app.services.captcha.verify(data.key, 'zzzz'))).toBe('201:验证码错误');
    expect(await outcome(t.app.services.captcha.verify(data.key, 'Ab3k'))).toBe('201:验证码错误');
  });

  it('refuses unknown or missing keys and empty answers', async () => {
    expect(await outcome(t.app.services.captcha.verify('no-such-key', 'Ab3k'))).toBe('201:验证码错误');
    expect(await outcome(t.app.services.captcha.verify('', 'Ab3k'))).toBe('201:验证码错误');
    expect(await outcome(t.app.services.captcha.verify(undefined, 'Ab3k'))).toBe('201:验证码错误');
    const { data } = await newCaptcha();
    expect(await outcome(t.app.services.captcha.verify(data.key, ''))).toBe('201:验证码错误');
  });

  it('expires after 5 minutes', async () => {
    const captcha = createCaptchaService(t.config, t.database, () => now);
    const first = await captcha.create();
    const second = await captcha.create();
    now = new Date(now.getTime() + 5 * 60_000 - 1);
    expect(await outcome(captcha.verify(first.key, 'Ab3k'))).toBe('accepted');
    now = new Date(now.getTime() + 1);
    expect(await outcome(captcha.verify(second.key, 'Ab3k'))).toBe('201:验证码错误');
  });

  it('draws random text from unambiguous characters without a test answer', async () => {
    const captcha = createCaptchaService(loadConfig({ NODE_ENV: 'test' }), t.database);
    const { key, img_info } = await captcha.create();
    expect(img_info).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await outcome(captcha.verify(key, 'Ab3k'))).toBe('201:验证码错误');
    for (let i = 0; i < 50; i += 1) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(4);
      expect([...text].every((c) => CAPTCHA_CHARS.includes(c))).toBe(true);
    }
    expect(CAPTCHA_CHARS).not.toMatch(/[0O1lIoiL]/);
  });

  it('CAPTCHA_TEST_ANSWER is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'Ab3k' })).toThrow(ConfigError);
  });
});
