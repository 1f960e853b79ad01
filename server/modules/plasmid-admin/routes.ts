// The console's plasmid calls (contracts/api/admin/content-plasmids.ts): thin, every rule is in
// service.ts. The two uploads (a sequence file, an Excel sheet) are multipart with a 5 MB limit of their
// own; the export is a file answer fetched with the staff token in the header.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminPlasmidApi } from '../../../contracts/api/admin/content-plasmids.ts';
import { PLASMID_ADMIN_MESSAGES, PLASMID_IMPORT_MAX_BYTES, SEQUENCE_FILE_MAX_BYTES } from '../../../contracts/plasmid-admin.ts';
import { adminRoute } from '../../http/api-route.ts';
import { sendExport } from '../../http/table-export.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { callerKey, importGate } from '../../http/import-gate.ts';
import { readMultipart, type MultipartErrors } from '../../http/multipart.ts';

const LIMITS = { files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 };

function errorsOf(tooBig: string, wrongType: string): MultipartErrors {
  return {
    notMultipart: () => refuse(wrongType),
    forCode(code) {
      if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(tooBig);
      if (code?.startsWith('FST_')) return refuse(wrongType);
      return undefined;
    },
  };
}

export async function plasmidAdminRoutes(app: FastifyInstance) {
  const { plasmidAdmin } = app.services;
  await app.register(multipart, { limits: { ...LIMITS, fileSize: Math.max(SEQUENCE_FILE_MAX_BYTES, PLASMID_IMPORT_MAX_BYTES) } });

  adminRoute(app, adminPlasmidApi.list, { handler: (input) => plasmidAdmin.list(input) });
  adminRoute(app, adminPlasmidApi.detail, { handler: ({ id }) => plasmidAdmin.detail(id) });
  adminRoute(app, adminPlasmidApi.create, {
    message: PLASMID_ADMIN_MESSAGES.created,
    handler: (input, { request, staff }) => plasmidAdmin.create(staff, request.ip, input),
  });
  adminRoute(app, adminPlasmidApi.update, {
    message: PLASMID_ADMIN_MESSAGES.saved,
    handler: (input, { request, staff }) => plasmidAdmin.update(staff, request.ip, input),
  });
  adminRoute(app, adminPlasmidApi.setStatus, { handler: ({ id, status }, { request, staff }) => plasmidAdmin.setStatus(staff, request.ip, id, status) });
  adminRoute(app, adminPlasmidApi.remove, { message: PLASMID_ADMIN_MESSAGES.removed, handler: ({ id }, { request, staff }) => plasmidAdmin.remove(staff, request.ip, id) });
  adminRoute(app, adminPlasmidApi.parseSequence, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    async handler(_input, { request }) {
      const errors = errorsOf(PLASMID_ADMIN_MESSAGES.sequenceFileTooLarge, PLASMID_ADMIN_MESSAGES.sequenceFileRequired);
      const { file } = await readMultipart(request, errors);
      if (file && file.content.length > SEQUENCE_FILE_MAX_BYTES) throw tooLarge(PLASMID_ADMIN_MESSAGES.sequenceFileTooLarge);
      return plasmidAdmin.parseSequence(file);
    },
  });
  adminRoute(app, adminPlasmidApi.import, {
    rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: callerKey },
    async handler(_input, { request, staff }) {
      importGate.admit(callerKey(request));
      const { file } = await readMultipart(request, errorsOf(PLASMID_ADMIN_MESSAGES.importTooLarge, PLASMID_ADMIN_MESSAGES.importWrongType));
      return importGate.run(callerKey(request), () => plasmidAdmin.importWorkbook(staff, request.ip, file));
    },
  });
  adminRoute(app, adminPlasmidApi.bulk, { handler: (input, { request, staff }) => plasmidAdmin.bulk(staff, request.ip, input) });
  adminRoute(app, adminPlasmidApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await plasmidAdmin.exportFile(staff, request.ip, input)),
  });
}
