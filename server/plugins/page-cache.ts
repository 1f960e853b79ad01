// Caches anonymous server-rendered pages. A render costs milliseconds of CPU and compressing a ~100 kB
// page for each visitor costs as much again, so a cached page keeps its HTML and, built once on first
// demand, its brotli and gzip bytes: a hit only copies bytes (DESIGN.md "Performance budgets").
// `invalidate()` drops pages when content changes, on this app server or (through the change bus,
// server/db/change-bus.ts) on another; the short lifetime only bounds staleness when that broadcast was missed.
//
// The same bytes go to every visitor, so a stored page carries no CSP nonce: its inline scripts are
// allowed by hash instead (page-csp.ts, decision 0024). Pages are keyed, and rendered, by their path and
// the query names they read (page-cache-key.ts), so an unrelated query cannot force a render.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCacheKey } from './page-cache-key.ts';
import { shareablePage } from './page-csp.ts';
import { COMPRESS_THRESHOLD, compressPage, preferredEncoding, type PageEffort, type PageEncoding } from './page-encoding.ts';
import { pageBytesOf } from '../../contracts/rendered-page.ts';
import { CONSOLE_HOME } from '../../contracts/console-home.ts';
import { PAGES } from '../../contracts/page-paths.ts';

export interface PageCacheOptions {
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /** Most bytes kept (HTML and its compressed forms); the least recently used go first. */
  maxBytes?: number;
  ttlMs?: number;
  /** Longest cache key (path and the query names the page reads) worth a slot; longer ones render every time. */
  maxUrlLength?: number;
  /** Path prefixes never cached (free-text queries would only churn the cache). */
  skipPaths?: readonly string[];
  now?: () => number;
  /** Compresses a page (tests count the calls). */
  compress?: (encoding: PageEncoding, body: Buffer, effort: PageEffort) => Promise<Buffer>;
}

interface CachedPage {
  key: string;
  status: number;
  headers: [string, string][];
  /** Replaces the per-response CSP helmet made: the same bytes go to everyone (page-csp.ts). */
  csp: string | null;
  html: Buffer;
  /** Compressed forms: fast for the first request that asks, replaced once by the best for the second. */
  encoded: Partial<Record<PageEncoding, { body: Promise<Buffer>; best: boolean }>>;
  bytes: number;
  expires: number;
}

/** `render(url)` renders the page at `url`: the cache key for a cacheable request, the request's own URL otherwise. */
type Render = (url: string) => Promise<Response>;
type Send = (reply: FastifyReply, response: Response) => unknown;

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  size: number;
  /** Bytes held: HTML and compressed forms. */
  bytes: number;
  /** Pages compressed (per encoding), misses and hits together. */
  compressions: number;
}

export interface PageCache {
  /** Answers from the cache when it may, otherwise renders (and stores the result when it is storable). */
  serve(request: FastifyRequest, reply: FastifyReply, render: Render, send: Send): Promise<unknown>;
  /** Drops every page, or those whose path starts with `pathPrefix`. Call it when content changes. */
  invalidate(pathPrefix?: string): void;
  stats(): PageCacheStats;
}

// /admin: the operations console is never shared from the cache (its pages are private and noindex).
const DEFAULT_SKIP = [PAGES['search-result'].path, '/api/', '/uploads/', CONSOLE_HOME] as const;

/** Whether a request may be answered from (and stored into) the cache. */
export function isCacheableRequest(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  options: Pick<PageCacheOptions, 'maxUrlLength' | 'skipPaths'> = {},
): boolean {
  return cacheKeyOf(method, url, headers, options) !== null;
}

/** The request's cache key (page-cache-key.ts) when it may be answered from the cache, else null. */
function cacheKeyOf(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  options: Pick<PageCacheOptions, 'maxUrlLength' | 'skipPaths'>,
): string | null {
  if (method !== 'GET') return null;
  // A request that carries a session token may see personal content.
  if (headers.authentication !== undefined || headers.authorization !== undefined) return null;
  // A preview link may show a draft: never from, nor into, the shared cache (server/modules/content/preview.ts).
  if (/[?&]preview=/.test(url)) return null;
  // Worked out once per request: on a hit it is most of the cache's own work.
  const key = pageCacheKey(url);
  if (key.length > (options.maxUrlLength ?? 512)) return null;
  const path = url.split('?', 1)[0];
  // React Router's single-fetch data requests are not HTML pages.
  if (path.endsWith('.data')) return null;
  return (options.skipPaths ?? DEFAULT_SKIP).some((prefix) => path.startsWith(prefix)) ? null : key;
}

/** Whether a rendered response may be shared with other visitors. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || !(response.body || pageBytesOf(response))) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

function nonces(reply: FastifyReply): { script: string; style: string } {
  const value = (reply as FastifyReply & { cspNonce?: { script?: string; style?: string } | null }).cspNonce;
  return { script: value?.script ?? '', style: value?.style ?? '' };
}

export function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const values = current === undefined ? [] : String(current).split(',').map((v) => v.trim());
  if (!values.some((v) => v.toLowerCase() === name)) reply.header('vary', [...values, name].join(', '));
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  // ~100 pages of 100 kB with both compressed forms: well inside the server's memory budget.
  const maxBytes = options.maxBytes ?? 24 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const compress = options.compress ?? compressPage;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedPage>();
  let totalBytes = 0;
  // Bumped by invalidate(): a render that started before an invalidation must not be stored after it.
  let generation = 0;
  const inflight = new Map<string, Promise<CachedPage | null>>();
  const counters = { hits: 0, misses: 0, bypasses: 0, compressions: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function lookup(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function evict() {
    while (entries.size > maxEntries || (totalBytes > maxBytes && entries.size > 0)) {
      remove(entries.keys().next().value as string);
    }
  }

  function store(entry: CachedPage) {
    remove(entry.key);
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    evict();
  }

  function account(entry: CachedPage, change: number) {
    entry.bytes += change;
    // Only a page still held counts against the bound; an evicted one is garbage once sent.
    if (entries.get(entry.key) !== entry) return;
    totalBytes += change;
    evict();
  }

  function compressed(entry: CachedPage, encoding: PageEncoding, effort: PageEffort): Promise<Buffer> {
    counters.compressions++;
    const body = compress(encoding, entry.html, effort);
    const previous = entry.encoded[encoding];
    entry.encoded[encoding] = { body, best: effort === 'best' };
    body.then(
      async (bytes) => account(entry, bytes.length - (previous ? (await previous.body).length : 0)),
      () => {
        // A failed compression is not kept: the next request tries again.
        if (entry.encoded[encoding]?.body === body) delete entry.encoded[encoding];
      },
    );
    return body;
  }

  /**
   * The page in `encoding`. The first request compresses it fast and shares the result with those that
   * arrive meanwhile; the next one answers with those bytes and has the best compression made, once,
   * for the requests after it. A page nobody asks for twice never pays for the slow setting.
   */
  function encodedBody(entry: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    const existing = entry.encoded[encoding];
    if (!existing) return compressed(entry, encoding, 'fast');
    if (!existing.best) {
      const current = existing.body;
      void current.then(() => {
        if (entry.encoded[encoding]?.body === current) void compressed(entry, encoding, 'best').catch(() => undefined);
      }, () => undefined);
      return current;
    }
    return existing.body;
  }

  async function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, state: 'hit' | 'miss') {
    const encoding = entry.html.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? await encodedBody(entry, encoding) : entry.html;
    reply.status(entry.status);
    for (const [name, value] of entry.headers) reply.header(name, value);
    if (entry.csp) reply.header('content-security-policy', entry.csp);
    reply.header('x-page-cache', state);
    addVary(reply, 'accept-encoding');
    // @fastify/compress leaves a body that already names its encoding alone.
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  async function renderEntry(key: string, reply: FastifyReply, response: Response): Promise<CachedPage> {
    const csp = reply.getHeader('content-security-policy');
    const page = shareablePage(pageBytesOf(response)?.toString('utf8') ?? (await response.text()), typeof csp === 'string' ? csp : '', nonces(reply));
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      // Fastify computes the length of the body it sends itself.
      if (name !== 'content-length' && name !== 'transfer-encoding') headers.push([name, value]);
    }
    const html = Buffer.from(page.html);
    return { key, status: response.status, headers, csp: page.csp || null, html, encoded: {}, bytes: html.length, expires: now() + ttlMs };
  }

  return {
    async serve(request, reply, render, send) {
      const user = (request as FastifyRequest & { user?: unknown }).user;
      const key = user ? null : cacheKeyOf(request.method, request.url, request.headers, options);
      if (key === null) {
        counters.bypasses++;
        return send(reply, await render(request.url));
      }
      const cached = lookup(key);
      if (cached) {
        counters.hits++;
        return sendCached(request, reply, cached, 'hit');
      }
      // Requests arriving while the page renders wait for that render instead of starting their own,
      // so an expired entry under load costs one render, not one per connection.
      const pending = inflight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          counters.hits++;
          return sendCached(request, reply, shared, 'hit');
        }
        counters.bypasses++;
        return send(reply, await render(request.url));
      }

      counters.misses++;
      const startedIn = generation;
      let settle: (entry: CachedPage | null) => void = () => undefined;
      const promise = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      inflight.set(key, promise);
      try {
        // Rendered from the key, so the stored page shows nothing of a query it does not read.
        const response = await render(key);
        if (!isStorableResponse(response)) {
          settle(null);
          return send(reply, response);
        }
        const entry = await renderEntry(key, reply, response);
        if (startedIn === generation) store(entry);
        settle(entry);
        return sendCached(request, reply, entry, 'miss');
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
      // Deleting the current key while iterating a Map is safe.
      for (const key of entries.keys()) if (pathPrefix === undefined || key.startsWith(pathPrefix)) remove(key);
    },

    stats() {
      return { ...counters, size: entries.size, bytes: totalBytes };
    },
  };
}
