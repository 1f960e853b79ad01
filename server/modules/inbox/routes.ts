// The console's inbox calls (contracts/api/admin/inbox.ts): thin, every rule is in service.ts. The
// export is a file answer made with the staff token in the header (the console fetches it and saves
// the blob), so no link to customer data ever travels without a session.
import type { FastifyInstance } from 'fastify';
import { adminInboxApi } from '../../../contracts/api/admin/inbox.ts';
import { INBOX_MESSAGES } from '../../../contracts/inbox.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';

export async function inboxAdminRoutes(app: FastifyInstance) {
  const { inbox } = app.services;

  adminRoute(app, adminInboxApi.list, { handler: (input) => inbox.list(input) });
  adminRoute(app, adminInboxApi.detail, { handler: (input) => inbox.detail(input.kind, input.id) });
  adminRoute(app, adminInboxApi.assignees, { handler: () => inbox.assignees() });
  adminRoute(app, adminInboxApi.assign, { message: INBOX_MESSAGES.assigned, handler: (input, { request, staff }) => inbox.assign(staff, request.ip, input) });
  adminRoute(app, adminInboxApi.addNote, { message: INBOX_MESSAGES.noteAdded, handler: (input, { request, staff }) => inbox.addNote(staff, request.ip, input) });
  adminRoute(app, adminInboxApi.handle, { message: INBOX_MESSAGES.handled, handler: (input, { request, staff }) => inbox.handle(staff, request.ip, input.kind, input.id) });
  adminRoute(app, adminInboxApi.reopen, { message: INBOX_MESSAGES.reopened, handler: (input, { request, staff }) => inbox.reopen(staff, request.ip, input.kind, input.id) });
  adminRoute(app, adminInboxApi.bulk, { handler: (input, { request, staff }) => inbox.bulk(staff, request.ip, input) });
  adminRoute(app, adminInboxApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await inbox.exportFile(staff, request.ip, input)),
  });
}
