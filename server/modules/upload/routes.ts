// The upload call (contracts/api/upload.ts): one file (multipart), login required; answers
// data: [{ url, name, size }].
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { UPLOAD_MESSAGES, uploadParamsSchema } from '../../../contracts/uploads.ts';
import { apiRoute, parseParams } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';

interface ReceivedFile {
  filename: string;
  content: Buffer;
}

export async function uploadRoutes(app: FastifyInstance) {
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  const tooLargeMessage = `${UPLOAD_MESSAGES.tooLarge}，不能超过${formatSize(maxBytes)}`;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  apiRoute(app, uploadApi.upload, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    async handler(_input, { request, user }) {
      // The purpose may come as a form field of the multipart body, which only the handler reads.
      const { fields, file } = await readMultipart(request, tooLargeMessage);
      const { purpose } = parseParams(uploadParamsSchema, { ...(request.query as object), ...fields });
      if (!file) throw refuse(UPLOAD_MESSAGES.noFile);
      const saved = await app.services.uploads.save({ uid: user.id, purpose, filename: file.filename, content: file.content });
      return [saved];
    },
  });
}

async function readMultipart(request: FastifyRequest, tooLargeMessage: string) {
  if (!request.isMultipart()) throw refuse(UPLOAD_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The whole file is needed anyway: its content decides whether it is accepted.
        file = { filename: part.filename ?? '', content: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw refuse(UPLOAD_MESSAGES.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refuse('上传内容格式错误');
    throw error;
  }
  return { fields, file };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;
}
