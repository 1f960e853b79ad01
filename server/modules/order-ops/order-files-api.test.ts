// Result files: streamed uploads (SHA-256, size, type by extension and first bytes, the size limit),
// withdrawal, short-lived download links for the owner and staff, recorded downloads, and removal of
// the bytes with their order.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, orderFileDownloads, orderFileLinks, orderFiles } from '../../db/schema/index.ts';
import { startFakeS3 } from '../../storage/fake-s3-server.ts';
import { setStatus } from '../../../test/support/order-test-kit.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { call, captureMail, createUser, sampleOrder, staffCall, uploadResult } from '../../../test/support/order-ops-test-kit.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** gzip of "ACGT\n" (any gzip stream starts 1f 8b). */
const FASTQ_GZ = Buffer.from('1f8b0800000000000003737476e1020036d4a1ba05000000', 'hex');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under the upload directory (result files live under results/). */
function storedFiles(t: TestApp): string[] {
  const root = t.config.paths.uploads;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

let t: TestApp;
let lab: TestStaff;
let sales: TestStaff;
let owner: { uid: number; token: string };
let other: { uid: number; token: string };
let oid: number;

beforeAll(async () => {
  t = await createTestApp();
  lab = await createStaff(t.app, ['lab'], { name: '实验员小李' });
  sales = await createStaff(t.app, ['sales']);
  owner = await createUser(t, 'owner');
  other = await createUser(t, 'other');
  oid = await sampleOrder(t, owner.token, 'guide', 2);
  await setStatus(t, 'guide', oid, 5);
});

afterAll(async () => {
  await t?.close();
});

describe('result file upload', () => {
  it('streams a file to storage with its SHA-256, size and type, and records the event and the audit row', async () => {
    const res = await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: '分析报告.pdf', content: PDF });
    expect(res).toMatchObject({ status: 200, code: 200, msg: '上传成功' });
    expect(res.data).toMatchObject({ sample_id: null, original_name: '分析报告.pdf', mime: 'application/pdf', size: PDF.length, sha256: sha256(PDF), staff_name: '实验员小李', downloads: 0, last_download_at: null });

    const [row] = await t.database.db.select().from(orderFiles).where(eq(orderFiles.id, res.data.id));
    expect(row.storage_key).toMatch(/^results\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t.config.paths.uploads, row.storage_key))).toEqual(PDF);
    // Private: never served at /uploads/.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order_file'), eq(auditLog.entity_id, String(res.data.id))));
    expect(audit).toMatchObject({ action: 'order_file.upload', staff_id: lab.id });
    expect(audit.after).toMatchObject({ name: '分析报告.pdf', size: PDF.length, sha256: sha256(PDF), order_id: oid });

    const detail = await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: oid });
    expect(detail.data.events.at(-1)).toMatchObject({ type: 'file', note: '分析报告.pdf', staff_name: '实验员小李' });
    expect(detail.data.files[0]).toMatchObject({ id: res.data.id, staff_name: '实验员小李', downloads: 0 });
  });

  it('attaches a double-extension file to one sample of the order, fields before or after the file', async () => {
    const detail = await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: oid });
    const sampleId = detail.data.samples[1].id;
    const res = await uploadResult(t, lab, { kind: 'guide', id: oid, sample_id: sampleId }, { filename: 'S-2_R1.FASTQ.GZ', content: FASTQ_GZ });
    expect(res.data).toMatchObject({ sample_id: sampleId, mime: 'application/gzip', size: FASTQ_GZ.length, sha256: sha256(FASTQ_GZ) });

    // File first, then the fields: stored once the fields name a real order.
    const { multipart } = await import('../../../test/support/order-ops-test-kit.ts');
    const body = multipart([
      { name: 'file', filename: 'table.csv', value: 'sample,reads\nS-1,100\n' },
      { name: 'kind', value: 'guide' },
      { name: 'id', value: String(oid) },
    ]);
    const late = await t.app.inject({ method: 'POST', url: '/api/admin/v1/orders/uploadFile', payload: body.payload, headers: { ...body.headers, authentication: lab.token } });
    expect(late.json()).toMatchObject({ code: 200, data: { original_name: 'table.csv', mime: 'text/csv' } });
  });

  it('refuses a wrong type, a disguised file, an empty file, a missing file, another order\'s sample and roles without the call, leaving nothing stored', async () => {
    const before = storedFiles(t);
    const [{ total: rowsBefore }] = await t.database.db.$count(orderFiles).then((n) => [{ total: n }]);
    const refusals = [
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'run.exe', content: Buffer.from('MZ') }), '不支持的文件类型'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'report.pdf', content: Buffer.from('<html>not a pdf</html>') }), '不支持的文件类型'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'reads.fastq.gz', content: Buffer.from('ACGT\n') }), '不支持的文件类型'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'table.csv', content: Buffer.from('a,b\0c') }), '不支持的文件类型'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'empty.txt', content: Buffer.alloc(0) }), '请选择要上传的文件'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid }, null), '请选择要上传的文件'],
      [await uploadResult(t, lab, {}, { filename: 'a.pdf', content: PDF }), '订单类型不正确'],
      [await uploadResult(t, lab, { kind: 'guide', id: 'abc' }, { filename: 'a.pdf', content: PDF }), '请选择订单'],
      [await uploadResult(t, lab, { kind: 'guide', id: oid, sample_id: 'x' }, { filename: 'a.pdf', content: PDF }), '请选择样本'],
    ] as const;
    for (const [res, msg] of refusals) expect(res).toMatchObject({ status: 200, code: 201, msg });

    const otherOrder = await sampleOrder(t, other.token, 'guide', 1);
    const foreignSample = (await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: otherOrder })).data.samples[0].id;
    expect(await uploadResult(t, lab, { kind: 'guide', id: oid, sample_id: foreignSample }, { filename: 'a.pdf', content: PDF })).toMatchObject({ status: 404, msg: '样本不存在' });
    expect(await uploadResult(t, lab, { kind: 'guide', id: 999999 }, { filename: 'a.pdf', content: PDF })).toMatchObject({ status: 404, msg: '订单不存在' });
    expect((await uploadResult(t, sales, { kind: 'guide', id: oid }, { filename: 'a.pdf', content: PDF })).status).toBe(403);
    const json = await staffCall(t, lab, '/orders/uploadFile', { kind: 'guide', id: oid });
    expect(json).toMatchObject({ code: 201, msg: '请选择要上传的文件' });

    expect(storedFiles(t)).toEqual(before);
    expect(await t.database.db.$count(orderFiles)).toBe(rowsBefore);
  });

  it('answers 413 over RESULT_FILE_MAX_BYTES and leaves nothing in the upload directory', async () => {
    const small = await createTestApp({ RESULT_FILE_MAX_BYTES: '1024' });
    try {
      const member = await createStaff(small.app, ['lab']);
      const customer = await createUser(small, 'big');
      const id = await sampleOrder(small, customer.token, 'guide', 1);
      const exact = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(1019, 0x20)]);
      expect((await uploadResult(small, member, { kind: 'guide', id }, { filename: 'exact.pdf', content: exact })).code).toBe(200);
      const files = storedFiles(small);

      const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(4000, 0x20)]);
      const res = await uploadResult(small, member, { kind: 'guide', id }, { filename: 'big.pdf', content: big });
      expect(res).toMatchObject({ status: 413, code: 413, msg: '文件过大' });
      expect(storedFiles(small)).toEqual(files);
      expect(await small.database.db.$count(orderFiles)).toBe(1);
    } finally {
      await small.close();
    }
  });
});

describe('downloads', () => {
  let fileId: number;
  beforeAll(async () => {
    fileId = (await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: '结果 表.txt', content: Buffer.from('ok\n') })).data.id;
  });

  const get = (url: string, ip = '203.0.113.7') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('gives the owner a 5-minute link that streams the exact bytes with safe headers and records each download', async () => {
    expect(await call(t, '/order/fileLink', other.token, { id: fileId })).toMatchObject({ status: 404, msg: '文件不存在' });
    expect((await call(t, '/order/fileLink', null, { id: fileId })).status).toBe(401);

    const link = await call(t, '/order/fileLink', owner.token, { id: fileId });
    expect(link.code).toBe(200);
    expect(link.data.url).toMatch(/^\/api\/v1\/order\/file\?token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.data.expires_at) - t.clock.ms()).toBe(300_000);

    const first = await get(link.data.url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toEqual(Buffer.from('ok\n'));
    expect(first.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-length': '3',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(first.headers['content-disposition']).toBe(`attachment; filename="__ _.txt"; filename*=UTF-8''${encodeURIComponent('结果 表.txt')}`);
    await get(link.data.url, '203.0.113.8');

    const downloads = await t.database.db.select().from(orderFileDownloads).where(eq(orderFileDownloads.file_id, fileId));
    expect(downloads.map((d) => [d.uid, d.staff_id, d.ip])).toEqual([
      [owner.uid, null, '203.0.113.7'],
      [owner.uid, null, '203.0.113.8'],
    ]);
    const [stored] = await t.database.db.select().from(orderFileLinks).where(eq(orderFileLinks.file_id, fileId));
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(link.data.url).not.toContain(stored.token_hash);

    const detail = await staffCall(t, lab, '/orders/detail', { kind: 'guide', id: oid });
    expect(detail.data.files.find((f: { id: number }) => f.id === fileId)).toMatchObject({ downloads: 2, last_download_at: expect.any(String) });
  });

  it('gives staff links too, recorded with the member', async () => {
    const link = await staffCall(t, sales, '/orders/fileLink', { id: fileId });
    expect(link.code).toBe(200);
    expect((await get(link.data.url)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(orderFileDownloads).where(eq(orderFileDownloads.staff_id, sales.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 with a clear message for an expired or unknown token', async () => {
    const link = await call(t, '/order/fileLink', owner.token, { id: fileId });
    await t.database.db.update(orderFileLinks).set({ expires_at: new Date(t.clock.ms() - 1000) });
    const expired = await get(link.data.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 404, msg: '下载链接已失效，请返回订单页重新下载' });
    const unknown = await get(`/api/v1/order/file?token=${'A'.repeat(43)}`);
    expect(unknown.json()).toMatchObject({ code: 404, msg: '下载链接已失效，请返回订单页重新下载' });
  });

  it('withdraws a file: bytes gone, row kept as removed, no more links, an event and an audit row', async () => {
    const up = await uploadResult(t, lab, { kind: 'guide', id: oid }, { filename: 'old.pdf', content: PDF });
    const link = await call(t, '/order/fileLink', owner.token, { id: up.data.id });
    const [row] = await t.database.db.select().from(orderFiles).where(eq(orderFiles.id, up.data.id));

    expect((await staffCall(t, sales, '/orders/removeFile', { id: up.data.id })).status).toBe(403);
    expect(await staffCall(t, lab, '/orders/removeFile', { id: up.data.id })).toMatchObject({ code: 200, data: null });
    expect(await staffCall(t, lab, '/orders/removeFile', { id: up.data.id })).toMatchObject({ status: 404, msg: '文件不存在' });

    expect(fs.existsSync(path.join(t.config.paths.uploads, row.storage_key))).toBe(false);
    const [after] = await t.database.db.select().from(orderFiles).where(eq(orderFiles.id, up.data.id));
    expect(after.removed).toBe(1);
    expect((await get(link.data.url)).statusCode).toBe(404);
    expect(await call(t, '/order/fileLink', owner.token, { id: up.data.id })).toMatchObject({ status: 404 });
    const progress = await call(t, '/order/progress', owner.token, { kind: 'guide', id: oid });
    expect(progress.data.files.map((f: { id: number }) => f.id)).not.toContain(up.data.id);
    expect(progress.data.events.at(-1)).toMatchObject({ type: 'file_removed', note: 'old.pdf' });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'order_file.remove'), eq(auditLog.entity_id, String(up.data.id))));
    expect(audit.before).toMatchObject({ name: 'old.pdf', sha256: sha256(PDF) });
  });

  it('removes the files, their rows and the order\'s life when the customer deletes a finished order', async () => {
    const mail = captureMail(t);
    try {
      const id = await sampleOrder(t, owner.token, 'guide', 1);
      await setStatus(t, 'guide', id, 6);
      const up = await uploadResult(t, lab, { kind: 'guide', id }, { filename: 'final.pdf', content: PDF });
      const [row] = await t.database.db.select().from(orderFiles).where(eq(orderFiles.id, up.data.id));
      await staffCall(t, lab, '/orders/sendMessage', { kind: 'guide', id, body: '报告已上传' });

      expect((await call(t, '/guide/delGuideOrder', owner.token, { id })).code).toBe(200);
      expect(fs.existsSync(path.join(t.config.paths.uploads, row.storage_key))).toBe(false);
      expect(await t.database.db.$count(orderFiles, eq(orderFiles.id, up.data.id))).toBe(0);
      expect((await staffCall(t, lab, '/orders/detail', { kind: 'guide', id })).status).toBe(404);
    } finally {
      mail.restore();
    }
  });
});

describe('result files on S3-compatible storage', () => {
  it('streams the upload into the bucket, serves it back, and leaves nothing there for a file over the limit', async () => {
    const fake = await startFakeS3();
    const s3 = await createTestApp({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: 'results',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      RESULT_FILE_MAX_BYTES: '2048',
    });
    try {
      const member = await createStaff(s3.app, ['lab']);
      const customer = await createUser(s3, 's3');
      const id = await sampleOrder(s3, customer.token, 'amplicon', 1);
      const up = await uploadResult(s3, member, { kind: 'amplicon', id }, { filename: 'reads.fq.gz', content: FASTQ_GZ });
      expect(up.code).toBe(200);
      const [row] = await s3.database.db.select().from(orderFiles).where(eq(orderFiles.id, up.data.id));
      expect(fake.objects.get(`/results/${row.storage_key}`)).toMatchObject({ body: FASTQ_GZ, contentType: 'application/gzip' });

      const link = await call(s3, '/order/fileLink', customer.token, { id: up.data.id });
      const got = await s3.app.inject({ method: 'GET', url: link.data.url });
      expect(got.rawPayload).toEqual(FASTQ_GZ);
      expect(got.headers['content-length']).toBe(String(FASTQ_GZ.length));

      const objects = fake.objects.size;
      const big = await uploadResult(s3, member, { kind: 'amplicon', id }, { filename: 'big.gz', content: Buffer.concat([FASTQ_GZ, Buffer.alloc(4096)]) });
      expect(big).toMatchObject({ status: 413, msg: '文件过大' });
      expect(fake.objects.size).toBe(objects);
      expect(fake.uploads.size).toBe(0);
    } finally {
      await s3.close();
      await fake.close();
    }
  });
});
