// Declares one `/api/v1` call: its parameters come from the query string or a JSON/form body (the
// documented convention is POST with a query string), are validated by a shared zod schema from
// `contracts/`, and the handler's return value is wrapped in the envelope. The same declaration feeds
// the generated OpenAPI document.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { refuse, unauthorized } from './errors.ts';
import type { AuthUser } from './auth-user.ts';

export interface RouteContext<Auth extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: Auth extends true ? AuthUser : AuthUser | null;
}

export interface ApiRouteOptions<S extends z.ZodType, Auth extends boolean, R> {
  url: string;
  /** Defaults to POST, the specification's convention. */
  method?: HTTPMethods | HTTPMethods[];
  summary: string;
  tags?: string[];
  input?: S;
  /** When true the call answers 401 unless the `authentication` header names a live session. */
  auth?: Auth;
  /** Per-route rate limit (see @fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: string | number };
  handler: (input: z.infer<S>, ctx: RouteContext<Auth>) => Promise<R> | R;
  /** Override the success message (default 'success'). */
  message?: string;
}

/** Query string and body merged; the body wins where both give a parameter. */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? request.body : {};
  return { ...query, ...(body as Record<string, unknown>) };
}

/** Validates with the shared schema; the first failing rule's message (the spec's Chinese text) is the refusal. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw refuse(result.error.issues[0]?.message ?? '参数错误');
  return result.data;
}

export function apiRoute<S extends z.ZodType = z.ZodObject<{}>, Auth extends boolean = false, R = unknown>(
  app: FastifyInstance,
  options: ApiRouteOptions<S, Auth, R>,
): void {
  const inputSchema = options.input ? z.toJSONSchema(options.input, { io: 'input', unrepresentable: 'any' }) : undefined;
  app.route({
    method: options.method ?? 'POST',
    url: options.url,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    schema: {
      summary: options.summary,
      tags: options.tags,
      ...(options.auth ? { security: [{ authentication: [] }] } : {}),
      // Documented for both places a caller may put parameters; validation is zod's, not Ajv's.
      ...(inputSchema ? { querystring: inputSchema, body: inputSchema } : {}),
    },
    // Zod does the validation below, with the specification's messages.
    validatorCompiler: () => (value: unknown) => ({ value }),
    async handler(request, reply) {
      const user = request.user ?? null;
      if (options.auth && !user) throw unauthorized();
      const input = options.input ? parseParams(options.input, requestParams(request)) : ({} as z.infer<S>);
      const data = await options.handler(input, { request, reply, user: user as RouteContext<Auth>['user'] });
      return ok(data ?? null, options.message);
    },
  });
}
