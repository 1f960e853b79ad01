// The pictures a person solves before the server does something costly: the registration captcha
// and the slider puzzle of the booking forms (its ticket unlocks one SMS code). The answers stay on
// the server.
import { z } from 'zod';
import { sliderVerifyInput } from '../slider.ts';
import { v1 } from './v1.ts';

const tags = ['user'];

/** The picture (an SVG data URL) and the key to send back with the answer. */
export const captchaImage = z.object({ img_info: z.string(), key: z.string() });

/** The background with the gap, the piece (PNG data URLs), and the key to answer with. */
export const sliderPuzzle = z.object({ key: z.string(), bgUrl: z.string(), puzzleUrl: z.string() });

/** A passed drop: either the next puzzle to solve (`ticket` null) or, after the last, the ticket for faDuanxin isreg 2. */
export const sliderTicket = z.object({ ticket: z.string().nullable(), next: sliderPuzzle.nullable() });

export const captchaApi = {
  image: v1({
    path: '/help/verify',
    tags,
    summary: '图形验证码：data.img_info（SVG 图片的 data URL）与 data.key；答案只在服务器上，注册时随 key 一起提交',
    output: captchaImage,
  }),
  slider: v1({
    path: '/help/slider',
    tags,
    summary: '滑块拼图：data.bgUrl（带缺口的背景 PNG）、data.puzzleUrl（拼图块 PNG）与 data.key；缺口位置只在服务器上',
    output: sliderPuzzle,
  }),
  sliderVerify: v1({
    path: '/help/sliderVerify',
    tags,
    summary: '校验滑块（key, x, duration, trail）；需连续通过两个拼图：第一个通过时 data.next 为下一个拼图（data.ticket 为 null），最后一个通过时 data.ticket 供 /duanxin/faDuanxin（isreg 2）使用一次；每个拼图只能校验一次，失败须重新获取拼图',
    input: sliderVerifyInput,
    output: sliderTicket,
  }),
};

/** `/api/v1/help/slider`: the background with the gap, the piece, and the key to answer with. */
export type SliderPuzzle = z.infer<typeof sliderPuzzle>;
/** Answer of a passed drop: the next puzzle, or the ticket to send with faDuanxin isreg 2. */
export type SliderTicket = z.infer<typeof sliderTicket>;

/** `POST /api/v1/help/verify`: the picture and the key to send back with the answer. */
export type CaptchaAnswer = z.infer<typeof captchaImage>;
