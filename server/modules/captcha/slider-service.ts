// The slider puzzle before booking SMS codes. A puzzle is stored under 'slider:<key>' with where the
// gap is; verifying consumes it whatever the answer (one drop per puzzle). A passed puzzle earns a
// ticket stored under 'ticket:<sha256>' that /duanxin/faDuanxin (isreg 2) consumes, so a script
// that skips the puzzle cannot make the server send codes.
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { SLIDER_MESSAGES, SLIDER_MIN_DURATION_MS, SLIDER_TICKET_TTL_MS, SLIDER_TOLERANCE, SLIDER_TTL_MS, type SliderVerifyInput } from '../../../contracts/slider.ts';
import type { SliderPuzzle, SliderTicket } from '../../../contracts/api/captcha.ts';
import { createCaptchaRepo } from './repo.ts';
import { drawSliderPuzzle } from './slider-image.ts';

/** Where the gap sits when CAPTCHA_TEST_ANSWER is set, so browser tests can drag to it. */
export const SLIDER_TEST_X = 200;

const ticketId = (ticket: string) => `ticket:${createHash('sha256').update(ticket).digest('hex')}`;

export function createSliderService(config: AppConfig, database: Database, clock: () => Date = () => new Date()) {
  const repo = createCaptchaRepo(database.db);

  return {
    async create(): Promise<SliderPuzzle> {
      const pictures = drawSliderPuzzle(config.CAPTCHA_TEST_ANSWER ? SLIDER_TEST_X : undefined);
      const key = randomBytes(18).toString('base64url');
      const now = clock();
      await repo.insert({
        id: `slider:${key}`,
        answer_hash: String(pictures.x),
        expires_at: new Date(now.getTime() + SLIDER_TTL_MS),
        create_time: now,
      });
      return { key, bgUrl: pictures.bgUrl, puzzleUrl: pictures.puzzleUrl };
    },

    /** Checks the drop; a pass answers a single-use ticket, anything else '验证失败，请重试'. */
    async verify(input: SliderVerifyInput): Promise<SliderTicket> {
      const now = clock();
      const row = await repo.consume(`slider:${input.key}`, now);
      const failed = () => refuse(SLIDER_MESSAGES.failed);
      if (!row || row.expires_at.getTime() <= now.getTime()) throw failed();
      if (Math.abs(input.x - Number(row.answer_hash)) > SLIDER_TOLERANCE) throw failed();
      // Scripts drop the piece in one jump; a hand takes time and leaves a trail.
      if ((input.duration ?? 0) < SLIDER_MIN_DURATION_MS || (input.trail?.length ?? 0) < 3) throw failed();
      const ticket = randomBytes(24).toString('base64url');
      await repo.insert({
        id: ticketId(ticket),
        answer_hash: 'ticket',
        expires_at: new Date(now.getTime() + SLIDER_TICKET_TTL_MS),
        create_time: now,
      });
      return { ticket };
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
