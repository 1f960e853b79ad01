import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions, requestLogController, scrubUrl, serializeError } from './logging.ts';

describe('scrubUrl', () => {
  it('replaces the values of sensitive query parameters and keeps the rest', () => {
    expect(scrubUrl('/api/v1/user/login?email=a%40b.cn&password=Secr3t!&remember=1')).toBe(
      '/api/v1/user/login?email=a%40b.cn&password=[redacted]&remember=1',
    );
    expect(scrubUrl('/x?repassword=a&password2=b&code=123456&smscode=654321&captcha=abcd&token=t0k')).toBe(
      '/x?repassword=[redacted]&password2=[redacted]&code=[redacted]&smscode=[redacted]&captcha=[redacted]&token=[redacted]',
    );
    expect(scrubUrl('/x?PassWord=a&new_password=b&email_code=c&%70assword=d')).toBe(
      '/x?PassWord=[redacted]&new_password=[redacted]&email_code=[redacted]&%70assword=[redacted]',
    );
    expect(scrubUrl('/plain/path')).toBe('/plain/path');
    expect(scrubUrl('/x?page=2&keyword=cas9')).toBe('/x?page=2&keyword=cas9');
  });
});

describe('serializeError', () => {
  const personal = ['王小明', '13800138000', '北京市海淀区'];
  // drizzle's wrapper (message and params carry the values) around PostgreSQL's error (message and detail quote them).
  const pgError = () =>
    Object.assign(new Error('invalid input syntax for type integer: "王小明"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (13800138000, 北京市海淀区).',
      table: 'users',
      routine: 'pg_strtoint32_safe',
      params: personal,
    });
  const queryError = () =>
    Object.assign(new Error(`Failed query: insert into users values ($1, $2, $3)\nparams: ${personal.join(',')}`), {
      query: 'insert into users values ($1, $2, $3)',
      params: personal,
      cause: pgError(),
    });

  it('gives a failed query its SQLSTATE, names and stack frames only', () => {
    for (const error of [queryError(), pgError(), new Error('while saving', { cause: queryError() })]) {
      const text = JSON.stringify(serializeError(error));
      expect(text).toContain('"sqlstate":"22P02"');
      expect(text).toContain('"table":"users"');
      expect(text).toContain('logging.test.ts');
      for (const value of personal) expect(text).not.toContain(value);
    }
  });

  it('keeps everything of other errors, as pino does', () => {
    const error = Object.assign(new Error('boom', { cause: new Error('root') }), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'boom', statusCode: 502, cause: { message: 'root' } });
    expect(serializeError(error).stack).toContain('Error: boom');
  });
});

describe('loggerOptions', () => {
  it('writes JSON lines in production (the start commands) and readable lines only in development', () => {
    const production = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' }) as { transport?: unknown; redact?: unknown };
    expect(production.transport).toBeUndefined();
    expect(production.redact).toBeDefined();
    const development = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' }) as { transport?: { target: string } };
    expect(development.transport?.target).toBe('pino-pretty');
    expect((loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as { transport?: unknown }).transport).toBeUndefined();
  });

  it('prints the request id inside the message line in development, not on a line of its own', () => {
    const development = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' }) as unknown as { transport: { options: { ignore: string; messageFormat: string } } };
    expect(development.transport.options.ignore.split(',')).toContain('reqId');
    expect(development.transport.options.messageFormat).toContain('{reqId}');
    expect(requestLogController({ NODE_ENV: 'production' })).toBeUndefined();
  });
});

describe('one log line a request in development (issue 37, point 7)', () => {
  /** The app in a mode, its JSON log lines captured, after one request. */
  async function linesOfOneRequest(mode: 'development' | 'production', testDb: TestDatabase) {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: mode, LOG_LEVEL: 'info', DATA_DIR: '/tmp/unused-logging', EMBEDDED_WORKER: 'false' });
    const stream = { write: (line: string) => void lines.push(line) } as unknown as NodeJS.WritableStream;
    const app = await buildApp(config, { database: testDb.database, ssrBuildDir: null, logStream: stream });
    try {
      await app.ready();
      lines.length = 0;
      expect((await app.inject({ method: 'GET', url: '/healthz?token=s3cret' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    return lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number }).filter((entry) => entry.reqId);
  }

  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('development: one line, written when the answer went, with method, scrubbed URL, status and time', async () => {
    const entries = await linesOfOneRequest('development', testDb);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.level).toBe(30);
    expect(entries[0]!.msg).toMatch(/^GET \/healthz\?token=\[redacted\] 200 \d+ ms$/);
  });

  it('production keeps Fastify\'s two (a request that never completes still shows)', async () => {
    const entries = await linesOfOneRequest('production', testDb);
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('request logs', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', DATA_DIR: '/tmp/unused-logging', EMBEDDED_WORKER: 'false' });
    const stream = { write: (line: string) => void lines.push(line) } as unknown as NodeJS.WritableStream;
    app = await buildApp(config, { database: testDb.database, ssrBuildDir: null, logStream: stream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('never contain passwords, codes, tokens or the authentication header', async () => {
    const secrets = ['Pa55word!xyz', '917253', '4711', 'captchaANSWER', 'TOKENabcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'];
    await app.inject({
      method: 'POST',
      url: `/api/v1/user/login?email=someone%40example.com&password=${encodeURIComponent(secrets[0])}&code=${secrets[1]}&smscode=${secrets[2]}&captcha=${secrets[3]}`,
      headers: { authentication: secrets[4], cookie: `sid=${secrets[4]}` },
      payload: { password: secrets[0], repassword: secrets[0] },
    });
    await app.inject({ method: 'GET', url: `/healthz?token=${secrets[4]}`, headers: { authorization: `Bearer ${secrets[4]}` } });
    const log = lines.join('');
    expect(log).toContain('/api/v1/user/login?email=someone%40example.com&password=[redacted]&code=[redacted]');
    expect(log).toContain('/healthz?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
