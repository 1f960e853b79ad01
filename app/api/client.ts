// The one browser client of `/api/v1` and of the console's `/api/admin/v1` (DESIGN.md "The API
// contract"). It adds the session token of the API called (the staff token for /api/admin/, the
// customer's otherwise), unwraps `{ code, msg, data }`, turns every code other than 200 into a
// rejection, and holds the one error-toast policy of the specification's error catalogue (section 8).
import { message } from 'antd';
import type { Endpoint, EndpointData } from '../../contracts/endpoint.ts';
import { SITE_LANGUAGE_HEADER, withEnglish } from '../../contracts/english-messages.ts';
import { currentPageLanguage, inPageLanguage } from '../i18n/current-language.ts';
import { clearSession, clearStaffToken, getStaffToken, getToken, sessionSettled } from './session.ts';

/**
 * Calls below this path carry the staff token. It is ADMIN_API_PREFIX (contracts/api/admin/admin-v1.ts)
 * written out, so public pages do not import the console's endpoint module for one string; a unit test
 * holds the two together.
 */
export const ADMIN_URL_PREFIX = '/api/admin/';

/**
 * The console's sign-in page; a 401 of an admin call lands there with `redirect`. Written out rather
 * than taken from contracts/console-paths.ts: this client loads with public pages, which must not carry
 * the console's table (console-paths.test.ts checks that the two agree).
 */
export const STAFF_LOGIN_PATH = '/admin/login';

export const isAdminUrl = (url: string): boolean => url.startsWith(ADMIN_URL_PREFIX);

/** The token a call sends: never the customer's to the admin API, never the staff's to /api/v1. */
export function tokenFor(url: string): string | null {
  return isAdminUrl(url) ? getStaffToken() : getToken();
}

/** `/admin/login?redirect=/admin/orders?status=1`, or null when already there (no loop). */
export function staffLoginHref(current: { pathname: string; search: string }): string | null {
  if (current.pathname === STAFF_LOGIN_PATH) return null;
  return `${STAFF_LOGIN_PATH}?${new URLSearchParams({ redirect: `${current.pathname}${current.search}` })}`;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Code of an `ApiError` raised when no answer arrived (offline, DNS, connection reset). */
export const NETWORK_ERROR_CODE = 0;
export const NETWORK_ERROR_MSG = '网络异常，请检查网络后重试';
export const SERVER_ERROR_MSG = '服务器繁忙，请稍后再试';
withEnglish(
  { NETWORK_ERROR_MSG, SERVER_ERROR_MSG },
  { NETWORK_ERROR_MSG: 'Network error, please check your connection and try again', SERVER_ERROR_MSG: 'The server is busy, please try again later' },
);

/** The header that asks for English messages, on an English page's calls (server/plugins/api-language.ts). */
function languageHeader(): [string, string] | null {
  return currentPageLanguage() === 'en' ? [SITE_LANGUAGE_HEADER, 'en'] : null;
}

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
  /** An admin call answered 401 (the staff token is already cleared): back to the staff sign-in. */
  staffSignedOut?: () => void;
  /** For uploads with progress (fetch reports none); the browser's XMLHttpRequest by default. */
  createXhr?: () => XMLHttpRequest;
}

export interface UploadOptions {
  /** 0-100 as the request body leaves the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Extra query-string parameters (rarely needed: multipart fields go in the FormData). */
  params?: Params;
}

export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition (the UTF-8 `filename*` first); null when the answer names none. */
  fileName: string | null;
}

export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
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

  /** The envelope's data on 200; otherwise a rejection, after forgetting a session the server ended. */
  function unwrap<T>(url: string, httpStatus: number, payload: unknown, sentToken: string | null): T {
    if (!isEnvelope(payload)) {
      throw new ApiError(httpStatus >= 200 && httpStatus < 300 ? 500 : httpStatus, SERVER_ERROR_MSG);
    }
    if (payload.code === 200) return payload.data as T;
    if (payload.code === 401) {
      if (isAdminUrl(url)) {
        clearStaffToken();
        deps.staffSignedOut?.();
      } else if (sentToken !== null && sentToken === getToken()) {
        // Only the session this call carried ended; a call sent without one (or before another
        // login) must not sign out the tabs that share the current session.
        clearSession();
      }
    }
    throw new ApiError(payload.code, payload.msg || SERVER_ERROR_MSG, payload.data ?? null);
  }

  async function send<T>(method: 'GET' | 'POST', path: string, params: Params, options: CallOptions): Promise<T> {
    const headers = new Headers({ accept: 'application/json' });
    const language = languageHeader();
    if (language) headers.set(...language);
    const url = apiUrl(path, params);
    // A new tab may still be taking the session from another tab (session-tabs.ts).
    if (!isAdminUrl(url)) await sessionSettled();
    const token = tokenFor(url);
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
      response = await deps.fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
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
    return unwrap<T>(url, response.status, payload, token);
  }

  /**
   * A `file` endpoint fetched with the session's token in the header, for downloads a bare link must
   * not carry (customer data): the file as a Blob and the name its content-disposition gives. A
   * refusal still answers the envelope and rejects like a call.
   */
  async function fetchFile(method: 'GET' | 'POST', path: string, params: Params, options: CallOptions): Promise<DownloadedFile> {
    const headers = new Headers();
    const language = languageHeader();
    if (language) headers.set(...language);
    const url = apiUrl(path, method === 'GET' ? params : {});
    if (!isAdminUrl(url)) await sessionSettled();
    const token = tokenFor(url);
    if (token) headers.set('authentication', token);
    let body: string | undefined;
    if (method === 'POST') {
      headers.set('content-type', 'application/json');
      body = JSON.stringify({ ...params, ...(options.body instanceof FormData ? {} : options.body) });
    }
    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MSG);
    }
    if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
      let payload: unknown = null;
      try {
        payload = await response.json();
      } catch {
        // Not the envelope: unwrap() reports a server fault.
      }
      unwrap(url, response.status, payload, token);
      throw new ApiError(500, SERVER_ERROR_MSG);
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  /** A multipart POST through XMLHttpRequest, whose upload events give the progress fetch cannot. */
  function sendUpload<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
    const url = apiUrl(path, options.params);
    return new Promise<T>((resolve, reject) => {
      const xhr = (deps.createXhr ?? (() => new XMLHttpRequest()))();
      xhr.open('POST', url);
      xhr.setRequestHeader('accept', 'application/json');
      const language = languageHeader();
      if (language) xhr.setRequestHeader(...language);
      const token = tokenFor(url);
      if (token) xhr.setRequestHeader('authentication', token);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      });
      const abort = () => xhr.abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      xhr.addEventListener('load', () => {
        options.signal?.removeEventListener('abort', abort);
        let payload: unknown = null;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          // Not the envelope: unwrap() reports a server fault.
        }
        try {
          resolve(unwrap<T>(url, xhr.status, payload, token));
        } catch (error) {
          reject(error);
        }
      });
      xhr.addEventListener('error', () => reject(new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MSG)));
      xhr.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      xhr.send(form);
    });
  }

  return {
    /**
     * Calls one endpoint of `contracts/api/` with its documented method; resolves to its answer's data.
     * `params` travel in the query string, `options.body` in the body (passwords, codes, forms).
     */
    call: <E extends Endpoint>(endpoint: E, params?: Params, options?: CallOptions) =>
      call<EndpointData<E>>(endpoint.methods[0], endpoint.url, params, options),
    /** Downloads a `file` endpoint with the token in the header (params in the JSON body of a POST). */
    download: async <E extends Endpoint>(endpoint: E, params: Params = {}, options: CallOptions = {}): Promise<DownloadedFile> => {
      try {
        return await fetchFile(endpoint.methods[0], endpoint.url, params, options);
      } catch (error) {
        const text = errorToastText(error, options);
        if (text) deps.notifyError(text);
        throw error;
      }
    },
    /**
     * Sends a file to a multipart endpoint (`endpoint.multipart`), reporting progress; the same token
     * choice, envelope and toasts as `call`.
     */
    upload: async <E extends Endpoint>(endpoint: E, form: FormData, options: UploadOptions = {}): Promise<EndpointData<E>> => {
      try {
        return await sendUpload<EndpointData<E>>(endpoint.url, form, options);
      } catch (error) {
        const text = errorToastText(error);
        if (text) deps.notifyError(text);
        throw error;
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Several failures at once (parallel loads) show one network toast, not a pile. */
export const api: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  notifyError: (text) => {
    // The client's own texts (network, server fault) are Chinese constants; the server's come translated.
    void message.error({ content: inPageLanguage(text), key: text === NETWORK_ERROR_MSG ? 'network-error' : undefined });
  },
  // A full page load: the console starts afresh from the sign-in, whatever state the page was in.
  staffSignedOut: () => {
    if (typeof window === 'undefined') return;
    const href = staffLoginHref(window.location);
    if (href) window.location.assign(href);
  },
});
