// Serves the public uploads (the console's pictures, the demo images) at GET /uploads/<key> with headers that keep them inert: the stored type,
// nosniff, a download for anything that is not a raster image, and a sandboxing CSP, so an upload
// can never run as a page of this site.
import type { FastifyInstance } from 'fastify';
import { RASTER_IMAGE_MIMES } from '../modules/upload/file-check.ts';
import { isPrivateKey, isValidKey } from '../storage/storage.ts';
import { PRIVATE_PURPOSES } from '../modules/upload/service.ts';
import type { Services } from '../services.ts';

export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function uploadFilesPlugin(app: FastifyInstance, options: { services: Pick<Services, 'uploads'> }) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Private files (order results, customers' uploads) share the storage but are served only through
    // their short-lived links; a customer file stored before the private prefix existed is known by its row.
    const file = isValidKey(key) && !isPrivateKey(key) ? await options.services.uploads.open(key) : null;
    if (!file || (file.purpose !== null && PRIVATE_PURPOSES.includes(file.purpose))) {
      file?.body.destroy();
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    const raster = RASTER_IMAGE_MIMES.has(file.mime);
    reply
      .type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .header('content-disposition', contentDisposition(raster ? 'inline' : 'attachment', file.name))
      // Keys are random and never reused, so a stored file never changes.
      .header('cache-control', raster ? 'public, max-age=31536000, immutable' : 'private, max-age=3600');
    return reply.send(file.body);
  });
}
