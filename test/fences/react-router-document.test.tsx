// Fences around what the page layer assumes of React Router and React DOM (docs/rendering.md): a tiny
// two-route app goes through React Router's real request handler (grouped as the server groups it),
// the real app/entry.server.tsx and the real Fastify adapter's sendFetchResponse, and each assumption
// the layer makes of what they hand each other is checked where it shows. A failure names the
// assumption and its upgrade checklist entry.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { Suspense, use, type ReactNode } from 'react';
import { Links, Meta, Outlet, RouterContextProvider, Scripts, ScrollRestoration, ServerRouter, useLoaderData, type EntryContext, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../../app/entry.server.tsx';
import { PlainButton } from '../../app/components/plain-button.tsx';
import { CRITICAL_STYLE_ATTRIBUTE } from '../../app/critical-css/deferred-styles.ts';
import { renderAtOnce } from '../../app/page-assembly/render-at-once.ts';
import { serverContext, type ServerContext } from '../../app/server-context.ts';
import { pageBytesOf } from '../../contracts/rendered-page.ts';
import { createGroupedRequestHandler } from '../../server/plugins/route-groups.ts';
import { sendFetchResponse } from '../../server/plugins/ssr.ts';
import { fence } from './fence.ts';

const NONCE = 'fence-nonce-0123';
const TITLE = '细胞株构建 <基因编辑> & 服务';

function Layout({ children }: { children: ReactNode }) {
  // As app/root.tsx: the critical style placeholder before <Links>, the scripts last in the body.
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <style {...{ [CRITICAL_STYLE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        <Links nonce={NONCE} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={NONCE} />
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

function ProductService() {
  const { title } = useLoaderData<{ title: string }>();
  return (
    <main>
      <h1>{title}</h1>
      <PlainButton type="primary">咨询</PlainButton>
    </main>
  );
}

// A part whose code is still loading on the first render: the page is then rendered the waiting way.
let partLoaded: Promise<void> = Promise.resolve();
let partReady = true;
function LoadingPart() {
  if (!partReady) use(partLoaded);
  return <p className="slow-part">已加载</p>;
}
function SlowService() {
  return (
    <main>
      <Suspense fallback={<p>加载中</p>}>
        <LoadingPart />
      </Suspense>
    </main>
  );
}

let lastContext: EntryContext | undefined;
const entryModule = {
  ...entry,
  default: (request: Request, status: number, headers: Headers, context: EntryContext, load: RouterContextProvider) => {
    lastContext = context;
    return entry.default(request, status, headers, context, load);
  },
};

const assetRoute = (id: string, parentId: string | undefined, path: string, module: string) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  module,
  imports: ['/assets/shared-chunk.js'],
  css: [],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

const build = {
  entry: { module: entryModule },
  routes: {
    root: { id: 'root', path: '', module: { default: () => <Outlet />, Layout, loader: () => ({ lang: 'zh' }) } },
    'routes/product-service': { id: 'routes/product-service', parentId: 'root', path: 'productService', module: { default: ProductService, loader: () => ({ title: TITLE }) } },
    'routes/slow-service': { id: 'routes/slow-service', parentId: 'root', path: 'slowService', module: { default: SlowService, loader: () => ({}) } },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'] },
    routes: {
      root: assetRoute('root', undefined, '', '/assets/root.js'),
      'routes/product-service': assetRoute('routes/product-service', 'root', 'productService', '/assets/product-service.js'),
      'routes/slow-service': assetRoute('routes/slow-service', 'root', 'slowService', '/assets/slow-service.js'),
    },
    url: '/assets/manifest-1.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const errors: unknown[] = [];
const handle = createGroupedRequestHandler(build, 'production');

function loadContext(page: boolean) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    services: {} as ServerContext['services'],
    user: null,
    settings: { enSiteUrl: '' },
    nonce: NONCE,
    log: { error: (error: unknown) => errors.push(error) } as unknown as ServerContext['log'],
    page,
    consoleApi: null,
    moduleOrder: null,
  });
  return context;
}

const render = (path: string) => handle(new Request(`http://localhost${path}`), loadContext(!path.endsWith('.data')));
const pageOf = async (path: string) => {
  const response = await render(path);
  return { response, html: (pageBytesOf(response) ?? Buffer.from(await response.arrayBuffer())).toString('utf8') };
};

/** The page as React Router's pieces render it, before entry.server.tsx rewrites it. */
function rawPage(context: EntryContext): string | null {
  return renderAtOnce(<ServerRouter context={context} url="http://localhost/productService" nonce={NONCE} />);
}

describe('React Router and React DOM as the page layer assumes them', () => {
  let page: { response: Response; html: string };
  let raw: string | null;
  beforeAll(async () => {
    page = await pageOf('/productService');
    raw = rawPage(lastContext!);
  });

  it('RR1: the document Response that entry.server.tsx returns reaches the adapter unchanged', () => {
    expect(page.response.status).toBe(200);
    expect(pageBytesOf(page.response) !== undefined, fence('RR1', 'createRequestHandler returns the Response handleRequest made (contracts/rendered-page.ts reads the bytes it carries)')).toBe(true);
  });

  it('RR2: loader data travels in serverHandoffStream and StreamTransfer reads it from renderMeta.streamCache', () => {
    const assumption =
      'EntryContext.serverHandoffStream holds the loader data and StreamTransfer takes its chunks from renderMeta.streamCache[i].result (settleLoaderData in app/page-assembly/render-at-once.ts)';
    expect(raw !== null, fence('RR2', `${assumption}: the page no longer renders in one pass`)).toBe(true);
    const enqueued = [...page.html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g)].map((match) => JSON.parse(match[1]!) as string).join('');
    expect(enqueued.includes('细胞株构建'), fence('RR2', `${assumption}: the page no longer carries its loader data`)).toBe(true);
    expect(page.html.includes('streamController.close();'), fence('RR2', `${assumption}: the data stream is not closed`)).toBe(true);
    expect(page.html).toContain('<h1>细胞株构建 &lt;基因编辑&gt; &amp; 服务</h1>');
  });

  it('RR3: React Router writes module preloads that React hoists into the head, and one inline module loader', () => {
    const head = raw!.slice(0, raw!.indexOf('</head>'));
    expect(
      /<link rel="modulepreload"[^>]*?\shref="\/assets\/entry\.client\.js"[^>]*\/>/.test(head),
      fence('RR3', '<Scripts> writes <link rel="modulepreload" … href="…"/> and React hoists it into <head> (hydrate-after-paint.ts MODULE_PRELOAD)'),
    ).toBe(true);
    const loader = /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/.exec(raw!)?.[1] ?? '';
    expect(
      /^import \* as route0 from "\/assets\/root\.js";$/m.test(loader) && /^import \* as route1 from "\/assets\/product-service\.js";$/m.test(loader),
      fence('RR3', 'the inline module loader imports each route module on a line `import * as routeN from "…";` (hydrate-after-paint.ts ROUTE_IMPORT)'),
    ).toBe(true);
    expect(
      raw!.lastIndexOf(' type="module"') === raw!.indexOf(' type="module"') && loader.trimEnd().endsWith('import("/assets/entry.client.js");'),
      fence('RR3', 'the module loader is the page’s only (so last) type="module" script and ends by importing the client entry'),
    ).toBe(true);
  });

  it('RR3: the page as sent fetches its scripts after the first paint (hydrate-after-paint.ts did its rewrite)', () => {
    const rewritten = !page.html.includes('<link rel="modulepreload"') && page.html.includes('await Promise.all([import("/assets/root.js"), import("/assets/product-service.js")])');
    expect(rewritten, fence('RR3', 'hydrateAfterPaint finds React Router’s module preloads and route imports in the rendered page')).toBe(true);
  });

  it('RR4: every inline script React Router writes carries the response’s nonce (page-csp.ts hashes exactly those)', () => {
    const scripts = [...raw!.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    const without = scripts.filter((attributes) => !attributes.includes(` nonce="${NONCE}"`));
    expect(without, fence('RR4', 'React Router puts the nonce given to <Scripts>/<ScrollRestoration>/<ServerRouter> on every inline script it writes')).toEqual([]);
  });

  it('RR5: the critical antd rules are inlined into the page as sent', () => {
    const style = new RegExp(`<style ${CRITICAL_STYLE_ATTRIBUTE}="">([\\s\\S]*?)</style>`).exec(page.html)?.[1] ?? '';
    expect(style.includes('.ant-btn{'), fence('RR5', 'React writes the empty <style data-critical-css=""></style> of root.tsx as it is, and class attributes as ` class="…"` (inline-critical-css.ts, critical-css.ts)')).toBe(true);
  });

  it('RR6: a client-side navigation asks for `<path>.data` and gets data, not a page', async () => {
    const response = await render('/productService.data');
    const assumption = 'data requests are the page’s path with `.data` appended (ssr.ts page flag, page-cache.ts, route-groups.ts, security.ts)';
    expect(response.status, fence('RR6', assumption)).toBe(200);
    expect(pageBytesOf(response) === undefined && !response.headers.get('content-type')?.startsWith('text/html'), fence('RR6', assumption)).toBe(true);
    expect(await response.text()).toContain('细胞株构建');
  });

  it('RR7: React Router matches paths without regard to case (route-groups.ts lower-cases them)', async () => {
    const { response, html } = await pageOf('/PRODUCTSERVICE');
    expect(response.status, fence('RR7', 'a route path matches whatever the case of the request’s path')).toBe(200);
    expect(html).toContain('<h1>细胞株构建');
  });

  it('RR8: a page that waits is written whole through the collecting sink (React calls only write, end, destroy and on)', async () => {
    partReady = false;
    partLoaded = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => {
      partReady = true;
    });
    const assumption = 'renderToPipeableStream with progressiveChunkSize Infinity writes every boundary in place into a destination used through write/end/destroy/on only (entry.server.tsx collectingSink)';
    const { response, html } = await pageOf('/slowService').catch((error: unknown) => {
      throw new Error(`${fence('RR8', assumption)} (${String(error)})`);
    });
    expect(response.status, fence('RR8', assumption)).toBe(200);
    expect(html.includes('<p class="slow-part">已加载</p>') && !html.includes('<template') && !/<div hidden id="S:/.test(html), fence('RR8', assumption)).toBe(true);
    expect(errors).toEqual([]);
  });

  describe('through the Fastify adapter', () => {
    const app = Fastify();
    beforeAll(async () => {
      app.get('/*', async (request, reply) => sendFetchResponse(reply, await render(request.url)));
      await app.ready();
    });
    afterAll(() => app.close());

    it('RR1: the bytes sent are the page entry.server.tsx made, compressed in one go', async () => {
      const sent = await app.inject({ method: 'GET', url: '/productService', headers: { 'accept-encoding': 'br' } });
      expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(sent.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(sent.rawPayload).toString('utf8')).toBe(page.html);
    });
  });
});
