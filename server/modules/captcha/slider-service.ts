// The slider puzzle before booking SMS codes. A puzzle is stored under 'slider:<key>' with its stage
// and where the gap is; verifying consumes it whatever the answer (one drop per puzzle). One drop is
// a 1-in-17 guess, so a passed stage answers the next puzzle, and only a pass of the last of
// SLIDER_STAGES earns a ticket, stored under 'ticket:<sha256>', that /duanxin/faDuanxin (isreg 2)
// consumes once. Everything is in the database, so any app server may answer any step.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import {
  SLIDER_MESSAGES,
  SLIDER_MIN_DURATION_MS,
  SLIDER_STAGES,
  SLIDER_TICKET_TTL_MS,
  SLIDER_TOLERANCE,
  SLIDER_TTL_MS,
  type SliderVerifyInput,
} from '../../../contracts/slider.ts';
import type { SliderPuzzle, SliderTicket } from '../../../contracts/api/captcha.ts';
import { createCaptchaRepo } from './repo.ts';
import { drawSliderPuzzle, SLIDER_GAP_MAX, SLIDER_GAP_MIN, type SliderPictures } from './slider-image.ts';

/** Where the gap sits when CAPTCHA_TEST_ANSWER is set, so browser tests can drag to it. */
export const SLIDER_TEST_X = 200;

export interface SliderOptions {
  clock?: () => Date;
  /** An integer in [min, max): crypto by default; tests pass a seeded one. */
  randomInt?: (min: number, max: number) => number;
  /** Draws the pictures; tests that only count passes skip the 20 ms of drawing. */
  draw?: (x: number) => SliderPictures;
}

const ticketId = (ticket: string) => `ticket:${createHash('sha256').update(ticket).digest('hex')}`;

/** The stored answer of a puzzle: its stage (1-based) and the gap's x, as 'stage:x'. */
const storedAnswer = (stage: number, x: number) => `${stage}:${x}`;
function readAnswer(value: string): { stage: number; x: number } | null {
  const match = /^(\d+):(\d+)$/.exec(value);
  return match ? { stage: Number(match[1]), x: Number(match[2]) } : null;
}

export function createSliderService(config: AppConfig, database: Database, options: SliderOptions = {}) {
  const repo = createCaptchaRepo(database.db);
  const clock = options.clock ?? (() => new Date());
  const pick = options.randomInt ?? randomInt;
  const draw = options.draw ?? drawSliderPuzzle;

  async function puzzle(stage: number): Promise<SliderPuzzle> {
    const x = config.CAPTCHA_TEST_ANSWER ? SLIDER_TEST_X : pick(SLIDER_GAP_MIN, SLIDER_GAP_MAX + 1);
    const pictures = draw(x);
    const key = randomBytes(18).toString('base64url');
    const now = clock();
    await repo.insert({
      id: `slider:${key}`,
      answer_hash: storedAnswer(stage, x),
      expires_at: new Date(now.getTime() + SLIDER_TTL_MS),
      create_time: now,
    });
    return { key, bgUrl: pictures.bgUrl, puzzleUrl: pictures.puzzleUrl };
  }

  return {
    /** A new first puzzle: a failed drop at any stage comes back here. */
    create(): Promise<SliderPuzzle> {
      return puzzle(1);
    },

    /**
     * Checks the drop and spends the puzzle whatever the answer. A pass answers the next puzzle, or
     * after the last stage a single-use ticket; anything else '验证失败，请重试'.
     */
    async verify(input: SliderVerifyInput): Promise<SliderTicket> {
      const now = clock();
      const row = await repo.consume(`slider:${input.key}`, now);
      const failed = () => refuse(SLIDER_MESSAGES.failed);
      if (!row || row.expires_at.getTime() <= now.getTime()) throw failed();
      const answer = readAnswer(row.answer_hash);
      if (!answer || Math.abs(input.x - answer.x) > SLIDER_TOLERANCE) throw failed();
      // Scripts drop the piece in one jump; a hand takes time and leaves a trail.
      if ((input.duration ?? 0) < SLIDER_MIN_DURATION_MS || (input.trail?.length ?? 0) < 3) throw failed();
      if (answer.stage < SLIDER_STAGES) return { ticket: null, next: await puzzle(answer.stage + 1) };
      const ticket = randomBytes(24).toString('base64url');
      await repo.insert({
        id: ticketId(ticket),
        answer_hash: 'ticket',
        expires_at: new Date(now.getTime() + SLIDER_TICKET_TTL_MS),
        create_time: now,
      });
      return { ticket, next: null };
    },

    /** Consumes a ticket; throws '请先完成滑块验证' when it is missing, used or expired. */
    async redeem(ticket: string | null | undefined): Promise<void> {
      const missing = () => refuse(SLIDER_MESSAGES.ticketRequired);
      if (!ticket || ticket.length > 64) throw missing();
      const now = clock();
      const row = await repo.consume(ticketId(ticket), now);
      if (!row || row.expires_at.getTime() <= now.getTime()) throw missing();
    },
  };
}

export type SliderService = ReturnType<typeof createSliderService>;
