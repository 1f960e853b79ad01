import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import zlib from 'node:zlib';
import helmet from '@fastify/helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, type PageCache, type PageCacheOptions } from './page-cache.ts';
import { scriptHashSource } from './page-csp.ts';
import { compressPage, type PageEffort, type PageEncoding } from './page-encoding.ts';

/** A promise the test settles by hand: the point in a request the test waits for, or holds it at. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

// A stand-in for React Router: a page whose inline script carries the reply's nonce, as entry.server does,
// and, when asked, a script smuggled into its content (no nonce).
const PAGE_SCRIPT = 'window.__page = 1';
const INJECTED_SCRIPT = 'alert(document.cookie)';
const FILLER = '<p>细胞株构建与基因编辑服务</p>'.repeat(200);

function fakeRenderer() {
  const calls: string[] = [];
  return {
    calls,
    render(url: string, nonce: string, status = 200, headers: Record<string, string> = {}, injected = false) {
      calls.push(url);
      const smuggled = injected ? `<div><script>${INJECTED_SCRIPT}</script></div>` : '';
      const html = `<!DOCTYPE html><html><body><h1>page ${url} #${calls.length}</h1>${smuggled}${FILLER}<script nonce="${nonce}">${PAGE_SCRIPT}</script></body></html>`;
      return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
    },
  };
}

async function sendFetch(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(await response.text());
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

type PageShape = { status?: number; headers?: Record<string, string>; injected?: boolean };

async function setup(options: PageCacheOptions = {}, pageFor?: (url: string) => PageShape) {
  const cache = createPageCache(options);
  const renderer = fakeRenderer();
  const app = Fastify();
  current = app;
  await app.register(helmet, { enableCSPNonces: true });
  app.route({
    method: ['GET', 'POST', 'HEAD'],
    url: '/*',
    handler: (request, reply) =>
      cache.serve(
        request,
        reply,
        async (url) => {
          const extra = pageFor?.(url) ?? {};
          return renderer.render(url, reply.cspNonce.script, extra.status, extra.headers, extra.injected);
        },
        sendFetch,
      ),
  });
  return { cache, renderer, app };
}

function scriptNonceOf(csp: string | undefined) {
  return /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1];
}

async function get(target: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return target.inject({ method: 'GET', url, headers });
}

describe('page cache', () => {
  it('renders on a miss and answers the next request from the cache', async () => {
    const { renderer, app, cache } = await setup();
    const first = await get(app, '/');
    const second = await get(app, '/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(renderer.calls).toEqual(['/']);
    expect(second.body).toContain('<h1>page / #1</h1>');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });

  it('shares one page without a nonce, its own inline scripts allowed by hash and an injected one not', async () => {
    const { app } = await setup({}, (url) => (url === '/injected' ? { injected: true } : {}));
    const first = await get(app, '/injected');
    const second = await get(app, '/injected');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain('nonce=');
    for (const response of [first, second]) {
      const csp = response.headers['content-security-policy'] as string;
      expect(scriptNonceOf(csp)).toBeUndefined();
      expect(csp).not.toContain("'nonce-");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      // The renderer's script (marked with the reply's nonce) is allowed; the injected one is not.
      expect(scriptSrc).toContain(scriptHashSource(PAGE_SCRIPT));
      expect(scriptSrc).not.toContain(scriptHashSource(INJECTED_SCRIPT));
      expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    }
  });

  it('keeps the per-response nonce on pages it does not share', async () => {
    const { app } = await setup();
    const response = await get(app, '/', { authentication: 'token-123' });
    const nonce = scriptNonceOf(response.headers['content-security-policy'] as string);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  it('keys by path and the query names the page reads', async () => {
    const { renderer, app } = await setup();
    await get(app, '/newsCenter?type=1');
    await get(app, '/newsCenter?type=2');
    const again = await get(app, '/newsCenter?type=1&utm_source=baidu');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(renderer.calls).toEqual(['/newsCenter?type=1', '/newsCenter?type=2']);
    expect(again.body).toContain('page /newsCenter?type=1 #1');
  });

  it('answers random query strings from one entry, rendered without them', async () => {
    const { renderer, app, cache } = await setup();
    const first = await get(app, '/?x=1');
    const second = await get(app, '/?y=2');
    const third = await get(app, `/?_=${Date.now()}&${'z'.repeat(600)}=1`);
    expect([first, second, third].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    expect(renderer.calls).toEqual(['/']);
    expect(cache.stats()).toMatchObject({ size: 1, misses: 1, hits: 2 });
  });

  it('renders again once the TTL has passed', async () => {
    let clock = 1_000;
    const { renderer, app } = await setup({ ttlMs: 60_000, now: () => clock });
    await get(app, '/');
    clock += 59_999;
    expect((await get(app, '/')).headers['x-page-cache']).toBe('hit');
    clock += 1;
    const expired = await get(app, '/');
    expect(expired.headers['x-page-cache']).toBe('miss');
    expect(renderer.calls).toHaveLength(2);
  });

  it('bypasses the cache for other methods and for requests with a session token', async () => {
    const { renderer, app, cache } = await setup();
    await get(app, '/');
    const post = await app.inject({ method: 'POST', url: '/' });
    const withToken = await get(app, '/', { authentication: 'token-123' });
    expect(post.headers['x-page-cache']).toBeUndefined();
    expect(withToken.headers['x-page-cache']).toBeUndefined();
    expect(withToken.body).toContain('#3');
    expect(renderer.calls).toHaveLength(3);
    expect(cache.stats()).toMatchObject({ bypasses: 2, size: 1 });
  });

  it('stores only 200 HTML pages without cookies or private cache-control', async () => {
    const { renderer, app } = await setup({}, (url): PageShape => {
      if (url === '/missing') return { status: 404 };
      if (url === '/cookie') return { headers: { 'set-cookie': 'a=1' } };
      if (url === '/private') return { headers: { 'cache-control': 'private, max-age=0' } };
      if (url === '/json') return { headers: { 'content-type': 'application/json' } };
      return {};
    });
    for (const url of ['/missing', '/cookie', '/private', '/json']) {
      await get(app, url);
      const second = await get(app, url);
      expect(second.headers['x-page-cache'], url).not.toBe('hit');
    }
    expect(renderer.calls).toHaveLength(8);
    expect((await get(app, '/missing')).statusCode).toBe(404);
  });

  it('drops pages on invalidate, entirely or by path prefix', async () => {
    const { renderer, app, cache } = await setup();
    await get(app, '/');
    await get(app, '/newsCenter?type=1');
    cache.invalidate('/newsCenter');
    expect((await get(app, '/')).headers['x-page-cache']).toBe('hit');
    expect((await get(app, '/newsCenter?type=1')).headers['x-page-cache']).toBe('miss');
    cache.invalidate();
    expect(cache.stats().size).toBe(0);
    expect((await get(app, '/')).headers['x-page-cache']).toBe('miss');
    expect(renderer.calls).toHaveLength(4);
  });

  it('keeps at most maxEntries pages, evicting the least recently used', async () => {
    const { renderer, app, cache } = await setup({ maxEntries: 2 });
    await get(app, '/a');
    await get(app, '/b');
    await get(app, '/a'); // /a is now the most recently used
    await get(app, '/c'); // evicts /b
    expect(cache.stats().size).toBe(2);
    expect((await get(app, '/a')).headers['x-page-cache']).toBe('hit');
    expect((await get(app, '/b')).headers['x-page-cache']).toBe('miss');
    expect(renderer.calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not store a page whose render started before an invalidation', async () => {
    const cache: PageCache = createPageCache();
    const app = Fastify();
    current = app;
    await app.register(helmet, { enableCSPNonces: true });
    const gate = signal();
    const renderStarted = signal();
    app.get('/*', (request, reply) =>
      cache.serve(
        request,
        reply,
        async () => {
          renderStarted.resolve();
          await gate.promise;
          return fakeRenderer().render(request.url, reply.cspNonce.script);
        },
        sendFetch,
      ),
    );
    const pending = get(app, '/');
    // The render is under way (not merely requested) when the content changes.
    await renderStarted.promise;
    cache.invalidate();
    gate.resolve();
    expect((await pending).statusCode).toBe(200);
    expect(cache.stats().size).toBe(0);
  });
});

describe('compressed cached pages', () => {
  function countingCompress() {
    const calls: string[] = [];
    return {
      calls,
      compress: (encoding: PageEncoding, body: Buffer, effort: PageEffort) => {
        calls.push(`${encoding} ${effort}`);
        return compressPage(encoding, body, effort);
      },
    };
  }

  it('compresses a page fast for its first visitor and at its best once for all later ones, per encoding', async () => {
    const counter = countingCompress();
    const { app, renderer, cache } = await setup({ compress: counter.compress });
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const responses = [];
    for (const url of ['/', '/', '/?utm_source=baidu', '/']) responses.push(await get(app, url, br));
    expect(renderer.calls).toEqual(['/']);
    expect(counter.calls).toEqual(['br fast', 'br best']);
    for (const response of responses) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const html = zlib.brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<h1>page / #1</h1>');
      expect(html).toContain(FILLER);
      // Much smaller than the page: compressed, not merely labelled.
      expect(response.rawPayload.length * 5).toBeLessThan(html.length);
    }
    const [first, second, third, fourth] = responses.map((r) => r.rawPayload);
    expect(second!.equals(first!)).toBe(true);
    expect(fourth!.equals(third!)).toBe(true);

    const gzipped = await get(app, '/', { 'accept-encoding': 'gzip' });
    await get(app, '/', { 'accept-encoding': 'gzip' });
    await get(app, '/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>page / #1</h1>');
    const plain = await get(app, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<h1>page / #1</h1>');
    expect(counter.calls).toEqual(['br fast', 'br best', 'gzip fast', 'gzip best']);
    expect(cache.stats()).toMatchObject({ compressions: 4, size: 1 });
  });

  it('does not compress per request for requests that arrive together', async () => {
    const counter = countingCompress();
    const { app } = await setup({ compress: counter.compress });
    const br = { 'accept-encoding': 'br' };
    const responses = await Promise.all([get(app, '/', br), get(app, '/', br), get(app, '/', br), get(app, '/', br)]);
    expect(counter.calls).toEqual(['br fast', 'br best']);
    for (const response of responses) expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('page / #1');
  });

  it('keeps the HTML and compressed bytes it holds under maxBytes, dropping the least recently used', async () => {
    const { app, cache } = await setup({ maxBytes: 20_000 });
    const br = { 'accept-encoding': 'br' };
    for (const path of ['/a', '/b', '/c', '/d']) {
      await get(app, path, br);
      expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    }
    // Each page is ~9 kB of HTML plus its brotli form: two fit, the older ones went.
    expect(cache.stats().size).toBe(2);
    expect((await get(app, '/d', br)).headers['x-page-cache']).toBe('hit');
    expect((await get(app, '/a', br)).headers['x-page-cache']).toBe('miss');
    cache.invalidate();
    expect(cache.stats()).toMatchObject({ size: 0, bytes: 0 });
  });
});

describe('page cache under concurrency', () => {
  it('renders a page once for requests that arrive while it renders, all given the same shareable page', async () => {
    const cache = createPageCache();
    const app = Fastify();
    current = app;
    await app.register(helmet, { enableCSPNonces: true });
    const renderer = fakeRenderer();
    // The render finishes only once all three requests have arrived, however slowly they come.
    const allArrived = signal();
    let arrived = 0;
    app.get('/*', (request, reply) => {
      if (++arrived === 3) allArrived.resolve();
      return cache.serve(
        request,
        reply,
        async () => {
          await allArrived.promise;
          return renderer.render(request.url, reply.cspNonce.script);
        },
        sendFetch,
      );
    });
    const responses = await Promise.all([get(app, '/'), get(app, '/'), get(app, '/')]);
    expect(renderer.calls).toEqual(['/']);
    expect(responses.map((r) => r.headers['x-page-cache']).toSorted()).toEqual(['hit', 'hit', 'miss']);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(new Set(responses.map((r) => r.headers['content-security-policy'])).size).toBe(1);
    expect(responses[0]!.headers['content-security-policy']).toContain(scriptHashSource(PAGE_SCRIPT));
  });

  it('lets waiting requests render for themselves when the shared render is not storable', async () => {
    const { renderer, app } = await setup({}, () => ({ status: 404 }));
    const responses = await Promise.all([get(app, '/gone'), get(app, '/gone')]);
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(renderer.calls).toHaveLength(2);
  });
});

describe('isCacheableRequest', () => {
  it('accepts anonymous GET pages and refuses the rest', () => {
    expect(isCacheableRequest('GET', '/', {})).toBe(true);
    expect(isCacheableRequest('GET', '/plasmidPlatformDetail?listId=3', {})).toBe(true);
    expect(isCacheableRequest('HEAD', '/', {})).toBe(false);
    expect(isCacheableRequest('POST', '/', {})).toBe(false);
    expect(isCacheableRequest('GET', '/', { authentication: 'x' })).toBe(false);
    expect(isCacheableRequest('GET', '/searchResult?keyword=cas9', {})).toBe(false);
    expect(isCacheableRequest('GET', '/home.data', {})).toBe(false);
    // The operations console is never shared from the cache.
    expect(isCacheableRequest('GET', '/admin', {})).toBe(false);
    expect(isCacheableRequest('GET', '/admin/login?redirect=%2Fadmin', {})).toBe(false);
    expect(isCacheableRequest('GET', '/admin/orders/guide/1', {})).toBe(false);
    // Too long once reduced to the names the page reads; a long query it does not read is dropped.
    expect(isCacheableRequest('GET', `/newsCenter?type=${'x'.repeat(600)}`, {})).toBe(false);
    expect(isCacheableRequest('GET', `/?q=${'x'.repeat(600)}`, {})).toBe(true);
    // A preview link may show a draft: never served from nor stored into the shared cache.
    expect(isCacheableRequest('GET', '/newsCenter/newsCenterDetail?newsId=3&preview=abc', {})).toBe(false);
    expect(isCacheableRequest('GET', '/dynamicDetail?preview=abc&id=3', {})).toBe(false);
  });
});
