// Helpers of the console's export tests: an export fetched through app.inject and read back
// (spreadsheet-rows.ts) as rows of text, header row first.
import type { FastifyInstance } from 'fastify';
import { parseCsv, parseXlsx } from './spreadsheet-rows.ts';
import { randomIp } from './user-test-kit.ts';

/** POSTs an export call with the member's token; the answer and its rows (empty when not a file). */
export async function exportCall(app: FastifyInstance, path: string, token: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `/api/admin/v1${path}`, payload: body, headers: { authentication: token }, remoteAddress: randomIp() });
  const type = String(res.headers['content-type'] ?? '');
  const rows = type.startsWith('text/csv') ? parseCsv(res.rawPayload.toString('utf8')) : type.includes('spreadsheetml') ? await parseXlsx(res.rawPayload) : [];
  return { res, rows };
}
