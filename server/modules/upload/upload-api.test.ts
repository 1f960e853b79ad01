import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { startFakeS3, type FakeS3 } from '../../storage/fake-s3-server.ts';

// ---- fixtures -------------------------------------------------------------------------------
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real 1x1 PNG. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const CSV = Buffer.from('name,on,off\n靶点1,GACGCATAAAGATGAGACGCTGG,GACGCATAAAGATGAGACGCTGG\n');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function multipart(parts: Part[]) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// ---- helpers --------------------------------------------------------------------------------
async function login(t: TestApp, email: string): Promise<{ uid: number; token: string }> {
  const [row] = await t.database.db.insert(users).values({ email, password_hash: 'x', status: 1 }).returning({ id: users.id });
  const { token } = await t.app.services.sessions.createSession(row.id);
  return { uid: row.id, token };
}

function upload(t: TestApp, token: string | null, purpose: string | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/index${purpose === null ? '' : `?purpose=${purpose}`}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authentication: token } : {}) },
  });
}

const file = (filename: string, value: Buffer, type?: string): Part => ({ name: 'file', filename, value, type });

/** Fetches an upload the way its owner's page does: through a link made for them. */
async function serve(t: TestApp, url: string, uid: number) {
  const [link] = await t.app.services.uploads.linksFor([url], { uid });
  expect(link).not.toBeNull();
  return t.app.inject({ method: 'GET', url: link!.url });
}

// ---- local storage --------------------------------------------------------------------------
describe('POST /api/v1/uploads/index (local storage)', () => {
  let t: TestApp;
  let token: string;
  let uid: number;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: '4096' });
    ({ token, uid } = await login(t, 'uploader@example.com'));
  });
  afterAll(async () => t?.close());

  it('stores a real PNG under a random name, records it and returns data[0].url', async () => {
    const png = tinyPng();
    const res = await upload(t, token, 'image', [file('我的图片.PNG', png, 'image/png')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({ url: expect.stringMatching(/^\/uploads\/private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/), name: '我的图片.PNG', size: png.length });

    const key = body.data[0].url.slice('/uploads/'.length);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.storage_key, key));
    expect(row).toMatchObject({ uid, original_name: '我的图片.PNG', mime: 'image/png', size: png.length, purpose: 'image' });

    expect(key).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    // A customer's file is private: never at its address, only through a link made for its owner.
    expect((await t.app.inject({ method: 'GET', url: body.data[0].url })).statusCode).toBe(404);
    const served = await serve(t, body.data[0].url, uid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('我的图片.PNG')}`);

    // Two uploads of the same file never share a name.
    const again = await upload(t, token, 'image', [file('我的图片.PNG', png)]);
    expect(again.json().data[0].url).not.toBe(body.data[0].url);
  });

  it('accepts the purpose as a form field too', async () => {
    const res = await upload(t, token, null, [{ name: 'purpose', value: 'proof' }, file('scan.pdf', PDF)]);
    expect(res.json()).toMatchObject({ code: 200, data: [{ name: 'scan.pdf' }] });
    const served = await serve(t, res.json().data[0].url, uid);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('accepts proof types png, jpg, pdf and Word 97 documents', async () => {
    for (const [name, content] of [['a.png', tinyPng()], ['b.pdf', PDF], ['c.doc', DOC]] as const) {
      const res = await upload(t, token, 'proof', [file(name, content)]);
      expect(res.json().code, name).toBe(200);
    }
  });

  it('refuses a PNG renamed .pdf and a PDF renamed .png (content and extension must agree)', async () => {
    const a = await upload(t, token, 'proof', [file('proof.pdf', tinyPng(), 'application/pdf')]);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!', data: null });
    const b = await upload(t, token, 'proof', [file('proof.png', PDF, 'image/png')]);
    expect(b.json()).toEqual({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!', data: null });
  });

  it('refuses an HTML file named .png, and HTML under any name', async () => {
    const res = await upload(t, token, 'image', [file('cat.png', HTML, 'image/png')]);
    expect(res.json()).toEqual({ code: 201, msg: '只能上传图片格式的文件!', data: null });
    const html = await upload(t, token, 'proof', [file('page.html', HTML, 'text/html')]);
    expect(html.json().code).toBe(201);
  });

  it('refuses an extension the purpose does not allow, even with valid content', async () => {
    const res = await upload(t, token, 'crispr', [file('pairs.png', tinyPng())]);
    expect(res.json()).toEqual({ code: 201, msg: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!', data: null });
  });

  it('accepts UTF-8 csv for crispr and refuses binary or non-UTF-8 content named .csv', async () => {
    const ok = await upload(t, token, 'crispr', [file('pairs.csv', CSV, 'text/csv')]);
    expect(ok.json().code).toBe(200);
    const served = await serve(t, ok.json().data[0].url, uid);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.body).toBe(CSV.toString());
    expect(await t.app.services.uploads.readOwned(ok.json().data[0].url, uid)).toEqual(CSV);
    expect(await t.app.services.uploads.readOwned(ok.json().data[0].url, uid + 999)).toBeNull();

    for (const bad of [tinyPng(), Buffer.from('a,b\n1,\u0000\n'), Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])]) {
      const res = await upload(t, token, 'crispr', [file('pairs.csv', bad, 'text/csv')]);
      expect(res.json()).toEqual({ code: 201, msg: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!', data: null });
    }
  });

  it('answers 413 in the envelope when the file is larger than UPLOAD_MAX_BYTES', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5000)]);
    const res = await upload(t, token, 'image', [file('big.png', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '文件过大，不能超过4KB', data: null });
  });

  it('answers 401 without a login, before reading the file', async () => {
    const res = await upload(t, null, 'image', [file('a.png', tinyPng())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '请先登录!', data: null });
  });

  it('refuses an unknown purpose, no file, and more than one file', async () => {
    expect((await upload(t, token, 'anything', [file('a.png', tinyPng())])).json()).toEqual({ code: 201, msg: '不支持的上传用途', data: null });
    expect((await upload(t, token, 'image', [{ name: 'note', value: 'hi' }])).json()).toEqual({ code: 201, msg: '请选择要上传的文件', data: null });
    const two = await upload(t, token, 'image', [file('a.png', tinyPng()), file('b.png', tinyPng())]);
    expect(two.json()).toEqual({ code: 201, msg: '每次只能上传一个文件', data: null });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/index?purpose=image', payload: {}, headers: { authentication: token } });
    expect(json.json()).toEqual({ code: 201, msg: '请选择要上传的文件', data: null });
  });
});

// ---- the specification's bare upload (decision 0030) -------------------------------------------
describe('POST /api/v1/uploads/index with only a file (no purpose)', () => {
  let t: TestApp;
  let token: string;
  let uid: number;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_QUOTA_BYTES: '3000' });
    ({ token, uid } = await login(t, 'bare-upload@example.com'));
  });
  afterAll(async () => t?.close());

  const bare = (parts: Part[], referer?: string) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/index',
      payload: body.payload,
      headers: { ...body.headers, authentication: token, ...(referer ? { referer } : {}) },
    });
  };
  const purposeOf = async (url: string) => {
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.storage_key, url.slice('/uploads/'.length)));
    return row;
  };

  it('answers data[0].url for a picture, a PDF or a Word file, stored privately as a proof', async () => {
    for (const [name, content] of [['scan.png', tinyPng()], ['scan.pdf', PDF], ['scan.doc', DOC]] as const) {
      const res = await bare([file(name, content)]);
      expect(res.json(), name).toMatchObject({ code: 200, data: [{ url: expect.stringMatching(/^\/uploads\/private\//), name }] });
      expect(await purposeOf(res.json().data[0].url)).toMatchObject({ uid, purpose: 'proof' });
      expect((await t.app.inject({ method: 'GET', url: res.json().data[0].url })).statusCode).toBe(404);
    }
  });

  it('takes a csv as a CRISPR-Net input, checked as text', async () => {
    const res = await bare([file('pairs.csv', CSV)]);
    expect(res.json().code).toBe(200);
    expect(await purposeOf(res.json().data[0].url)).toMatchObject({ purpose: 'crispr' });
    expect((await bare([file('pairs.csv', tinyPng())])).json()).toEqual({ code: 201, msg: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!', data: null });
  });

  it('keeps the type checks: any other type is refused with the specification upload message', async () => {
    for (const [name, content] of [['page.html', HTML], ['cat.png', HTML], ['run.exe', Buffer.from('MZ\u0090\u0000')], ['noext', tinyPng()]] as const) {
      expect((await bare([file(name, content)])).json(), name).toEqual({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!', data: null });
    }
  });

  it('follows the page it came from: the CRISPR-Net form takes csv only, the order forms proofs only', async () => {
    const fromCrispr = await bare([file('a.png', tinyPng())], 'https://gene.example.com/crispr');
    expect(fromCrispr.json()).toEqual({ code: 201, msg: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!', data: null });
    const fromEnglishCrispr = await bare([file('pairs.csv', CSV)], 'https://gene.example.com/en/crispr?x=1');
    expect(await purposeOf(fromEnglishCrispr.json().data[0].url)).toMatchObject({ purpose: 'crispr' });
    const fromOrder = await bare([file('pairs.csv', CSV)], 'https://gene.example.com/orderCellAction?id=3');
    expect(fromOrder.json()).toEqual({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!', data: null });
    const proof = await bare([file('proof.pdf', PDF)], 'https://gene.example.com/orderCellAction');
    expect(await purposeOf(proof.json().data[0].url)).toMatchObject({ purpose: 'proof' });
    // A page that takes no upload (or a malformed Referer) leaves the decision to the file.
    const elsewhere = await bare([file('pairs.csv', CSV)], 'not a url');
    expect(await purposeOf(elsewhere.json().data[0].url)).toMatchObject({ purpose: 'crispr' });
  });

  it('keeps the login requirement and the quota', async () => {
    const body = multipart([file('a.png', tinyPng())]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/index', payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
    const big = Buffer.concat([PDF, Buffer.alloc(3000, 0x20)]);
    expect((await bare([file('big.pdf', big)])).json()).toEqual({
      code: 201,
      msg: '存储空间已满：每位用户最多可保存3KB的文件，请删除不需要的订单或任务后再上传',
      data: null,
    });
  });
});

describe('GET /uploads/<key>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('serves seed SVG as an image under the sandboxing CSP, as a download', async () => {
    const url = await t.app.services.uploads.putFile('demo/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('cannot be walked out of the upload directory', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/2025/01/..%2F..%2F..%2Fserver%2Fconfig.ts',
      '/uploads/%2Fetc%2Fpasswd',
      '/uploads/2025/01/missing.png',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('loadConfig');
      expect(res.body).not.toContain('"name"');
    }
  });
});

// ---- S3-compatible storage ------------------------------------------------------------------
describe('uploads on S3-compatible storage', () => {
  let fake: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeS3();
    t = await createTestApp({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('puts the object through the SDK and serves it back', async () => {
    const { token, uid } = await login(t, 's3@example.com');
    const png = tinyPng();
    const res = await upload(t, token, 'image', [file('x.png', png)]);
    expect(res.json().code).toBe(200);
    const key = res.json().data[0].url.slice('/uploads/'.length);
    expect(fake.objects.get(`/media/${key}`)?.body.equals(png)).toBe(true);
    expect(fake.objects.get(`/media/${key}`)?.contentType).toBe('image/png');
    const served = await serve(t, res.json().data[0].url, uid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/2025/01/0000.png' })).statusCode).toBe(404);
  });
});
