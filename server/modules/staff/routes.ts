// The console's sign-in, the member's own account, staff management and the audit log
// (contracts/api/admin/staff.ts). Thin: the rules are in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { adminRoute } from '../../http/api-route.ts';
import { actorOf } from '../../http/auth-staff.ts';
import { sendExport } from '../../http/table-export.ts';
import { clearConsoleCookie, setConsoleCookie } from '../../http/console-cookie.ts';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { staff: members, audit } = app.services;

  adminRoute(app, staffApi.login, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (input, { request, reply }) => {
      const answer = await members.login(input, meta(request));
      // The page cookie beside the token, so console pages are drawn with the member's data (decision 0091).
      if (answer.token !== null && answer.expires_at !== null) setConsoleCookie(reply, answer.token, answer.expires_at);
      return answer;
    },
  });

  adminRoute(app, staffApi.logout, {
    duringEnrolment: true,
    handler: async (_input, { staff, reply }) => {
      await members.logout(staff);
      clearConsoleCookie(reply);
      return null;
    },
  });

  adminRoute(app, staffApi.me, { duringEnrolment: true, handler: (_input, { staff }) => members.me(staff) });

  adminRoute(app, staffApi.totpSetup, { duringEnrolment: true, handler: (_input, { staff }) => members.totpSetup(staff) });

  adminRoute(app, staffApi.totpConfirm, {
    duringEnrolment: true,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: (input, { staff, request }) => members.totpConfirm(staff, input.totp, actorOf(staff, request.ip)),
  });

  adminRoute(app, staffApi.password, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (input, { staff, request }) => {
      await members.changePassword(staff, input, actorOf(staff, request.ip));
      return null;
    },
  });

  adminRoute(app, staffApi.list, { handler: (input) => members.list(input) });
  adminRoute(app, staffApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { staff, request, reply }) => sendExport(reply, await members.exportFile(actorOf(staff, request.ip), input)),
  });

  adminRoute(app, staffApi.add, { handler: (input, { staff, request }) => members.add(input, actorOf(staff, request.ip)) });

  adminRoute(app, staffApi.update, {
    handler: (input, { staff, request }) => members.update(input, actorOf(staff, request.ip), staff.sessionId),
  });

  adminRoute(app, staffApi.auditExport, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { staff, request, reply }) =>
      sendExport(reply, await audit.exportFile(actorOf(staff, request.ip), { staffId: input.staff_id, entity: input.entity, from: input.from, to: input.to, format: input.format })),
  });
  adminRoute(app, staffApi.audit, {
    handler: (input) => audit.list({ staffId: input.staff_id, entity: input.entity, from: input.from, to: input.to, page: input.page, size: input.size }),
  });
}
