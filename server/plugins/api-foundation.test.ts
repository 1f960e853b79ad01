// The API plumbing every module relies on: envelope errors, not-found, body limits, rate limits,
// security headers, the OpenAPI document and health.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rootEndpointUrls } from '../../contracts/api/index.ts';
import { endpointsUnder, READ } from '../../contracts/endpoint.ts';
import { apiRoute } from '../http/api-route.ts';
import { refuse } from '../http/errors.ts';
import { JSON_COMPRESS_THRESHOLD, compressJson } from '../http/json-encoding.ts';

const testEndpoint = endpointsUnder('/api/test');
const nameInput = z.object({ name: z.string({ error: '请输入名称' }).min(1, '请输入名称') });
const hello = z.object({ hello: z.string() });
const testApi = {
  echo: testEndpoint({ path: '/echo', summary: 'echo', input: nameInput, output: hello }),
  readEcho: testEndpoint({ path: '/read-echo', methods: READ, summary: 'read echo', input: nameInput, output: hello }),
  refuse: testEndpoint({ path: '/refuse', summary: 'refuse' }),
  boom: testEndpoint({ path: '/boom', summary: 'boom' }),
  limited: testEndpoint({ path: '/limited', summary: 'limited', output: z.string() }),
  mine: testEndpoint({ path: '/mine', summary: 'guarded', auth: true, output: z.number() }),
  leaky: testEndpoint({ path: '/leaky', summary: 'leaky', output: hello }),
};

let testDb: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '/tmp/unused-api-foundation', EMBEDDED_WORKER: 'false' });
  const logStream = { write: (line: string) => void logLines.push(line) } as unknown as NodeJS.WritableStream;
  app = await buildApp(config, { database: testDb.database, ssrBuildDir: null, logStream });
  await app.register(
    async (api) => {
      apiRoute(api, testApi.echo, { handler: (input) => ({ hello: input.name }) });
      apiRoute(api, testApi.readEcho, { handler: (input) => ({ hello: input.name }) });
      apiRoute(api, testApi.refuse, {
        handler: () => {
          throw refuse('不可以');
        },
      });
      apiRoute(api, testApi.boom, {
        handler: () => {
          throw new Error('secret internal detail: relation "x" does not exist');
        },
      });
      apiRoute(api, testApi.limited, { rateLimit: { max: 2, timeWindow: '1 minute' }, handler: () => 'ok' });
      apiRoute(api, testApi.mine, { handler: (_i, { user }) => user.id });
      // Answers a field its schema does not describe: a contract break, refused outside production.
      apiRoute(api, testApi.leaky, { handler: () => ({ hello: 'q', password_hash: 'x' }) as { hello: string } });
    },
    { prefix: '/api/test' },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const json = (body: string) => JSON.parse(body) as { code: number; msg: string; data: unknown };

describe('the envelope', () => {
  it('wraps a success and reads parameters from query, JSON and form bodies', async () => {
    for (const request of [
      { url: '/api/test/echo?name=q' },
      { url: '/api/test/echo', payload: { name: 'q' } },
      { url: '/api/test/echo', payload: 'name=q', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      const res = await app.inject({ method: 'POST', ...request });
      expect(res.statusCode).toBe(200);
      expect(json(res.body)).toEqual({ code: 200, msg: 'success', data: { hello: 'q' } });
    }
  });

  it('answers a read-only call on GET and POST alike, with the same validation', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/test/read-echo?name=q' },
      { method: 'POST' as const, url: '/api/test/read-echo?name=q' },
      { method: 'POST' as const, url: '/api/test/read-echo', payload: { name: 'q' } },
    ]) {
      const res = await app.inject(request);
      expect(json(res.body)).toEqual({ code: 200, msg: 'success', data: { hello: 'q' } });
    }
    const refused = await app.inject({ method: 'GET', url: '/api/test/read-echo' });
    expect(json(refused.body)).toMatchObject({ code: 201, msg: '请输入名称' });
  });

  it('answers a refusal (201) with HTTP 200 and the Chinese message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/refuse' });
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toEqual({ code: 201, msg: '不可以', data: null });
    const invalid = await app.inject({ method: 'POST', url: '/api/test/echo' });
    expect(json(invalid.body)).toEqual({ code: 201, msg: '请输入名称', data: null });
  });

  it('hides internals of unknown errors but logs them', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res.body)).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    expect(res.body).not.toContain('secret internal detail');
    expect(logLines.join('')).toContain('secret internal detail');
  });

  it('refuses, outside production, an answer its schema does not describe (a test that makes the call fails)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/leaky' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('password_hash');
    expect(logLines.join('')).toContain('/api/test/leaky answered outside its answer schema: password_hash: not described by the answer schema');
  });

  it('answers 401 to a guarded call without a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/mine' });
    expect(res.statusCode).toBe(401);
    expect(json(res.body)).toEqual({ code: 401, msg: '请先登录!', data: null });
  });

  it('answers 404 in the envelope for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/v1/no/such/call?x=1' });
      expect(res.statusCode).toBe(404);
      expect(json(res.body)).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
    const page = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('maps Fastify errors: 413 too large, 415 unsupported type, 400 bad JSON', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(json(big.body)).toEqual({ code: 413, msg: '请求内容过大', data: null });

    const xml = await app.inject({ method: 'POST', url: '/api/test/echo', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(json(xml.body)).toEqual({ code: 415, msg: '不支持的请求格式', data: null });

    const broken = await app.inject({ method: 'POST', url: '/api/test/echo', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(json(broken.body)).toEqual({ code: 400, msg: '请求格式错误', data: null });
  });

  it('rate-limits routes that opt in, answering 429 in the envelope', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'POST', url: '/api/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await app.inject({ method: 'POST', url: '/api/test/limited' });
    expect(json(res.body)).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null });
    expect(res.headers['retry-after']).toBeDefined();
    // Routes without a limit are not limited.
    const free = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/test/refuse' })));
    expect(free.every((r) => r.statusCode === 200)).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a CSP with a fresh script nonce on every response', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz' });
    const b = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toBe(b.headers['content-security-policy']);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('permissions policy', () => {
  it('switches off camera, microphone, location, payment and USB on every answer, API and error alike', async () => {
    for (const [method, url] of [['GET', '/healthz'], ['POST', '/api/test/refuse'], ['GET', '/api/v1/no-such-call'], ['GET', '/api/docs/openapi.json']] as const) {
      const res = await app.inject({ method, url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy, `${url} ${feature}`).toContain(feature);
    }
  });

  it('lets no script evaluate text: the CSP has no unsafe-eval', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});

describe('compression', () => {
  it('compresses a large answer for a client that accepts Brotli or gzip, and only then', async () => {
    const url = '/api/docs/openapi.json';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  // Issue 35, point 13: a small JSON answer costs more to compress than it saves (json-encoding.ts).
  const echo = (name: string, acceptEncoding?: string) =>
    app.inject({ method: 'POST', url: '/api/test/echo', payload: { name }, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a small JSON answer uncompressed even to a client that accepts Brotli', async () => {
    const small = await echo('质粒 pX330 '.repeat(100), 'br, gzip');
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.rawPayload.length).toBeLessThan(JSON_COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.hello).toBe('质粒 pX330 '.repeat(100));
  });

  it('compresses a large JSON answer at brotli\'s fast setting, or gzip, for a client that accepts it', async () => {
    const name = Array.from({ length: 800 }, (_, i) => `质粒 pX${i} 载体`).join(',');
    const plain = await echo(name);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(JSON_COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await echo(name, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The fast setting: the very bytes compressJson gives (brotli quality 0 in a fitted window).
    expect(br.rawPayload.equals(compressJson('br', plain.rawPayload))).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The same answer again comes from the memo, byte for byte.
    expect((await echo(name, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await echo(name, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('health and documentation', () => {
  it('checks the database in /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    // Which process answers and how often it was restarted (decision 0061): no supervisor here.
    expect(res.json()).toEqual({ status: 'ok', database: testDb.database.kind, mode: 'test', pid: process.pid, restarts: 0, supervisorPid: null, databasePid: null });
  });

  it('serves an OpenAPI document built from the apiRoute schemas, with the authentication scheme', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.authentication).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'authentication' }),
    );
    const upload = doc.paths['/api/v1/uploads/index'].post;
    expect(upload.security).toEqual([{ authentication: [] }]);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    // Pages, files, health and wildcards stay out of the document; besides /api/v1 and the console's
    // /api/admin/v1 it shows only the root calls of the endpoint table (the specification's /messages/send-mail).
    const rootCalls = new Set(rootEndpointUrls());
    expect(rootCalls.size).toBeGreaterThan(0);
    const api = (p: string) => (p.startsWith('/api/v1/') || p.startsWith('/api/admin/v1/')) && !p.includes('*');
    expect(Object.keys(doc.paths).filter((p: string) => !api(p) && !rootCalls.has(p))).toEqual([]);

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});
