// The shared defences against bad input, each proven on a call whose own schema forgot the rule:
// the route helper refuses a NUL or a lone surrogate anywhere in the input; a value the database
// cannot take (SQLSTATE class 22) is a Chinese refusal, not a 500; and no failed query's values
// (names, phones, addresses) reach the log. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORBIDDEN_CHARACTERS, INPUT_INVALID, TEXT_TOO_LONG } from '../../contracts/form-fields.ts';
import { endpointsUnder } from '../../contracts/endpoint.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { multipart } from '../../test/support/order-ops-test-kit.ts';
import { customerToken } from '../../test/support/staff-test-kit.ts';
import { apiRoute } from './api-route.ts';

const testEndpoint = endpointsUnder('/api/test');
// Deliberately careless schemas: plain strings and numbers, no text or integer helpers.
const testApi = {
  echo: testEndpoint({ path: '/echo', summary: 'echo', input: z.object({ name: z.string(), tags: z.array(z.unknown()).optional() }), output: z.string() }),
  lookup: testEndpoint({ path: '/lookup', summary: 'lookup', input: z.object({ phone: z.string() }) }),
  store: testEndpoint({ path: '/store', summary: 'store', input: z.object({ name: z.string(), note: z.string() }) }),
  strict: testEndpoint({ path: '/strict', summary: 'strict', input: z.object({ count: z.number().int(), list: z.array(z.string()) }) }),
};

/** Personal data the failing queries carry as parameters: it must never be logged. */
const PERSONAL = { name: '王小明', phone: '13800138000', address: '北京市海淀区中关村大街1号', email: 'leak.me@example.com' };

let testDb: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
const handled = vi.fn();

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '/tmp/unused-bad-input', EMBEDDED_WORKER: 'false' });
  const logStream = { write: (line: string) => void logLines.push(line) } as unknown as NodeJS.WritableStream;
  app = await buildApp(config, { database: testDb.database, ssrBuildDir: null, logStream });
  await app.register(
    async (api) => {
      apiRoute(api, testApi.echo, {
        handler: (input) => {
          handled(input);
          return input.name;
        },
      });
      // The phone reaches an int4 cast: 22003 numeric value out of range (its text says the value).
      apiRoute(api, testApi.lookup, {
        handler: async (input) => {
          await app.database.db.execute(sql`select ${input.phone}::int4 as n`);
          return null;
        },
      });
      // A unique violation with a customer's name, phone and address as parameters: a real 500.
      apiRoute(api, testApi.store, {
        handler: async (input) => {
          const row = { email: PERSONAL.email, password_hash: 'x', fname: input.name, tel: PERSONAL.phone, address: input.note };
          await app.database.db.insert(users).values(row);
          await app.database.db.insert(users).values(row);
          return null;
        },
      });
      apiRoute(api, testApi.strict, { handler: () => null });
    },
    { prefix: '/api/test' },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const post = async (url: string, payload: unknown) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string }) };
};

describe('the route helper refuses unstorable text before any schema or handler', () => {
  it('finds a NUL in the query, a form body, a JSON body, nested arrays and objects, and keys', async () => {
    handled.mockClear();
    const requests = [
      { url: '/api/test/echo?name=a%00b' },
      { url: '/api/test/echo', payload: 'name=a%00b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { url: '/api/test/echo', payload: { name: 'a\u0000b' } },
      { url: '/api/test/echo', payload: { name: 'ok', tags: [['deep', ['\u0000']]] } },
      { url: '/api/test/echo', payload: { name: 'ok', tags: [{ inner: { note: 'x\u0000' } }] } },
      { url: '/api/test/echo', payload: { name: 'ok', tags: [{ 'key\u0000': 1 }] } },
      { url: '/api/test/echo', payload: { name: 'ok', 'unknown\u0000': 1 } },
      // A UTF-16 surrogate without its pair: jsonb and mails cannot carry it either.
      { url: '/api/test/echo', payload: { name: 'a\ud800b' } },
      { url: '/api/test/echo', payload: { name: 'a\udc00' } },
    ];
    for (const request of requests) {
      const res = await app.inject({ method: 'POST', ...request });
      expect(res.statusCode, JSON.stringify(request.payload ?? request.url)).toBe(200);
      expect(res.json(), JSON.stringify(request.payload ?? request.url)).toEqual({ code: 201, msg: FORBIDDEN_CHARACTERS, data: null });
    }
    expect(handled).not.toHaveBeenCalled();
  });

  it('lets ordinary text through: Chinese, emoji (paired surrogates), tab, newline', async () => {
    for (const name of ['王小明', '😀 ok', 'a\tb\nc\r\n']) {
      expect(await post('/api/test/echo', { name })).toEqual({ status: 200, code: 200, msg: 'success', data: name });
    }
  });

  it('refuses a NUL in a multipart field or file name', async () => {
    const token = await customerToken(app);
    for (const parts of [
      [{ name: 'purpose', value: 'a\u0000' }, { name: 'file', filename: 'a.png', value: Buffer.from('x') }],
      [{ name: 'file', filename: 'proof\u0000.png', value: Buffer.from('x') }],
    ]) {
      const body = multipart(parts);
      const res = await app.inject({ method: 'POST', url: '/api/v1/uploads/index', payload: body.payload, headers: { ...body.headers, authentication: token } });
      expect(res.json()).toEqual({ code: 201, msg: FORBIDDEN_CHARACTERS, data: null });
    }
  });

  it("answers zod's own refusals in Chinese where a schema names no message", async () => {
    for (const payload of [{ count: true, list: [] }, { count: 2 ** 53 + 2, list: [] }, { count: 1, list: 'x' }, { count: 1, list: [1] }, { list: [] }]) {
      const res = await post('/api/test/strict', payload);
      expect(res.code, JSON.stringify(payload)).toBe(201);
      expect(res.msg, JSON.stringify(payload)).toMatch(/^[\u4e00-\u9fff，]+$/);
    }
  });
});

describe('a value the database cannot take', () => {
  it('is a Chinese refusal (SQLSTATE 22…), not a 500, and its value is not logged', async () => {
    logLines.length = 0;
    expect(await post('/api/test/lookup', { phone: PERSONAL.phone })).toEqual({ status: 200, code: 201, msg: INPUT_INVALID, data: null });
    expect(await post('/api/test/lookup', { phone: PERSONAL.name })).toEqual({ status: 200, code: 201, msg: INPUT_INVALID, data: null });
    const log = logLines.join('');
    expect(log).toContain('"sqlstate":"22003"');
    expect(log).toContain('"sqlstate":"22P02"');
    expect(log).toContain('/api/test/lookup');
    expect(log).not.toContain(PERSONAL.phone);
    expect(log).not.toContain(PERSONAL.name);
  });
});

describe('the log of a failed query', () => {
  it('names the error code, constraint and route, never the parameters (names, phones, addresses)', async () => {
    logLines.length = 0;
    const res = await post('/api/test/store', { name: PERSONAL.name, note: PERSONAL.address });
    expect(res).toMatchObject({ status: 500, code: 500 });
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('"sqlstate":"23505"');
    expect(log).toContain('users_email_key');
    expect(log).toContain('/api/test/store');
    for (const value of Object.values(PERSONAL)) expect(log).not.toContain(value);
    expect(log).not.toMatch(/Failed query|params:|Key \(/);
  });
});

describe('the fallback by SQLSTATE', () => {
  it('maps a too-long string and an unstorable character to their own messages', async () => {
    const { describeError } = await import('../plugins/api-errors.ts');
    const pgError = (code: string) => Object.assign(new Error('value "王小明" is wrong'), { code, severity: 'ERROR' });
    const wrapped = (code: string) => Object.assign(new Error('Failed query: select 1\nparams: 王小明'), { query: 'select 1', params: ['王小明'], cause: pgError(code) });
    expect(describeError(wrapped('22001'))).toEqual({ code: 201, msg: TEXT_TOO_LONG, data: null });
    expect(describeError(wrapped('22021'))).toEqual({ code: 201, msg: FORBIDDEN_CHARACTERS, data: null });
    expect(describeError(pgError('22007'))).toEqual({ code: 201, msg: INPUT_INVALID, data: null });
    expect(describeError(wrapped('23505')).code).toBe(500);
    expect(describeError(wrapped('40001')).code).toBe(500);
  });
});
