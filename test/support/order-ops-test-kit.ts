// Helpers of the order-ops API tests: customers with orders of each kind (made through the customer's
// own calls), staff calls, multipart uploads and the e-mails queued.
import { vi } from 'vitest';
import type { TestApp } from './test-app.ts';
import type { MailMessage } from '../../server/modules/mail/service.ts';
import { adminCall, type TestStaff } from './staff-test-kit.ts';
import { ampliconSample, call, cellForm, createUser, guideSample } from './order-test-kit.ts';

export { call, createUser };

/** A GUIDE-seq (or amplicon) order of the customer with `samples` samples; answers the order id. */
export async function sampleOrder(t: TestApp, token: string, kind: 'guide' | 'amplicon' = 'guide', samples = 2): Promise<number> {
  const prefix = kind === 'guide' ? '/guide/addGuideOrder' : '/amplicon/addAmpliconOrder';
  const form = kind === 'guide' ? guideSample : ampliconSample;
  const created = await call(t, prefix, token, form({ name: 'S-1' }));
  if (created.code !== 200) throw new Error(`add order: ${created.msg}`);
  const oid = created.data.info as number;
  for (let i = 2; i <= samples; i++) {
    const added = await call(t, kind === 'guide' ? '/guide/addGuideYangben' : '/amplicon/addAmpliconYangben', token, { ...form({ name: `S-${i}` }), oid });
    if (added.code !== 200) throw new Error(`add sample: ${added.msg}`);
  }
  return oid;
}

/** A cell-line order of the customer; answers its id. */
export async function cellOrder(t: TestApp, token: string): Promise<number> {
  const created = await call(t, '/cellsline/addCellslineOrder', token, cellForm());
  if (created.code !== 200) throw new Error(`add cell order: ${created.msg}`);
  return created.data.info as number;
}

/** A console call as this member. */
export const staffCall = (t: TestApp, member: TestStaff, path: string, body: Record<string, unknown> = {}) => adminCall(t.app, path, body, { token: member.token });

/** Records every e-mail queued from now on (nothing is delivered). */
export function captureMail(t: TestApp) {
  const spy = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('job');
  return {
    messages: (): MailMessage[] => spy.mock.calls.map(([message]) => message),
    to: (address: string): MailMessage[] => spy.mock.calls.map(([message]) => message).filter((m) => m.to === address),
    clear: () => spy.mockClear(),
    restore: () => spy.mockRestore(),
  };
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

export function multipart(parts: Part[]) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a result file as this member: fields first, then the file (as the console sends them). */
export async function uploadResult(
  t: TestApp,
  member: TestStaff,
  fields: Record<string, string | number>,
  file: { filename: string; content: Buffer } | null,
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
  if (file) parts.push({ name: 'file', filename: file.filename, value: file.content });
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/orders/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, authentication: member.token },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}
