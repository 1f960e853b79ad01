// One call of an HTTP API, declared once: where it lives, what it takes and what it answers. The
// server's route helpers register it (server/http/api-route.ts) and the browser's client calls it
// (app/api/client.ts), so neither side types a path, and the OpenAPI document shows the real answer.
import { z } from 'zod';
import type { ApiKeyScope } from './api-keys.ts';
import type { StaffRole } from './staff-roles.ts';
// zod's default messages in Chinese, before any endpoint's schema parses.
import './zod-config.ts';

export type EndpointMethod = 'GET' | 'POST';

/**
 * What a 200 answer carries:
 * - `json`: the `{ code, msg, data }` envelope, `data` described by `output`;
 * - `file`: a download (`contentType`), not an envelope; errors still answer the envelope;
 * - `redirect`: a browser navigation (an e-mail link) answered with a redirect.
 */
export type EndpointAnswer = 'json' | 'file' | 'redirect';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends boolean = boolean> {
  /** Path below the API's prefix, as the specification spells it: `/news/index`. */
  readonly path: string;
  /** Full path the browser requests: `/api/v1/news/index`. */
  readonly url: string;
  /** Methods the server answers; the first is the documented one and the one the browser uses. */
  readonly methods: readonly [EndpointMethod, ...EndpointMethod[]];
  readonly summary: string;
  readonly tags: readonly string[];
  /** Parameters from the query string or a JSON/form body (the body wins), validated on the server. */
  readonly input: I;
  /** `data` of a 200 answer as it travels (JSON: dates are ISO strings). Checked in tests. */
  readonly output: O;
  /** True when the call answers 401 without a live session (`authentication` header). */
  readonly auth: A;
  readonly answer: EndpointAnswer;
  /** For `file` answers: the media type of the download. */
  readonly contentType?: string;
  /** A multipart call: one `file` plus these documented fields, read by the handler itself. */
  readonly multipart?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * Calls of the operations console (/api/admin/v1): the staff roles that may make it; `auth` then
   * means a staff session, and an empty list means any signed-in member. Absent on customer calls.
   */
  readonly roles?: readonly StaffRole[];
  /**
   * A customer call that a personal API key (`Authorization: Bearer gs_live_…`) of this scope may make.
   * Absent: a key is refused with 403 (account, password, e-mail, the keys themselves; decision 0081).
   */
  readonly apiKeyScope?: ApiKeyScope;
}

export interface EndpointDefinition<I extends z.ZodType, O extends z.ZodType, A extends boolean> {
  path: string;
  /** Defaults to POST, the specification's convention; read-only calls take `READ` (POST and GET). */
  methods?: readonly [EndpointMethod, ...EndpointMethod[]];
  summary: string;
  tags?: readonly string[];
  input?: I;
  output?: O;
  auth?: A;
  answer?: EndpointAnswer;
  contentType?: string;
  multipart?: Record<string, Record<string, unknown>>;
  roles?: readonly StaffRole[];
  apiKeyScope?: ApiKeyScope;
}

/** The documented POST plus GET, for read-only calls (content, news, search …). */
export const READ = ['POST', 'GET'] as const satisfies readonly EndpointMethod[];

// One of each, shared: an endpoint without its own schema takes these. (Built per endpoint, the
// answer's `z.null()` was a schema made for every such declaration a browser page evaluated.)
const noInput = z.object({});
const noOutput = z.null();

/**
 * A factory of one API's endpoints: `const v1 = endpointsUnder('/api/v1')`, then
 * `v1({ path: '/news/index', … })`. Without `output` the answer's data is `null`.
 */
export function endpointsUnder(prefix: string) {
  return function endpoint<I extends z.ZodType = typeof noInput, O extends z.ZodType = z.ZodNull, A extends boolean = false>(
    definition: EndpointDefinition<I, O, A>,
  ): Endpoint<I, O, A> {
    return Object.freeze({
      path: definition.path,
      url: `${prefix}${definition.path}`,
      methods: definition.methods ?? (['POST'] as const),
      summary: definition.summary,
      tags: definition.tags ?? [],
      input: (definition.input ?? noInput) as I,
      output: (definition.output ?? noOutput) as O,
      auth: (definition.auth ?? false) as A,
      answer: definition.answer ?? 'json',
      contentType: definition.contentType,
      multipart: definition.multipart,
      ...(definition.roles ? { roles: definition.roles } : {}),
      ...(definition.apiKeyScope ? { apiKeyScope: definition.apiKeyScope } : {}),
    });
  };
}

/** The `data` a browser receives from an endpoint. */
export type EndpointData<E extends Endpoint> = z.output<E['output']>;
