// Helpers of the private-file tests: a customer's upload through the real call, small real files, and
// the cell-line order that refers to proofs.
import type { TestApp } from './test-app.ts';
import { call, cellForm } from './order-test-kit.ts';

/** A real 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** POST /api/v1/uploads/index with one file; answers the raw response. */
export function uploadFile(t: TestApp, token: string, purpose: string, filename: string, content: Buffer) {
  const boundary = `----private${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/index?purpose=${purpose}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authentication: token },
  });
}

/** Uploads a proof and answers its stored address (`/uploads/private/…`). */
export async function proofUrl(t: TestApp, token: string, filename = 'growth.png', content = PNG): Promise<string> {
  const res = await uploadFile(t, token, 'proof', filename, content);
  const body = res.json() as { code: number; msg: string; data: Array<{ url: string }> | null };
  if (body.code !== 200) throw new Error(`upload: ${body.msg}`);
  return body.data![0].url;
}

/** A cell-line order with a growth proof; answers the order's id. */
export async function orderWithProof(t: TestApp, token: string, proof: string): Promise<number> {
  const created = await call(t, '/cellsline/addCellslineOrder', token, cellForm({ is_shengzhang: 1, shengzhang_file: proof }));
  if (created.code !== 200) throw new Error(`add cell order: ${created.msg}`);
  return created.data.info as number;
}

/** The storage key inside a stored address. */
export const keyOf = (url: string) => url.slice('/uploads/'.length);
