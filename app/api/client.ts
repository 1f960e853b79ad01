// The one browser client of `/api/v1` (DESIGN.md "The API contract"). It adds the session token,
// unwraps `{ code, msg, data }`, turns every code other than 200 into a rejection, and holds the one
// error-toast policy of the specification's error catalogue (section 8).
import { message } from 'antd';
import type { Endpoint, EndpointData } from '../../contracts/endpoint.ts';
import { clearSession, getToken } from './session.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Code of an `ApiError` raised when no answer arrived (offline, DNS, connection reset). */
export const NETWORK_ERROR_CODE = 0;
export const NETWORK_ERROR_MSG = '网络异常，请检查网络后重试';
export const SERVER_ERROR_MSG = '服务器繁忙，请稍后再试';

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

export type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Params = Record<string, ParamValue>;

export interface CallOptions {
  /**
   * Sent as the request body instead of the query string: passwords, codes and anything a URL must
   * not carry (URLs end up in logs and history). A FormData body is sent as multipart.
   */
  body?: Record<string, unknown> | FormData;
  /**
   * A data load rather than a user action: a non-200 answer rejects without a toast (spec: "data loads
   * with non-200 codes are silently ignored"). Network failures are still shown.
   */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * The error-toast policy, in one place. Returns the text to show, or null for no toast.
 * - no answer at all: always shown, user action or data load;
 * - a refusal (201) or another non-200 code of a user action: its `msg` as it is;
 * - the same on a silent data load: nothing (the caller shows its empty state);
 * - an aborted request: nothing (the page went away).
 */
export function errorToastText(error: unknown, options: { silent?: boolean } = {}): string | null {
  if (isAbort(error)) return null;
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return error.msg || NETWORK_ERROR_MSG;
    if (options.silent) return null;
    return error.msg || SERVER_ERROR_MSG;
  }
  return options.silent ? null : SERVER_ERROR_MSG;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** `/user/login` → `/api/v1/user/login`; a path already under `/api/` or `/messages/` is kept. */
export function apiUrl(path: string, params: Params = {}): string {
  const base = /^\/(api|messages)\//.test(path) ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // The spec sends "all" filters as null: leaving the parameter out means "no filter" on the server.
    if (value === null || value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

export interface ClientDeps {
  fetch: typeof fetch;
  /** Shows an error toast. */
  notifyError: (text: string) => void;
}

export function createApiClient(deps: ClientDeps) {
  async function call<T>(method: 'GET' | 'POST', path: string, params: Params = {}, options: CallOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, params, options);
    } catch (error) {
      const text = errorToastText(error, options);
      if (text) deps.notifyError(text);
      throw error;
    }
  }

  async function send<T>(method: 'GET' | 'POST', path: string, params: Params, options: CallOptions): Promise<T> {
    const headers = new Headers({ accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('authentication', token);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(apiUrl(path, params), { method, headers, body, signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MSG);
    }

    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      // A proxy error page or an empty answer: handled below as a server fault.
    }
    if (!isEnvelope(payload)) {
      throw new ApiError(response.ok ? 500 : response.status, SERVER_ERROR_MSG);
    }
    if (payload.code === 200) return payload.data as T;
    if (payload.code === 401) clearSession();
    throw new ApiError(payload.code, payload.msg || SERVER_ERROR_MSG, payload.data ?? null);
  }

  return {
    /**
     * Calls one endpoint of `contracts/api/` with its documented method; resolves to its answer's data.
     * `params` travel in the query string, `options.body` in the body (passwords, codes, forms).
     */
    call: <E extends Endpoint>(endpoint: E, params?: Params, options?: CallOptions) =>
      call<EndpointData<E>>(endpoint.methods[0], endpoint.url, params, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Several failures at once (parallel loads) show one network toast, not a pile. */
export const api: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  notifyError: (text) => {
    void message.error({ content: text, key: text === NETWORK_ERROR_MSG ? 'network-error' : undefined });
  },
});
