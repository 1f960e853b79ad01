// The customer account calls. Thin: validation with the shared schemas, rules in the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  setPhoneSchema,
  smsLoginSchema,
  USER_MESSAGES as M,
} from '../../../contracts/user.ts';
import { apiRoute } from '../../http/api-route.ts';

const tags = ['user'];

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { users, account } = app.services;

  apiRoute(app, {
    url: '/user/register',
    summary: '注册（图形验证码在服务器校验；发送激活邮件；账号激活后才能登录）',
    tags,
    input: registerSchema,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    message: M.registered,
    handler: async (input) => {
      await users.register(input);
      return null;
    },
  });

  // The link of the activation e-mail: a browser navigation, so it answers with a redirect.
  app.get(
    '/user/activate',
    {
      schema: {
        summary: '激活链接：成功跳转 /login?activated=1，失效或已用跳转 /login?activated=0',
        tags,
        querystring: { type: 'object', properties: { token: { type: 'string' } } },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token } = (request.query ?? {}) as { token?: unknown };
      const outcome = typeof token === 'string' ? await users.activate(token) : 'invalid';
      return reply.redirect(`/login?activated=${outcome === 'activated' ? 1 : 0}`);
    },
  );

  apiRoute(app, {
    url: '/user/login',
    summary: '邮箱密码登录：data { token, expires_at, userinfo, info: { token, userinfo } }',
    tags,
    input: loginSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: (input, { request }) => users.login(input, meta(request)),
  });

  apiRoute(app, {
    url: '/user/loginsms',
    summary: '短信验证码登录（phone, code, prefix 86|87）：与 /user/login 相同的 data',
    tags,
    input: smsLoginSchema,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: (input, { request }) => users.loginBySms(input, meta(request)),
  });

  apiRoute(app, {
    url: '/user/logout',
    summary: '退出登录：吊销当前会话',
    tags,
    auth: true,
    message: M.loggedOut,
    handler: async (_input, { user }) => {
      await users.logout(user.sessionId);
      return null;
    },
  });

  apiRoute(app, {
    url: '/user/resetPwd',
    summary: '找回密码（邮箱验证码）：成功后该账号的全部会话失效',
    tags,
    input: resetPasswordSchema,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.passwordReset,
    handler: async (input) => {
      await users.resetPassword(input);
      return null;
    },
  });

  apiRoute(app, {
    url: '/user/getMyinfo',
    summary: '当前用户的账户资料与默认地址 member_address',
    tags,
    auth: true,
    handler: (_input, { user }) => account.info(user.id),
  });

  apiRoute(app, {
    url: '/user/upUserInfo',
    summary: '保存账户资料与默认地址；手机号只能通过 /user/setPhone 修改',
    tags,
    auth: true,
    input: accountSchema,
    message: M.updated,
    handler: (input, { user }) => account.update(user.id, input),
  });

  apiRoute(app, {
    url: '/user/setPhone',
    summary: '修改手机号（短信验证码，faDuanxin isreg 0）',
    tags,
    auth: true,
    input: setPhoneSchema,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.phoneUpdated,
    handler: (input, { user }) => account.setPhone(user.id, input),
  });
}
