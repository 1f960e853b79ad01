// The registration captcha: POST /api/v1/help/verify answers a new picture and its key.
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    url: '/help/verify',
    summary: '图形验证码：data.img_info（SVG 图片的 data URL）与 data.key；答案只在服务器上，注册时随 key 一起提交',
    tags: ['user'],
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: () => app.services.captcha.create(),
  });
}
