// The customer account calls (contracts/api/user.ts). Thin: validation with the shared schemas,
// rules in the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userApi } from '../../../contracts/api/user.ts';
import { USER_MESSAGES as M } from '../../../contracts/user.ts';
import { apiRoute, rawRoute } from '../../http/api-route.ts';
import { siteLanguageOf } from '../../http/site-language.ts';
import { localePagePath } from '../../../contracts/page-paths.ts';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { users, account, emailChange } = app.services;

  apiRoute(app, userApi.register, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    message: M.registered,
    handler: async (input, { request }) => {
      await users.register(input, siteLanguageOf(request));
      return null;
    },
  });

  rawRoute(app, userApi.activate, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ token, lang }, { reply }) => {
      const outcome = token === undefined ? 'invalid' : await users.activate(token);
      return reply.redirect(localePagePath(lang ?? 'zh', 'login', { activated: outcome === 'activated' ? 1 : 0 }));
    },
  });

  apiRoute(app, userApi.resendActivation, {
    // Above the hourly 10 per IP of attempt-limits.ts, which gives the page's own message.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.activationResent,
    handler: async (input, { request }) => {
      await users.requestActivationMail(input, request.ip?.slice(0, 64) || null);
      return null;
    },
  });

  apiRoute(app, userApi.login, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: (input, { request }) => users.login(input, meta(request)),
  });

  apiRoute(app, userApi.loginSms, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: (input, { request }) => users.loginBySms(input, meta(request)),
  });

  apiRoute(app, userApi.logout, {
    message: M.loggedOut,
    handler: async (_input, { user }) => {
      await users.logout(user.sessionId);
      return null;
    },
  });

  apiRoute(app, userApi.resetPwd, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.passwordReset,
    handler: async (input) => {
      await users.resetPassword(input);
      return null;
    },
  });

  apiRoute(app, userApi.myInfo, { handler: (_input, { user }) => account.info(user.id) });

  apiRoute(app, userApi.updateInfo, {
    message: M.updated,
    handler: (input, { user }) => account.update(user.id, input),
  });

  apiRoute(app, userApi.setPhone, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.phoneUpdated,
    handler: (input, { user }) => account.setPhone(user.id, input),
  });

  const requester = (request: FastifyRequest, user: { id: number; sessionId: number }) => ({
    uid: user.id,
    sessionId: user.sessionId,
    ip: request.ip?.slice(0, 64) || null,
    lang: siteLanguageOf(request),
  });

  apiRoute(app, userApi.changeEmailCode, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: (input, { request, user }) => emailChange.requestCode(requester(request, user), input),
  });

  apiRoute(app, userApi.changeEmail, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: M.emailChanged,
    handler: (input, { request, user }) => emailChange.confirm(requester(request, user), input),
  });
}
