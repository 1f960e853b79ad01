// The upload call (contracts/api/upload.ts): one file (multipart), login required; answers
// data: [{ url, name, size }]. `purpose` is optional: without it the page and the file decide (purpose.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { UPLOAD_MESSAGES, formatSize, uploadParamsSchema } from '../../../contracts/uploads.ts';
import { apiRoute, parseParams } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { readMultipart, type MultipartErrors } from '../../http/multipart.ts';
import { inferUploadPurpose } from './purpose.ts';

export async function uploadRoutes(app: FastifyInstance) {
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  const tooLargeMessage = `${UPLOAD_MESSAGES.tooLarge}，不能超过${formatSize(maxBytes)}`;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  apiRoute(app, uploadApi.upload, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    async handler(_input, { request, user }) {
      const { fields, file } = await readMultipart(request, multipartErrors(tooLargeMessage));
      const params = parseParams(uploadParamsSchema, { ...(request.query as object), ...fields });
      if (!file) throw refuse(UPLOAD_MESSAGES.noFile);
      const purpose = params.purpose ?? inferUploadPurpose(file.filename, request.headers.referer);
      const saved = await app.services.uploads.save({ uid: user.id, purpose, filename: file.filename, content: file.content });
      return [saved];
    },
  });
}

function multipartErrors(tooLargeMessage: string): MultipartErrors {
  return {
    notMultipart: () => refuse(UPLOAD_MESSAGES.noFile),
    forCode(code) {
      if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(tooLargeMessage);
      if (code === 'FST_FILES_LIMIT') return refuse(UPLOAD_MESSAGES.oneFile);
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse('上传内容格式错误');
      return undefined;
    },
  };
}
