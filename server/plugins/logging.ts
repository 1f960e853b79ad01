// Request logs without secrets. POST parameters travel in the query string by convention, so the
// URL itself is scrubbed; headers carrying tokens are redacted should anything log them. A failed
// query logs its SQLSTATE and the names involved, never the values it was given.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { databaseErrorOf, stackFrames } from '../db/db-errors.ts';

/** Query keys whose values never reach a log (compared lower-cased). */
export const SENSITIVE_KEYS = new Set(['password', 'repassword', 'password2', 'code', 'smscode', 'captcha', 'token']);

const REDACTED = '[redacted]';

function isSensitive(key: string): boolean {
  const k = key.toLowerCase();
  return SENSITIVE_KEYS.has(k) || k.includes('password') || k.includes('token') || k.endsWith('code') || k.includes('captcha');
}

/** The URL with the values of sensitive query parameters replaced; everything else unchanged. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const scrubbed = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as it came; it is not a secret we recognise.
      }
      return eq !== -1 && isSensitive(key.replace(/\[\]$/, '')) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${scrubbed}`;
}

/** Paths pino blanks out wherever a request's headers or a body get logged. */
export const REDACT_PATHS = [
  'req.headers.authentication',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authentication',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...[...SENSITIVE_KEYS].flatMap((k) => [k, `*.${k}`, `body.${k}`, `req.body.${k}`, `query.${k}`]),
];

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The `err` serializer: type, message, stack, own fields and cause, as pino's; a database error (or
 * drizzle's wrapper, whose message and `params` hold the row's values) gives only its facts and frames.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const fields = error as Error & Record<string, unknown>;
  const type = fields.constructor?.name || 'Error';
  const facts = databaseErrorOf(error);
  if (facts) return { type, message: `database error ${facts.sqlstate}`, ...facts, stack: stackFrames(error.stack) ?? '' };
  // Anything else logged as `err` (a plain { message }) goes as it is, as with pino's serializer.
  if (!(error instanceof Error)) return error as SerializedError;
  const out: SerializedError = { type, message: String(error.message), stack: error.stack ?? '' };
  if (depth > 5) return out;
  const nested = (value: unknown): unknown => (value instanceof Error ? serializeError(value, depth + 1) : value);
  for (const [key, value] of Object.entries(fields)) {
    if (key in out || key === 'cause') continue;
    out[key] = Array.isArray(value) ? value.map(nested) : nested(value);
  }
  if (fields.cause !== undefined) out.cause = nested(fields.cause);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL'> & Partial<Pick<AppConfig, 'NODE_ENV'>>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    // Production (the default of every start command) writes one JSON object a line for a log
    // collector; `npm run dev` prints them readably for the person at the terminal.
    ...(!stream && config.NODE_ENV === 'development' ? { transport: developmentTransport } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: (error: Error) => serializeError(error),
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: scrubUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers?.['user-agent'],
        };
      },
    },
  };
}

/**
 * pino-pretty in a worker thread: a development dependency, never loaded in production. The request id
 * goes into the message line rather than a line of its own below it.
 */
const developmentTransport = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', messageFormat: '{if reqId}[{reqId}] {end}{msg}' },
};

/**
 * `npm run dev` logs one line a request, once it is answered (`GET /login 200 12 ms`). Fastify's own
 * request logging writes two entries (incoming, completed), each an object that pino-pretty spreads
 * over several lines: a page visit, with its scripts and pictures, filled the terminal. Production keeps
 * both JSON lines: there, a request that never completes still shows as its incoming line.
 */
class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${scrubUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, `${line}, failed`);
    else reply.log.info(line);
  }
}

/** Fastify's `logController` option: one line a request in development, Fastify's own otherwise. */
export function requestLogController(config: Partial<Pick<AppConfig, 'NODE_ENV'>>): LogController | undefined {
  return config.NODE_ENV === 'development' ? new OneLinePerRequest() : undefined;
}
