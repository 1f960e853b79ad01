// The console's image upload (contracts/api/admin/media.ts): one file and its purpose as multipart,
// at most IMAGE_MAX_BYTES; every rule is in service.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminMediaApi } from '../../../contracts/api/admin/media.ts';
import { IMAGE_MAX_BYTES, MEDIA_MESSAGES, mediaUploadFields } from '../../../contracts/media.ts';
import { adminRoute, parseParams } from '../../http/api-route.ts';
import { refuse, tooLarge } from '../../http/errors.ts';
import { readMultipart, type MultipartErrors } from '../../http/multipart.ts';

const errors: MultipartErrors = {
  notMultipart: () => refuse(MEDIA_MESSAGES.noFile),
  forCode(code) {
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MEDIA_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') return refuse(MEDIA_MESSAGES.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return refuse(MEDIA_MESSAGES.malformed);
    return undefined;
  },
};

export async function mediaAdminRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 } });

  adminRoute(app, adminMediaApi.uploadImage, {
    async handler(_input, { request, staff }) {
      const { fields, file } = await readMultipart(request, errors);
      const { purpose } = parseParams(mediaUploadFields, { ...(request.query as object), ...fields });
      if (!file) throw refuse(MEDIA_MESSAGES.noFile);
      return app.services.media.uploadImage(staff, request.ip, { purpose, filename: file.filename, content: file.content });
    },
  });
}
