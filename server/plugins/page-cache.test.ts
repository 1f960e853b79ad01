import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, type PageCache, type PageCacheOptions } from './page-cache.ts';

// A stand-in for React Router: a page whose inline script carries the reply's nonce, as entry.server does.
function fakeRenderer() {
  const calls: string[] = [];
  return {
    calls,
    render(url: string, nonce: string, status = 200, headers: Record<string, string> = {}) {
      calls.push(url);
      const html = `<!DOCTYPE html><html><body><h1>page ${url} #${calls.length}</h1><script nonce="${nonce}">1</script></body></html>`;
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

type PageShape = { status?: number; headers?: Record<string, string> };

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
        async () => {
          const extra = pageFor?.(request.url) ?? {};
          return renderer.render(request.url, reply.cspNonce.script, extra.status, extra.headers);
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

  it('puts the fresh nonce of every reply into a cached page', async () => {
    const { app } = await setup();
    const first = await get(app, '/');
    const second = await get(app, '/');
    const firstNonce = scriptNonceOf(first.headers['content-security-policy'] as string);
    const secondNonce = scriptNonceOf(second.headers['content-security-policy'] as string);
    expect(firstNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(secondNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(secondNonce).not.toBe(firstNonce);
    expect(first.body).toContain(`<script nonce="${firstNonce}">`);
    expect(second.body).toContain(`<script nonce="${secondNonce}">`);
    expect(second.body).not.toContain(firstNonce);
    expect(second.body).not.toContain('\u0000');
  });

  it('keys by path and query', async () => {
    const { renderer, app } = await setup();
    await get(app, '/newsCenter?type=1');
    await get(app, '/newsCenter?type=2');
    const again = await get(app, '/newsCenter?type=1');
    expect(renderer.calls).toEqual(['/newsCenter?type=1', '/newsCenter?type=2']);
    expect(again.body).toContain('page /newsCenter?type=1 #1');
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
    const gate: { resolve: () => void; promise?: Promise<void> } = { resolve: () => undefined };
    gate.promise = new Promise<void>((resolve) => (gate.resolve = resolve));
    app.get('/*', (request, reply) =>
      cache.serve(
        request,
        reply,
        async () => {
          await gate.promise;
          return fakeRenderer().render(request.url, reply.cspNonce.script);
        },
        sendFetch,
      ),
    );
    const pending = get(app, '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.invalidate();
    gate.resolve();
    expect((await pending).statusCode).toBe(200);
    expect(cache.stats().size).toBe(0);
  });
});

describe('page cache under concurrency', () => {
  it('renders a page once for requests that arrive while it renders, each with its own nonce', async () => {
    const cache = createPageCache();
    const app = Fastify();
    current = app;
    await app.register(helmet, { enableCSPNonces: true });
    const renderer = fakeRenderer();
    app.get('/*', (request, reply) =>
      cache.serve(
        request,
        reply,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return renderer.render(request.url, reply.cspNonce.script);
        },
        sendFetch,
      ),
    );
    const responses = await Promise.all([get(app, '/'), get(app, '/'), get(app, '/')]);
    expect(renderer.calls).toEqual(['/']);
    expect(responses.map((r) => r.headers['x-page-cache']).toSorted()).toEqual(['hit', 'hit', 'miss']);
    for (const response of responses) {
      const nonce = scriptNonceOf(response.headers['content-security-policy'] as string);
      expect(response.body).toContain(`<script nonce="${nonce}">`);
    }
    expect(new Set(responses.map((r) => r.headers['content-security-policy'])).size).toBe(3);
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
    expect(isCacheableRequest('GET', `/?q=${'x'.repeat(600)}`, {})).toBe(false);
    // A preview link may show a draft: never served from nor stored into the shared cache.
    expect(isCacheableRequest('GET', '/newsCenter/newsCenterDetail?newsId=3&preview=abc', {})).toBe(false);
    expect(isCacheableRequest('GET', '/dynamicDetail?preview=abc&id=3', {})).toBe(false);
  });
});
