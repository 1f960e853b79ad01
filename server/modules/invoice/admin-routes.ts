// The console's invoice calls (contracts/api/admin/invoices.ts): thin, every rule is in service.ts.
// The issued PDF arrives as multipart (one file, INVOICE_PDF_MAX_BYTES) and is read whole: the upload
// module checks its content before it is stored.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminInvoiceApi } from '../../../contracts/api/admin/invoices.ts';
import { INVOICE_PDF_MAX_BYTES, invoiceIdInput } from '../../../contracts/invoice.ts';
import { INVOICE_MESSAGES } from '../../../contracts/invoice-rules.ts';
import { adminRoute, parseParams } from '../../http/api-route.ts';
import { contentDisposition } from '../../plugins/upload-files.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { readMultipart, type MultipartErrors } from '../../http/multipart.ts';
import { sendExport } from '../../http/table-export.ts';

const PART_LIMITS = { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 };

const multipartErrors: MultipartErrors = {
  notMultipart: () => refuse(INVOICE_MESSAGES.fileRequired),
  forCode(code) {
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(INVOICE_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return refuse(INVOICE_MESSAGES.uploadMalformed);
    return undefined;
  },
};

export async function invoiceAdminRoutes(app: FastifyInstance) {
  const { invoices, proformas } = app.services;
  await app.register(multipart, { limits: PART_LIMITS });

  adminRoute(app, adminInvoiceApi.list, { handler: (input) => invoices.list(input) });
  adminRoute(app, adminInvoiceApi.export, {
    raw: true,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async (input, { request, reply, staff }) => sendExport(reply, await invoices.exportFile(staff, request.ip, input)),
  });
  adminRoute(app, adminInvoiceApi.issue, {
    message: INVOICE_MESSAGES.issued,
    async handler(_input, { request, staff }) {
      const { fields, file } = await readMultipart(request, multipartErrors);
      const { id } = parseParams(invoiceIdInput, { ...(request.query as object), ...fields });
      return invoices.issue(staff, request.ip, id, file);
    },
  });
  adminRoute(app, adminInvoiceApi.markMailed, {
    message: INVOICE_MESSAGES.mailed,
    handler: (input, { request, staff }) => invoices.markMailed(staff, request.ip, input),
  });
  adminRoute(app, adminInvoiceApi.fileLink, { handler: (input, { staff }) => invoices.staffLink(staff, input.id) });
  adminRoute(app, adminInvoiceApi.proforma, {
    raw: true,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    async handler(input, { reply }) {
      const file = await proformas.forStaff(input.kind, input.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  });
}
