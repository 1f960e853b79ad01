// The batch import calls of one order kind (beyond the specification; contracts/api/order.ts); the
// rule is in import-service.ts:
// - GET/POST <prefix>/importTemplate: the .xlsx template (no login: it holds no customer data, and a
//   plain link can download it);
// - POST <prefix>/importYangben: multipart `file` (.xlsx) and optional `oid`. With oid the samples join
//   that order (status 0 only), without it they make a new order. All rows or none: any problem refuses
//   with data.problems [{ row, column, message }].
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emptyToUndefined } from '../../../contracts/form-fields.ts';
import { sampleOrderApi } from '../../../contracts/api/order.ts';
import { ORDER_MESSAGES, idField, type SampleOrderKind } from '../../../contracts/order.ts';
import { apiRoute, parseParams, rawRoute } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { callerKey, importGate } from '../../http/import-gate.ts';
import { readMultipart } from '../../http/multipart.ts';
import { IMPORT_MESSAGES } from './import-excel.ts';
import type { SampleImportService } from './import-service.ts';

const importParams = z.object({
  oid: z.preprocess(emptyToUndefined, idField(ORDER_MESSAGES.oidRequired).optional()),
});

const multipartErrors = {
  notMultipart: () => refuse(IMPORT_MESSAGES.wrongType),
  forCode(code: string | undefined) {
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(IMPORT_MESSAGES.tooLarge);
    if (code?.startsWith('FST_')) return refuse(IMPORT_MESSAGES.wrongType);
    return undefined;
  },
};

export function registerImportRoutes(app: FastifyInstance, kind: SampleOrderKind, service: SampleImportService) {
  const calls = sampleOrderApi[kind];
  rawRoute(app, calls.importTemplate, {
    async handler(_input, { reply }) {
      const { content, fileName, displayName } = await service.importTemplate();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(displayName)}`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  });

  apiRoute(app, calls.importSamples, {
    // Per customer, not per address: many customers may share an institute's address.
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: callerKey },
    message: IMPORT_MESSAGES.done,
    async handler(_input, { request, user }) {
      importGate.admit(callerKey(request));
      const { fields, file } = await readMultipart(request, multipartErrors);
      const { oid } = parseParams(importParams, { ...(request.query as object), ...fields });
      return importGate.run(callerKey(request), () => service.importSamples(user.id, oid, file));
    },
  });
}
