// The registration captcha and the booking forms' slider puzzle (contracts/api/captcha.ts).
import type { FastifyInstance } from 'fastify';
import { captchaApi } from '../../../contracts/api/captcha.ts';
import { apiRoute } from '../../http/api-route.ts';

const rateLimit = { max: 30, timeWindow: '1 minute' };

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const { captcha, slider } = app.services;
  apiRoute(app, captchaApi.image, { rateLimit, handler: () => captcha.create() });
  apiRoute(app, captchaApi.slider, { rateLimit, handler: () => slider.create() });
  apiRoute(app, captchaApi.sliderVerify, { rateLimit, handler: (input) => slider.verify(input) });
}
