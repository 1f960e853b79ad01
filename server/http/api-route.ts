// Registers the endpoints of `contracts/api/`: parameters come from the query string or a JSON/form
// body (the documented convention is POST with a query string) and are validated by the endpoint's
// shared zod schema; the handler's answer is wrapped in the envelope and, outside production, checked
// against the endpoint's answer schema. The same declaration feeds the generated OpenAPI document.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { forbidden, refuse, unauthorized } from './errors.ts';
import type { AuthUser } from './auth-user.ts';
import type { AuthStaff } from './auth-staff.ts';
import { STAFF_MESSAGES } from '../../contracts/staff.ts';
import { hasRole } from '../../contracts/staff-roles.ts';
import { API_KEY_SCOPE_LABELS, apiKeyRefusal } from '../../contracts/api-keys.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { answerMismatch } from './answer-check.ts';
import { refuseUnstorableText } from './input-guard.ts';
import { jsonAnswerEncoder } from './json-encoding.ts';
import { tokenFromHeader } from '../plugins/auth.ts';

export interface RouteContext<Auth extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: Auth extends true ? AuthUser : AuthUser | null;
}

/** The context of a console call (`adminRoute`): the signed-in staff member instead of a customer. */
export interface AdminRouteContext<Auth extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  staff: Auth extends true ? AuthStaff : AuthStaff | null;
}

/** Query string and body merged; the body wins where both give a parameter. */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? request.body : {};
  return { ...query, ...(body as Record<string, unknown>) };
}

/**
 * Validates with the shared schema; the first failing rule's message (the spec's Chinese text) is the
 * refusal. Input holding a NUL or a lone surrogate anywhere is refused first, whatever the schema.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  refuseUnstorableText(params);
  const result = schema.safeParse(params);
  if (!result.success) throw refuse(result.error.issues[0]?.message ?? '参数错误');
  return result.data;
}

/** An answer a handler may give for an answer schema: a `Date` where the wire carries its ISO string. */
export type Answerable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Answerable<U>[]
    : T extends object
      ? { [K in keyof T]: Answerable<T[K]> }
      : T;

/** A route's rate limit: `max` calls per `timeWindow` for each key (the address unless `keyGenerator` says, e.g. `callerKey`). */
export interface RouteRateLimit {
  max: number;
  timeWindow: string | number;
  keyGenerator?: (request: FastifyRequest) => string;
}

export interface EndpointRouteOptions<E extends Endpoint> {
  handler: (
    input: z.output<E['input']>,
    ctx: RouteContext<E['auth']>,
  ) => Promise<Answerable<z.output<E['output']>>> | Answerable<z.output<E['output']>>;
  /** Per-route rate limit (see @fastify/rate-limit). */
  rateLimit?: RouteRateLimit;
  /** Override the success message (default 'success'). */
  message?: string;
}

export interface AdminRouteOptions<E extends Endpoint> {
  handler: (
    input: z.output<E['input']>,
    ctx: AdminRouteContext<E['auth']>,
  ) => Promise<Answerable<z.output<E['output']>>> | Answerable<z.output<E['output']>>;
  rateLimit?: RouteRateLimit;
  message?: string;
  /** Allowed to a session that may only set up TOTP (an admin who has not yet, in production). */
  duringEnrolment?: boolean;
  /** A `file` or `redirect` call: the handler answers through `ctx.reply` itself. */
  raw?: boolean;
}

export interface RawRouteOptions<E extends Endpoint> {
  /** Sends the file or the redirect itself through `ctx.reply`. */
  handler: (input: z.output<E['input']>, ctx: RouteContext<E['auth']>) => Promise<FastifyReply>;
  rateLimit?: RouteRateLimit;
}

/**
 * Registers one endpoint of `contracts/api/`: parameters from the query string or a JSON/form body,
 * validated by its input schema with the specification's messages; the handler's answer wrapped in
 * the envelope and, outside production, checked against the answer schema.
 */
export function apiRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: EndpointRouteOptions<E>): void {
  registerEndpoint(app, endpoint, options.handler, options);
}

/** Registers a `file` or `redirect` endpoint: validated input like any call, the handler answers itself. */
export function rawRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RawRouteOptions<E>): void {
  if (endpoint.answer === 'json') throw new Error(`${endpoint.url} answers JSON: declare it with apiRoute`);
  registerEndpoint(app, endpoint, options.handler, { rateLimit: options.rateLimit, raw: true });
}

/**
 * Registers one call of the console's API (an endpoint with `roles`): no staff session 401 (a
 * customer's token included), a member without one of the roles 403, then as `apiRoute`.
 */
export function adminRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: AdminRouteOptions<E>): void {
  if (!endpoint.roles) throw new Error(`${endpoint.url} is not a console call: declare it with admin()`);
  const roles = endpoint.roles;
  const guard = (request: FastifyRequest) => {
    const staff = request.staff ?? null;
    if (!staff) {
      // A call without a token was never signed in (请先登录!); only a token that no longer opens a
      // session has expired (issue 35, point 11).
      if (endpoint.auth) throw tokenFromHeader(request.headers.authentication) ? unauthorized(STAFF_MESSAGES.sessionExpired) : unauthorized();
      return;
    }
    if (staff.scope === 'enrol' && !options.duringEnrolment) throw forbidden(STAFF_MESSAGES.enrolFirst);
    if (!hasRole(staff.roles, roles)) throw forbidden();
  };
  const handler = (input: never, ctx: RouteContext<boolean>) =>
    options.handler(input, { request: ctx.request, reply: ctx.reply, staff: ctx.request.staff ?? null } as AdminRouteContext<E['auth']>);
  registerEndpoint(app, endpoint, handler, { rateLimit: options.rateLimit, message: options.message, raw: options.raw, guard });
}

/** One memo of compressed answers for every JSON call of the process (json-encoding.ts bounds it). */
const encodeJsonAnswer = jsonAnswerEncoder();

function registerEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (input: never, ctx: RouteContext<boolean>) => unknown,
  options: {
    rateLimit?: RouteRateLimit;
    message?: string;
    raw?: boolean;
    /** Replaces the customer-session check (console calls). */
    guard?: (request: FastifyRequest) => void;
  },
): void {
  if (`${app.prefix}${endpoint.path}` !== endpoint.url) {
    throw new Error(`${endpoint.url} registered under the prefix ${app.prefix || '(none)'}`);
  }
  if (!options.raw && endpoint.answer !== 'json') throw new Error(`${endpoint.url} answers a ${endpoint.answer}: declare it with rawRoute`);
  const inputSchema = documentedSchema(endpoint.input, 'input');
  const checkAnswers = app.config?.NODE_ENV !== 'production';
  // JSON answers are compressed by json-encoding.ts (its threshold, one call, its memo); files and
  // redirects as every other answer, by @fastify/compress (server/app.ts).
  const encodeJson = options.raw ? null : encodeJsonAnswer;
  const bodyless = endpoint.methods.filter((m) => m === 'GET');
  const withBody = endpoint.methods.filter((m) => m !== 'GET');
  // Fastify refuses a body schema on a route that also answers GET: declare the two kinds apart.
  for (const methods of [withBody, bodyless]) {
    if (methods.length === 0) continue;
    const takesBody = methods !== bodyless;
    app.route({
      method: methods,
      url: endpoint.path,
      config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
      ...(encodeJson ? { compress: false as const, onSend: encodeJson } : {}),
      schema: {
        summary: endpoint.summary,
        tags: [...endpoint.tags],
        ...documentedSecurity(endpoint),
        // Documented for both places a caller may put parameters; validation is zod's, not Ajv's.
        querystring: inputSchema,
        ...(takesBody && !endpoint.multipart ? { body: inputSchema } : {}),
        ...(endpoint.multipart ? multipartSchema(endpoint.multipart) : {}),
        response: answerSchemas(endpoint),
      },
      // Zod does the validation below, with the specification's messages.
      validatorCompiler: () => (value: unknown) => ({ value }),
      // The response schema documents; plain JSON.stringify keeps every field the handler returns.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      async handler(request, reply) {
        const user = request.user ?? null;
        if (options.guard) options.guard(request);
        else {
          // A personal API key makes only the calls of its scopes, before anything is read (decision 0081).
          const keyRefusal = request.apiKey ? apiKeyRefusal(request.apiKey.scopes, endpoint.apiKeyScope) : null;
          if (keyRefusal) throw forbidden(keyRefusal);
          if (endpoint.auth && !user) throw unauthorized();
        }
        const input = parseParams(endpoint.input, requestParams(request));
        const data = await handler(input as never, { request, reply, user });
        if (options.raw) return data;
        if (checkAnswers) {
          const mismatch = answerMismatch(endpoint.output, data);
          if (mismatch) throw new Error(`${endpoint.url} answered outside its answer schema: ${mismatch}`);
        }
        return ok(data ?? null, options.message);
      },
    });
  }
}

/** Who may call: the session header, and for the calls of a key scope also a personal API key. */
function documentedSecurity(endpoint: Endpoint): { security?: Array<Record<string, string[]>>; description?: string } {
  const scope = endpoint.apiKeyScope;
  if (!scope) return endpoint.auth ? { security: [{ authentication: [] }] } : {};
  return {
    security: endpoint.auth ? [{ authentication: [] }, { apiKey: [] }] : [{}, { apiKey: [] }],
    description: `也可使用个人 API 密钥（Authorization: Bearer gs_live_…），需要权限范围 ${scope}（${API_KEY_SCOPE_LABELS[scope]}）。`,
  };
}

function answerSchemas(endpoint: Endpoint) {
  if (endpoint.answer === 'file') {
    const types = (endpoint.contentType ?? 'application/octet-stream').split(',').map((type) => type.trim());
    const file = { type: 'string', format: 'binary' };
    return {
      200: { description: '文件下载', content: Object.fromEntries(types.map((type) => [type, { schema: file }])) },
      default: envelopeSchema,
    };
  }
  if (endpoint.answer === 'redirect') return { 302: { description: '跳转', type: 'null' }, default: envelopeSchema };
  return {
    200: { ...envelopeSchema, description: 'code 200 成功', properties: { ...envelopeSchema.properties, data: documentedSchema(endpoint.output, 'output') } },
    default: envelopeSchema,
  };
}

/** JSON Schema of an input or answer for the OpenAPI document; `$schema` would confuse the converter. */
function documentedSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _ignored, definitions, ...rest } = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const inlined = definitions ? inlineDefinitions(rest, definitions as Record<string, unknown>, new Set()) : rest;
  return withoutSafeIntegerBounds(inlined) as Record<string, unknown>;
}

/** zod states ±2^53-1 as the bounds of every integer; for a person reading the document that is noise. */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !((key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutSafeIntegerBounds(value)]));
}

/**
 * Named schemas (`.meta({ id })`, needed by recursive ones such as the category tree) come out of zod
 * as `definitions` the route's schema refers to; @fastify/swagger drops `definitions` (OpenAPI 3.0 has
 * none). Put each where it is used, carrying its `$id`, with `Id#` for a reference from inside itself:
 * the form swagger lists once under `components.schemas`.
 */
function inlineDefinitions(node: unknown, definitions: Record<string, unknown>, inside: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineDefinitions(item, definitions, inside));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const id = ref.slice('#/definitions/'.length);
    if (inside.has(id)) return { $ref: `${id}#` };
    const body = inlineDefinitions(definitions[id], definitions, new Set([...inside, id])) as Record<string, unknown>;
    return { $id: id, ...body };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineDefinitions(value, definitions, inside)]));
}

function multipartSchema(fields: Record<string, Record<string, unknown>>) {
  return {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: '一个文件' }, ...fields },
    },
  };
}

/** Every answer: `{ code, msg, data }` (documentation only; answers are not re-serialised by schema). */
const envelopeSchema = {
  description: '{ code, msg, data }: code 200 成功，201 拒绝（msg 为提示），401/403/404/413/429/500 同 HTTP 状态',
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
};
