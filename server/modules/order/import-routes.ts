// The batch import calls of one order kind (beyond the specification; contracts/api/order.ts):
// - GET/POST <prefix>/importTemplate: the .xlsx template (no login: it holds no customer data, and a
//   plain link can download it);
// - POST <prefix>/importYangben: multipart `file` (.xlsx) and optional `oid`. With oid the samples join
//   that order (status 0 only), without it they make a new order. All rows or none: any problem refuses
//   with data.problems [{ row, column, message }].
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sampleOrderApi } from '../../../contracts/api/order.ts';
import { ORDER_MESSAGES, idField, type SampleOrderKind } from '../../../contracts/order.ts';
import { apiRoute, parseParams, rawRoute } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { IMPORT_MESSAGES, buildTemplate, looksLikeXlsx, readImport } from './import-excel.ts';
import type { SampleOrderService } from './service.ts';

const importParams = z.object({
  oid: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField(ORDER_MESSAGES.oidRequired).optional()),
});

const TEMPLATE_NAMES: Record<SampleOrderKind, string> = {
  guide: 'GUIDE-seq样本导入模板.xlsx',
  amplicon: '扩增子样本导入模板.xlsx',
};

export function registerImportRoutes(app: FastifyInstance, kind: SampleOrderKind, service: SampleOrderService) {
  const calls = sampleOrderApi[kind];
  rawRoute(app, calls.importTemplate, {
    async handler(_input, { reply }) {
      const content = await buildTemplate(kind);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${kind}-template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAMES[kind])}`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  });

  apiRoute(app, calls.importSamples, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: IMPORT_MESSAGES.done,
    async handler(_input, { request, user }) {
      const { fields, file } = await readFile(request);
      const { oid } = parseParams(importParams, { ...(request.query as object), ...fields });
      if (!file) throw refuse(IMPORT_MESSAGES.wrongType);
      if (!looksLikeXlsx(file.filename, file.content)) throw refuse(IMPORT_MESSAGES.wrongType);
      const result = await readImport(kind, file.content);
      if (!result.ok) throw refuse(result.message, { problems: result.problems });
      const saved = oid ? await service.addSamples(user.id, oid, result.samples) : await service.createOrderWith(user.id, result.samples);
      return { info: saved.info, orderno: saved.orderno, count: saved.ids.length, yangben_nums: saved.yangben_nums };
    },
  });
}

async function readFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw refuse(IMPORT_MESSAGES.wrongType);
  const fields: Record<string, string> = {};
  let file: { filename: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { filename: part.filename ?? '', content: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('文件过大，不能超过2MB');
    if (code?.startsWith('FST_')) throw refuse(IMPORT_MESSAGES.wrongType);
    throw error;
  }
  return { fields, file };
}
