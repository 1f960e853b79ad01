// Helpers of tests that upload pictures through the console: real images made by sharp, and the
// multipart call to /api/admin/v1/media/uploadImage.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart, type Part } from '../order-ops/order-ops-test-kit.ts';

/** A real image of this size and format (a colour gradient would compress differently; flat is enough). */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', orientation?: number): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
  if (orientation) image = image.withMetadata({ orientation, exif: { IFD0: { Copyright: '秘密相机', Artist: 'gps-owner' } } });
  return image.toFormat(format).toBuffer();
}

export async function uploadImage(
  app: FastifyInstance,
  token: string | undefined,
  file: { filename: string; content: Buffer } | null,
  purpose: string | null = 'carousel',
) {
  const parts: Part[] = purpose === null ? [] : [{ name: 'purpose', value: purpose }];
  if (file) parts.push({ name: 'file', filename: file.filename, value: file.content });
  const body = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/media/uploadImage',
    payload: body.payload,
    headers: { ...body.headers, ...(token === undefined ? {} : { authentication: token }) },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}
