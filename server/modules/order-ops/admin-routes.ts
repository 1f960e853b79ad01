// The console's order calls (contracts/api/admin/orders.ts): thin, every rule is in service.ts and
// file-service.ts. Result files arrive as multipart with their own size limit (RESULT_FILE_MAX_BYTES,
// not the customer upload's), streamed through to storage.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { ORDER_OPS_MESSAGES, RESULT_FILES_PER_UPLOAD } from '../../../contracts/order-ops.ts';
import { adminRoute } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { guardedParts } from '../../http/multipart.ts';
import { sendExport } from '../../http/table-export.ts';
import type { UploadPart } from './file-service.ts';

// One request is one batch of result files (one e-mail to the customer): up to RESULT_FILES_PER_UPLOAD.
const PART_LIMITS = { files: RESULT_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: RESULT_FILES_PER_UPLOAD + 11, headerPairs: 50 };

/** @fastify/multipart's refusals (FST_…) as this call's answers; anything else passes unchanged. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(ORDER_OPS_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return refuse(ORDER_OPS_MESSAGES.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return refuse(ORDER_OPS_MESSAGES.uploadMalformed);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuse(ORDER_OPS_MESSAGES.fileRequired);
  return error;
}

export async function orderOpsAdminRoutes(app: FastifyInstance) {
  const { orderOps, orderFiles } = app.services;
  const fileSize = app.config.RESULT_FILE_MAX_BYTES;
  await app.register(multipart, { limits: { ...PART_LIMITS, fileSize } });

  adminRoute(app, adminOrderApi.summary, { handler: () => orderOps.summary() });
  adminRoute(app, adminOrderApi.list, { handler: (input) => orderOps.list(input) });
  adminRoute(app, adminOrderApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await orderOps.exportFile(staff, request.ip, input)),
  });
  adminRoute(app, adminOrderApi.detail, { handler: (input, { staff }) => orderOps.detail(staff, input.kind, input.id) });
  adminRoute(app, adminOrderApi.move, {
    message: ORDER_OPS_MESSAGES.moved,
    handler: (input, { request, staff }) => orderOps.move(staff, request.ip, input),
  });
  adminRoute(app, adminOrderApi.moveSample, {
    message: ORDER_OPS_MESSAGES.moved,
    handler: (input, { request, staff }) => orderOps.moveSample(staff, request.ip, input),
  });
  adminRoute(app, adminOrderApi.sendMessage, {
    message: ORDER_OPS_MESSAGES.messageSent,
    handler: (input, { request, staff }) => orderOps.staffMessage(staff, request.ip, input),
  });
  adminRoute(app, adminOrderApi.uploadFile, {
    message: ORDER_OPS_MESSAGES.uploaded,
    async handler(_input, { request, staff }) {
      if (!request.isMultipart()) throw refuse(ORDER_OPS_MESSAGES.fileRequired);
      const parts = guardedParts(request.parts({ limits: { ...PART_LIMITS, fileSize } }) as AsyncIterable<UploadPart>);
      try {
        return await orderFiles.upload(staff, request.ip, { query: (request.query ?? {}) as Record<string, unknown>, parts });
      } catch (error) {
        throw multipartError(error);
      }
    },
  });
  adminRoute(app, adminOrderApi.removeFile, { handler: (input, { request, staff }) => orderFiles.remove(staff, request.ip, input.id) });
  adminRoute(app, adminOrderApi.fileLink, { handler: (input, { staff }) => orderFiles.staffLink(staff, input.id) });
}
