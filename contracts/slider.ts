// The slider puzzle that must be solved before a booking form may request an SMS code. The
// browser gets two pictures; where the piece fits stays on the server, which checks the drop.
// One drop can be guessed (about 1 in 17 on a 320 px track), so a person solves SLIDER_STAGES
// puzzles in a row, one drop each, and only the last answers a single-use ticket for
// /duanxin/faDuanxin (isreg 2); a miss anywhere starts over (decision 0021).
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';
import { numberFromText } from './form-fields.ts';

/** Picture sizes in CSS pixels; the piece picture is a full-height strip of SLIDER_PIECE_WIDTH. */
export const SLIDER_WIDTH = 320;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE_WIDTH = 60;
/** How far (px) a drop may miss the gap and still pass: kept at 5 so a thumb on a phone makes it. */
export const SLIDER_TOLERANCE = 5;
/** Puzzles in a row before a ticket: a blind guess passes one in ~17, two in ~300 (decision 0021). */
export const SLIDER_STAGES = 2;
/** A puzzle must be solved within 2 minutes; the ticket it earns is good for 2 minutes, once. */
export const SLIDER_TTL_MS = 2 * 60 * 1000;
export const SLIDER_TICKET_TTL_MS = 2 * 60 * 1000;
/** A drag faster than this is not a hand. */
export const SLIDER_MIN_DURATION_MS = 150;

export const SLIDER_MESSAGES = {
  title: '安全验证',
  hint: '向右拖动滑块填充拼图',
  failed: '验证失败，请重试',
  again: '再完成一次即可',
  ticketRequired: '请先完成滑块验证',
  loading: '加载中…',
  tooManyFailures: '失败次数过多，点击重试',
  loadFailed: '加载失败，点击重试',
} as const;

withEnglish(SLIDER_MESSAGES, {
  title: 'Security check',
  hint: 'Drag the slider to the right to complete the puzzle',
  failed: 'Verification failed, please try again',
  again: 'Once more and you are done',
  ticketRequired: 'Please complete the slider check first',
  loading: 'Loading…',
  tooManyFailures: 'Too many failures, click to try again',
  loadFailed: 'Loading failed, click to try again',
});

const finite = z.preprocess(numberFromText, z.number({ error: SLIDER_MESSAGES.failed }).refine(Number.isFinite, SLIDER_MESSAGES.failed));

/** `/api/v1/help/sliderVerify`: where the piece was dropped (px from the left) and how the drag went. */
export const sliderVerifyInput = z.object({
  key: z.string({ error: SLIDER_MESSAGES.failed }).min(1, SLIDER_MESSAGES.failed).max(64, SLIDER_MESSAGES.failed),
  x: finite,
  duration: finite.optional(),
  trail: z.array(z.tuple([z.number(), z.number()])).max(2000).optional(),
});
export type SliderVerifyInput = z.infer<typeof sliderVerifyInput>;

