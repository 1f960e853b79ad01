// Caches the HTML of anonymous server-rendered pages. antd server rendering costs tens of milliseconds
// a page; the budget (DESIGN.md) is 300 home pages/s on 2 cores. `invalidate()` drops them when content
// changes, on this app server or (through the change bus, server/db/change-bus.ts) on another; the
// short lifetime only bounds staleness when that broadcast was missed.
//
// The CSP nonce differs on every response, so the stored HTML carries placeholders where the nonces
// were and every hit substitutes the nonces helmet made for the current reply.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SCRIPT_NONCE_PLACEHOLDER = '\u0000csp-script-nonce\u0000';
export const STYLE_NONCE_PLACEHOLDER = '\u0000csp-style-nonce\u0000';

export interface PageCacheOptions {
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  ttlMs?: number;
  /** Longest path+query worth a cache slot; longer URLs are rendered every time. */
  maxUrlLength?: number;
  /** Path prefixes never cached (free-text queries would only churn the cache). */
  skipPaths?: readonly string[];
  now?: () => number;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page as encoded bytes, split where the nonces go: hits copy bytes instead of re-encoding text. */
  segments: (Buffer | 'script' | 'style')[];
  expires: number;
}

type Send = (reply: FastifyReply, response: Response) => unknown;

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  size: number;
}

export interface PageCache {
  /** Answers from the cache when it may, otherwise renders (and stores the result when it is storable). */
  serve(request: FastifyRequest, reply: FastifyReply, render: () => Promise<Response>, send: Send): Promise<unknown>;
  /** Drops every page, or those whose path starts with `pathPrefix`. Call it when content changes. */
  invalidate(pathPrefix?: string): void;
  stats(): PageCacheStats;
}

// /admin: the operations console is never shared from the cache (its pages are private and noindex).
const DEFAULT_SKIP = ['/searchResult', '/api/', '/uploads/', '/admin'] as const;

/** Whether a request may be answered from (and stored into) the cache. */
export function isCacheableRequest(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  options: Pick<PageCacheOptions, 'maxUrlLength' | 'skipPaths'> = {},
): boolean {
  if (method !== 'GET') return false;
  // A request that carries a session token may see personal content.
  if (headers.authentication !== undefined || headers.authorization !== undefined) return false;
  if (url.length > (options.maxUrlLength ?? 512)) return false;
  // A preview link may show a draft: never from, nor into, the shared cache (server/modules/content/preview.ts).
  if (/[?&]preview=/.test(url)) return false;
  const path = url.split('?', 1)[0];
  // React Router's single-fetch data requests are not HTML pages.
  if (path.endsWith('.data')) return false;
  return !(options.skipPaths ?? DEFAULT_SKIP).some((prefix) => path.startsWith(prefix));
}

/** Whether a rendered response may be shared with other visitors. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

function nonces(reply: FastifyReply): { script: string; style: string } {
  const value = (reply as FastifyReply & { cspNonce?: { script?: string; style?: string } | null }).cspNonce;
  return { script: value?.script ?? '', style: value?.style ?? '' };
}

const PLACEHOLDERS = new RegExp(`(${SCRIPT_NONCE_PLACEHOLDER}|${STYLE_NONCE_PLACEHOLDER})`);

function toSegments(html: string): Pick<CachedPage, 'segments'> {
  const segments = html.split(PLACEHOLDERS).map((piece) => {
    if (piece === SCRIPT_NONCE_PLACEHOLDER) return 'script' as const;
    if (piece === STYLE_NONCE_PLACEHOLDER) return 'style' as const;
    return Buffer.from(piece);
  });
  return { segments };
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedPage>();
  // Bumped by invalidate(): a render that started before an invalidation must not be stored after it.
  let generation = 0;
  const inflight = new Map<string, Promise<CachedPage | null>>();
  const counters = { hits: 0, misses: 0, bypasses: 0 };

  function lookup(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, entry: CachedPage) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  function sendCached(reply: FastifyReply, entry: CachedPage, state: 'hit' | 'miss') {
    const { script, style } = nonces(reply);
    reply.status(entry.status);
    for (const [name, value] of entry.headers) reply.header(name, value);
    reply.header('x-page-cache', state);
    const scriptBytes = Buffer.from(script);
    const styleBytes = Buffer.from(style);
    const parts = entry.segments.map((part) => (part === 'script' ? scriptBytes : part === 'style' ? styleBytes : part));
    return reply.send(Buffer.concat(parts));
  }

  return {
    async serve(request, reply, render, send) {
      const user = (request as FastifyRequest & { user?: unknown }).user;
      if (user || !isCacheableRequest(request.method, request.url, request.headers, options)) {
        counters.bypasses++;
        return send(reply, await render());
      }
      const key = request.url;
      const cached = lookup(key);
      if (cached) {
        counters.hits++;
        return sendCached(reply, cached, 'hit');
      }
      // Requests arriving while the page renders wait for that render instead of starting their own,
      // so an expired entry under load costs one render, not one per connection.
      const pending = inflight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          counters.hits++;
          return sendCached(reply, shared, 'hit');
        }
        counters.bypasses++;
        return send(reply, await render());
      }

      counters.misses++;
      const startedIn = generation;
      let settle: (entry: CachedPage | null) => void = () => undefined;
      const promise = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      inflight.set(key, promise);
      try {
        const response = await render();
        if (!isStorableResponse(response)) {
          settle(null);
          return send(reply, response);
        }
        const { script, style } = nonces(reply);
        let html = await response.text();
        // helmet's nonces are 32 random hex characters: they cannot occur in the page by accident.
        if (script) html = html.replaceAll(script, SCRIPT_NONCE_PLACEHOLDER);
        if (style && style !== script) html = html.replaceAll(style, STYLE_NONCE_PLACEHOLDER);
        const headers: [string, string][] = [];
        for (const [name, value] of response.headers) {
          // Fastify computes the length of the substituted body itself.
          if (name !== 'content-length' && name !== 'transfer-encoding') headers.push([name, value]);
        }
        const entry: CachedPage = { status: response.status, headers, ...toSegments(html), expires: now() + ttlMs };
        if (startedIn === generation) store(key, entry);
        settle(entry);
        return sendCached(reply, entry, 'miss');
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (inflight.get(key) === promise) inflight.delete(key);
      }
    },

    invalidate(pathPrefix) {
      generation++;
      // Later requests must render afresh rather than join a render that began before the change.
      inflight.clear();
      if (pathPrefix === undefined) {
        entries.clear();
        return;
      }
      // Deleting the current key while iterating a Map is safe.
      for (const key of entries.keys()) if (key.startsWith(pathPrefix)) entries.delete(key);
    },

    stats() {
      return { ...counters, size: entries.size };
    },
  };
}
