// Image captchas for registration: an SVG picture of 4 characters (no look-alikes such as 0/O, 1/l/I)
// and a random key; the answer is stored only as SHA-256 (salted with the key) for 5 minutes and
// never reaches the browser. A check consumes the captcha whether it is right or wrong, so each
// picture allows exactly one guess. CAPTCHA_TEST_ANSWER (refused in production by the config)
// fixes the text for automated tests; the picture still shows it.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as svgCaptchaModule from 'svg-captcha';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS, VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import type { CaptchaAnswer } from '../../../contracts/api/captcha.ts';
import { createCaptchaRepo } from './repo.ts';

/** Letters and digits that cannot be mistaken for one another (answers compare case-insensitively). */
export const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

interface RenderOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
}

// svg-captcha's module is the render function itself (its typings only list the helpers); its own
// random text uses Math.random, so the text is drawn here with crypto instead.
const renderSvg = ((svgCaptchaModule as unknown as { default?: unknown }).default ?? svgCaptchaModule) as (
  text: string,
  options: RenderOptions,
) => string;

const hashAnswer = (key: string, answer: string) =>
  createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest();

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

export function createCaptchaService(config: AppConfig, database: Database, clock: () => Date = () => new Date()) {
  const repo = createCaptchaRepo(database.db);

  return {
    /** A new captcha: the picture as a data URL (data.img_info) and its key. */
    async create(): Promise<CaptchaAnswer> {
      const text = config.CAPTCHA_TEST_ANSWER ?? randomCaptchaText();
      const key = randomBytes(18).toString('base64url');
      const now = clock();
      await repo.insert({
        id: key,
        answer_hash: hashAnswer(key, text).toString('hex'),
        expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
        create_time: now,
      });
      const svg = renderSvg(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#eef3f8' });
      return { img_info: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, key };
    },

    /** Checks and consumes; throws refuse('验证码错误') when missing, used, expired or wrong. */
    async verify(key: string | null | undefined, answer: string | null | undefined): Promise<void> {
      const wrong = () => refuse(VERIFICATION_MESSAGES.captchaWrong);
      if (!key || typeof key !== 'string' || key.length > 64) throw wrong();
      const now = clock();
      const row = await repo.consume(key, now);
      if (!row || row.expires_at.getTime() <= now.getTime()) throw wrong();
      if (!answer || typeof answer !== 'string') throw wrong();
      const expected = Buffer.from(row.answer_hash, 'hex');
      const actual = hashAnswer(key, answer);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw wrong();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
