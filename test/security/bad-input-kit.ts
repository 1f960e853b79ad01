// The hostile-input walk of the bad-input test files (bad-input-part-*.test.ts): every call of the
// endpoint table, customer and console alike, is sent generated hostile input (NUL bytes and other
// control characters, numbers past PostgreSQL's int4 and 2^53, booleans and arrays where scalars go,
// very long and odd Unicode text) as a JSON body, a query string, a form body or multipart fields, with
// a live session where the call needs one. Every answer must be a refusal or a success: never a 500,
// and a refusal never shows zod's English schema text. Runs on PGlite and, with the inputs whose answers
// can differ there (NUL, int overflow: `walkFor`), on PostgreSQL (TEST_DATABASE_URL). The calls are dealt into
// BAD_INPUT_PARTS files so that vitest's workers share the walk (it is the heaviest test there is).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allAdminEndpoints } from '../../contracts/api/admin/index.ts';
import { allEndpoints } from '../../contracts/api/index.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { staff, users } from '../../server/db/schema/index.ts';
import { STAFF_PASSWORD } from '../support/staff-test-kit.ts';
import { hashPassword } from '../../server/modules/user/password.ts';
import { multipart, type Part } from '../support/order-ops-test-kit.ts';
import { randomIp } from '../support/user-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SEED = 20_240_615;

// ---- hostile values -------------------------------------------------------------------------------

const INT4_OVERFLOW = 2 ** 31;
const hostileNumbers = [INT4_OVERFLOW, 2 ** 31 + 1, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1.5, 1e21, 1e308, -0];
const hostileDigits = ['2147483648', '4294967296', '9007199254740993', '99999999999999999999999', '-2147483649', '1e10', '0x10', ' 12 ', '١٢'];
const oddUnicode = ['\ud800', 'a\udfffb', '\uffff', '\u202e\u2066', '😀'.repeat(300), 'e\u0301'.repeat(50), '\ufeff', '\u2028\u2029', '\u00a0'];

const nulText = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}\u0000${b}`);
const controlText = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 4 })
  .chain((codes) => fc.string({ maxLength: 4 }).map((s) => `${s}${String.fromCharCode(...codes)}${s}`));
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  nulText,
  controlText,
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileDigits),
  fc.constantFrom(...oddUnicode),
  fc.constantFrom(true, false, null, '', ' '),
  fc.constantFrom('x'.repeat(5_000), '长'.repeat(70_000)),
  fc.integer(),
  fc.double(),
  fc.string(),
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 5 }), nulText), hostileScalar, { maxKeys: 3 }) },
);

// ---- plausible values, so one hostile field reaches the handler past the others ------------------

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  anyOf?: FieldSchema[];
  items?: FieldSchema;
}

function plausible(field: string, schema: FieldSchema | undefined): fc.Arbitrary<unknown> {
  const variant = schema?.anyOf?.find((option) => option.enum || option.type) ?? schema;
  if (variant?.enum?.length) return fc.constantFrom(...variant.enum);
  const type = Array.isArray(variant?.type) ? variant.type[0] : variant?.type;
  if (type === 'integer' || type === 'number') return fc.constantFrom(1, 2);
  if (type === 'boolean') return fc.constantFrom(true, false);
  if (type === 'array') return fc.constant([variant?.items?.type === 'string' ? 'admin' : 1]);
  if (variant?.format === 'email' || /mail/.test(field)) return fc.constant('fuzz@example.com');
  if (/phone|tel|mobile/.test(field)) return fc.constant('13800138000');
  if (/time|date|from|to$/.test(field)) return fc.constant('2024-01-01');
  if (/^(id|oid|aid|tid|pid|uid)$|_id$/.test(field)) return fc.constantFrom(1, '1');
  return fc.constantFrom('fuzz', '1', 'DNA');
}

const OMIT = Symbol('omit');

/** The documented fields of a call with their JSON Schema (its input's, or a multipart call's fields). */
function fieldsOf(endpoint: Endpoint): Record<string, FieldSchema> {
  if (endpoint.multipart) return { ...(endpoint.multipart as Record<string, FieldSchema>) };
  const schema = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, FieldSchema> };
  return schema.properties ?? {};
}

/** Each field absent, plausible or hostile; sometimes an extra field no schema knows. */
function inputs(fields: Record<string, FieldSchema>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields).map(([name, schema]) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant(OMIT) }, { weight: 2, arbitrary: plausible(name, schema) }, { weight: 3, arbitrary: hostile }).map(
      (value) => [name, value] as const,
    ),
  );
  return fc.tuple(fc.tuple(...entries), fc.option(fc.tuple(fc.oneof(nulText, fc.constant('extra')), hostile), { nil: undefined })).map(
    ([values, extra]) => {
      const input = Object.fromEntries(values.filter(([, value]) => value !== OMIT));
      if (extra) input[extra[0]] = extra[1];
      return input;
    },
  );
}

/**
 * What the walk sends on a database: one field at a time in each of the ways the site fell over (the
 * others plausible), then `randomRuns` generated inputs (the seed keeps every run the same). PGlite
 * gets the whole walk. The PostgreSQL pass (`npm run test:pg`) gets what its driver and server can
 * answer differently, NUL bytes (also inside JSON) and integers past int4 and 2^53; every other hostile
 * shape is refused by the same schemas before any query, whatever the database (decision 0088).
 */
export function walkFor(database: 'pglite' | 'postgres') {
  const databaseShapes: unknown[] = ['a\u0000b', INT4_OVERFLOW, String(INT4_OVERFLOW), 2 ** 53, { a: '\u0000' }];
  return database === 'postgres'
    ? { shapes: databaseShapes, randomRuns: 0 }
    : { shapes: [...databaseShapes, true, ['1', '2']], randomRuns: 12 };
}

const walk = walkFor(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** One field hostile in each of the walk's shapes, the others plausible: fixed examples. */
function fieldExamples(fields: Record<string, FieldSchema>): Array<Record<string, unknown>> {
  const base = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, fc.sample(plausible(name, schema), { numRuns: 1, seed: SEED })[0]]));
  return Object.keys(fields).flatMap((name) => walk.shapes.map((value) => ({ ...base, [name]: value })));
}

// ---- sending ---------------------------------------------------------------------------------------

/** How the input travels; a multipart call sends it as text fields beside a file, named plainly or with a NUL. */
type Transport = 'json' | 'query' | 'form' | 'multipart' | 'multipart, NUL in the file name';

function transportsOf(endpoint: Endpoint): Transport[] {
  if (endpoint.multipart) return ['multipart', 'multipart, NUL in the file name'];
  return endpoint.methods.includes('POST') ? ['json', 'query', 'form'] : ['query'];
}

function formEncode(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object') for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else params.append(key, value === null ? '' : String(value));
  };
  for (const [key, value] of Object.entries(input)) add(key, value);
  return params.toString();
}

function multipartParts(input: Record<string, unknown>, nulName: boolean): Part[] {
  const parts: Part[] = Object.entries(input).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value) ?? '',
  }));
  parts.push({ name: 'file', filename: nulName ? 'fuzz\u0000.xlsx' : 'fuzz.xlsx', value: Buffer.from('fuzz') });
  return parts;
}

interface Sessions {
  customer: string;
  staff: string;
}

async function send(app: FastifyInstance, endpoint: Endpoint, input: Record<string, unknown>, transport: Transport, sessions: Sessions) {
  const headers: Record<string, string> = {};
  if (endpoint.auth) headers.authentication = endpoint.roles ? sessions.staff : sessions.customer;
  const base = { remoteAddress: randomIp(), headers };
  if (endpoint.multipart) {
    const body = multipart(multipartParts(input, transport !== 'multipart'));
    return app.inject({ ...base, method: 'POST', url: endpoint.url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  const method = endpoint.methods.includes('POST') ? 'POST' : 'GET';
  if (transport === 'query' || method === 'GET') {
    const query = formEncode(input);
    return app.inject({ ...base, method, url: query ? `${endpoint.url}?${query}` : endpoint.url });
  }
  if (transport === 'form') {
    return app.inject({
      ...base,
      method,
      url: endpoint.url,
      payload: formEncode(input),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return app.inject({ ...base, method, url: endpoint.url, payload: input });
}

/** What is wrong with an answer, or null: a 500, or a refusal in zod's English. */
function fault(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode} ${res.body.slice(0, 120)}`;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return null;
  let answer: { code?: number; msg?: unknown };
  try {
    answer = JSON.parse(res.body) as { code?: number; msg?: unknown };
  } catch {
    return null;
  }
  if (answer.code === 200 || typeof answer.msg !== 'string') return null;
  if (answer.code !== undefined && answer.code >= 500) return `code ${answer.code} ${answer.msg}`;
  if (ENGLISH_SCHEMA_TEXT.test(answer.msg)) return `English refusal: ${answer.msg}`;
  return null;
}

const ENGLISH_SCHEMA_TEXT = /invalid|expected|required|received|too (big|small)|must|unrecognized|nan\b/i;

// ---- the walk ----------------------------------------------------------------------------------------

/** How many files the walk is dealt into (bad-input-part-1 … -4.test.ts). */
export const BAD_INPUT_PARTS = 4;

/** Every call of the endpoint table, customer and console. */
export const allCalls = (): Endpoint[] => [...allEndpoints(), ...allAdminEndpoints()];

/** The calls of part `part` (1-based): every BAD_INPUT_PARTS-th call, so each part gets a like mix. */
export function callsOfPart(part: number): Endpoint[] {
  return allCalls().filter((_, index) => index % BAD_INPUT_PARTS === part - 1);
}

/** A customer and a staff member (every role) of their own: a call may disable or change them. */
async function owners(app: FastifyInstance, staffPasswordHash: string) {
  const [customer] = await app.database.db
    .insert(users)
    .values({ email: `fuzz${randomInt(1e9)}@example.com`, password_hash: 'x', status: 1 })
    .returning({ id: users.id });
  const [member] = await app.database.db
    .insert(staff)
    .values({ email: `fuzz-staff${randomInt(1e9)}@example.com`, name: '测试员工', roles: ['admin'], password_hash: staffPasswordHash })
    .returning({ id: staff.id });
  // A fresh session per request: a call may end its own (logout) and the next must still get in.
  return async (): Promise<Sessions> => ({
    customer: (await app.services.sessions.createSession(customer.id)).token,
    staff: (await app.services.staffSessions.create(member.id, 'full')).token,
  });
}

/** The walk over part `part` of the calls, on an app of its own. */
export function describeBadInput(part: number) {
  let testApp: TestApp;
  let staffPasswordHash: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    staffPasswordHash = await hashPassword(STAFF_PASSWORD);
    await testApp.app.ready();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe(`bad input never answers 500 nor English schema text (part ${part} of ${BAD_INPUT_PARTS})`, () => {
    for (const endpoint of callsOfPart(part)) {
      it(endpoint.url, async () => {
        const { app } = testApp;
        const sessions = await owners(app, staffPasswordHash);
        const fields = fieldsOf(endpoint);
        const transports = transportsOf(endpoint);
        const property = fc.asyncProperty(inputs(fields), fc.constantFrom(...transports), async (input, transport) => {
          const res = await send(app, endpoint, input, transport, await sessions());
          const found = fault(res);
          if (found) throw new Error(found);
          // The session is live, so every answer came from the call itself, not from the sign-in check.
          if (endpoint.auth) expect(res.statusCode).not.toBe(401);
        });
        // A multipart call's examples go both ways: a NUL in the file name reaches the stored name.
        const exampleTransports = endpoint.multipart ? transports : transports.slice(0, 1);
        const examples = fieldExamples(fields).flatMap((input) => exampleTransports.map((transport) => [input, transport] as [Record<string, unknown>, Transport]));
        // The examples count towards numRuns: the walk's random inputs come after them.
        await fc.assert(property, { numRuns: examples.length + walk.randomRuns, seed: SEED, examples });
      });
    }
  });
}
