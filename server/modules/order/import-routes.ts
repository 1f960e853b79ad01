// The batch import calls of one order kind (beyond the specification); the rule is in
// import-service.ts:
// - GET/POST <prefix>/importTemplate: the .xlsx template (no login: it holds no customer data, and a
//   plain link can download it);
// - POST <prefix>/importYangben: multipart `file` (.xlsx) and optional `oid`. With oid the samples join
//   that order (status 0 only), without it they make a new order. All rows or none: any problem refuses
//   with data.problems [{ row, column, message }].
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emptyToUndefined } from '../../../contracts/form-fields.ts';
import { ORDER_MESSAGES, idField, type SampleOrderKind } from '../../../contracts/order.ts';
import { apiRoute, parseParams } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { IMPORT_MESSAGES } from './import-excel.ts';
import type { SampleImportService } from './import-service.ts';

const importParams = z.object({
  oid: z.preprocess(emptyToUndefined, idField(ORDER_MESSAGES.oidRequired).optional()),
});

const multipartErrors = {
  notMultipart: () => refuse(IMPORT_MESSAGES.wrongType),
  forCode(code: string | undefined) {
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('文件过大，不能超过2MB');
    if (code?.startsWith('FST_')) return refuse(IMPORT_MESSAGES.wrongType);
    return undefined;
  },
};

export function registerImportRoutes(app: FastifyInstance, kind: SampleOrderKind, service: SampleImportService, prefix: string) {
  app.route({
    method: ['GET', 'POST'],
    url: `${prefix}/importTemplate`,
    schema: { summary: '批量导入样本的 Excel 模板（.xlsx）', tags: [kind] },
    async handler(_request, reply) {
      const { content, fileName, displayName } = await service.importTemplate();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(displayName)}`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  });

  apiRoute(app, {
    url: `${prefix}/importYangben`,
    summary: '批量导入样本（multipart：file 为填好的模板，oid 可选）；全部导入或全部不导入，错误见 data.problems',
    tags: [kind],
    auth: true,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: IMPORT_MESSAGES.done,
    multipart: { oid: { type: 'integer', description: '加入的订单；不传则新建订单' } },
    async handler(_input, { request, user }) {
      const { fields, file } = await readMultipart(request, multipartErrors);
      const { oid } = parseParams(importParams, { ...(request.query as object), ...fields });
      return service.importSamples(user.id, oid, file);
    },
  });
}
