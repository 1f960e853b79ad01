// The registration captcha: POST /api/v1/help/verify answers a new picture and its key.
import type { FastifyInstance } from 'fastify';
import { sliderVerifyInput } from '../../../contracts/slider.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    url: '/help/verify',
    summary: '图形验证码：data.img_info（SVG 图片的 data URL）与 data.key；答案只在服务器上，注册时随 key 一起提交',
    tags: ['user'],
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: () => app.services.captcha.create(),
  });

  apiRoute(app, {
    url: '/help/slider',
    summary: '滑块拼图：data.bgUrl（带缺口的背景 PNG）、data.puzzleUrl（拼图块 PNG）与 data.key；缺口位置只在服务器上',
    tags: ['user'],
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: () => app.services.slider.create(),
  });

  apiRoute(app, {
    url: '/help/sliderVerify',
    summary: '校验滑块（key, x, duration, trail）；通过时 data.ticket 供 /duanxin/faDuanxin（isreg 2）使用一次；每个拼图只能校验一次',
    tags: ['user'],
    input: sliderVerifyInput,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: (input) => app.services.slider.verify(input),
  });
}
