// The console's inbox calls (contracts/api/admin/inbox.ts): thin, every rule is in service.ts. The
// export is a file answer made with the staff token in the header (the console fetches it and saves
// the blob), so no link to customer data ever travels without a session.
import type { FastifyInstance } from 'fastify';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import { INBOX_MESSAGES } from '../../../contracts/inbox.ts';
import { formatDateTime } from '../../../contracts/order.ts';
import { adminRoute } from '../../http/api-route.ts';

export async function inboxAdminRoutes(app: FastifyInstance) {
  const { inbox } = app.services;

  adminRoute(app, adminInboxApi.list, { handler: (input) => inbox.list(input) });
  adminRoute(app, adminInboxApi.detail, { handler: (input) => inbox.detail(input.kind, input.id) });
  adminRoute(app, adminInboxApi.assignees, { handler: () => inbox.assignees() });
  adminRoute(app, adminInboxApi.assign, { message: INBOX_MESSAGES.assigned, handler: (input, { request, staff }) => inbox.assign(staff, request.ip, input) });
  adminRoute(app, adminInboxApi.addNote, { message: INBOX_MESSAGES.noteAdded, handler: (input, { request, staff }) => inbox.addNote(staff, request.ip, input) });
  adminRoute(app, adminInboxApi.handle, { message: INBOX_MESSAGES.handled, handler: (input, { request, staff }) => inbox.handle(staff, request.ip, input.kind, input.id) });
  adminRoute(app, adminInboxApi.reopen, { message: INBOX_MESSAGES.reopened, handler: (input, { request, staff }) => inbox.reopen(staff, request.ip, input.kind, input.id) });
  adminRoute(app, adminInboxApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    async handler(input, { request, reply, staff }) {
      const { content, count, total } = await inbox.exportWorkbook(staff, request.ip, input);
      const day = formatDateTime(new Date().toISOString()).slice(0, 10).replaceAll('-', '');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="inbox-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`询价与预约-${day}.xlsx`)}`)
        .header('x-export-rows', String(count))
        .header('x-export-total', String(total))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
}
