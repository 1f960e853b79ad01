// One error handler and one not-found handler. Everything under /api answers the envelope
// { code, msg, data } with a Chinese message; code 201 travels with HTTP 200, every other code is
// also the HTTP status. Internals never reach the answer, only the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withEnglish } from '../../contracts/english-messages.ts';
import { FORBIDDEN_CHARACTERS, INPUT_INVALID, TEXT_TOO_LONG } from '../../contracts/form-fields.ts';
import { databaseErrorOf, isBadInputError } from '../db/db-errors.ts';
import { envelope } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';

const MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  401: '请先登录!',
  403: '无权访问',
  404: '接口不存在',
  405: '请求方法不被允许',
  406: '不支持的请求格式',
  413: '请求内容过大',
  415: '不支持的请求格式',
  429: '操作过于频繁，请稍后再试',
  500: '服务器繁忙，请稍后再试',
};
const OTHER_REFUSAL = '请求错误';
const PAGE_MISSING = '页面不存在';

withEnglish({ OTHER_REFUSAL, PAGE_MISSING }, { OTHER_REFUSAL: 'The request was refused', PAGE_MISSING: 'Page not found' });
withEnglish(
  MESSAGES as Record<string, string>,
  {
    400: 'The request is malformed',
    401: 'Please log in first!',
    403: 'Access denied',
    404: 'No such API call',
    405: 'Method not allowed',
    406: 'Unsupported request format',
    413: 'The request is too large',
    415: 'Unsupported request format',
    429: 'Too many attempts, please try again later',
    500: 'The server is busy, please try again later',
  },
);

// /messages/* is the specification's one call outside /api/v1 (the mail enquiry); it answers the envelope too.
export const isApiUrl = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/messages/');

/**
 * The refusal of a value the database could not take (SQLSTATE class 22): the last line of defence
 * behind the contracts, on PGlite and PostgreSQL alike.
 */
function badInputMessage(error: unknown): string {
  const code = databaseErrorOf(error)?.sqlstate;
  if (code === '22001') return TEXT_TOO_LONG;
  // 22021 a byte not in UTF-8 (NUL on PostgreSQL), 22P05 a character jsonb cannot hold (\u0000).
  if (code === '22021' || code === '22P05') return FORBIDDEN_CHARACTERS;
  return INPUT_INVALID;
}

/** Code and message of the envelope for any thrown value. */
export function describeError(error: unknown): { code: number; msg: string; data: unknown } {
  if (error instanceof ApiError) return { code: error.code, msg: error.message, data: error.data };
  if (isBadInputError(error)) return { code: 201, msg: badInputMessage(error), data: null };
  const status = Number((error as FastifyError)?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return { code: status, msg: MESSAGES[status] ?? OTHER_REFUSAL, data: null };
  }
  return { code: 500, msg: MESSAGES[500], data: null };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { code, msg, data } = describeError(error);
  const route = request.routeOptions?.url;
  // The `err` serializer (logging.ts) keeps a failed query's values out of the log.
  if (code >= 500) request.log.error({ err: error, route }, 'request failed');
  else if (databaseErrorOf(error)) request.log.warn({ status: code, db: databaseErrorOf(error), route }, 'request refused by the database');
  else if (!(error instanceof ApiError)) request.log.info({ code, err: { message: (error as Error)?.message } }, 'request refused');
  const status = code === 201 ? 200 : code;
  if (isApiUrl(request.url)) return reply.status(status).type('application/json; charset=utf-8').send(envelope(code, msg, data));
  return reply.status(status).type('text/plain; charset=utf-8').send(msg);
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new ApiError(404, isApiUrl(request.url) ? MESSAGES[404] : PAGE_MISSING)),
  );
}

/**
 * Unknown /api paths must not fall through to the page renderer's catch-all route; more specific
 * routes (the API modules, the docs) still win over this wildcard.
 */
export async function apiNotFoundRoutes(app: FastifyInstance) {
  const notFound = async () => {
    throw new ApiError(404, MESSAGES[404]);
  };
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/api/*', handler: notFound });
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/api', handler: notFound });
}
