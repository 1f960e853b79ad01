// Helpers of tests that upload pictures through the console: real images made by sharp (or by hand,
// for sizes sharp would take long to make), and the multipart call to /api/admin/v1/media/uploadImage.
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart, type Part } from './order-ops-test-kit.ts';

/** A real image of this size and format (a colour gradient would compress differently; flat is enough). */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', orientation?: number): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
  if (orientation) image = image.withMetadata({ orientation, exif: { IFD0: { Copyright: '秘密相机', Artist: 'gps-owner' } } });
  return image.toFormat(format).toBuffer();
}

/** A real 16-bit RGB PNG (sharp), the kind that is slow to decode. */
export function make16BitPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of any size, written by hand: all-black rows compress to almost nothing, so
 * 20000×20000 (400 megapixels) is a file of about 50 kB, the "small file, huge canvas" attack.
 */
export function makeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero bits, each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
