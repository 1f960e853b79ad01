// The code-sending calls. Both answer data: { info: '验证码已发送' }. Besides the per-target and
// per-IP rules of the code service, a per-IP request rate limits bursts.
import type { FastifyInstance } from 'fastify';
import { faDuanxinInput, sendEmailCodeInput } from '../../../contracts/verification.ts';
import { apiRoute } from '../../http/api-route.ts';

const rateLimit = { max: 10, timeWindow: '1 minute' };

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    url: '/duanxin/faDuanxin',
    summary: '发送短信验证码：isreg 1 登录（手机号须已注册），0 修改账户手机号（须登录，手机号不能属于他人）；prefix 86/87',
    tags: ['user'],
    input: faDuanxinInput,
    rateLimit,
    handler: (input, { request, user }) => app.services.codeRequests.sms(input, { uid: user?.id ?? null, ip: request.ip }),
  });

  apiRoute(app, {
    url: '/user/sendEmailCode',
    summary: '发送找回密码的邮箱验证码；未注册的邮箱得到相同的答复但不会收到邮件',
    tags: ['user'],
    input: sendEmailCodeInput,
    rateLimit,
    handler: (input, { request }) => app.services.codeRequests.email(input, { ip: request.ip }),
  });
}
