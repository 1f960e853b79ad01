// Serves the React Router app (server build in build/server, assets in build/client) from Fastify.
// A small adapter turns the Fastify request into a Fetch Request and streams the Response back, so
// Fastify's hooks (helmet, logging, auth) apply to pages exactly as to the API.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import type { ServerContext } from '../server-context.ts';
import type { Services } from '../services.ts';
import { addVary, createPageCache, type PageCache } from './page-cache.ts';
import { createGroupedRequestHandler } from './route-groups.ts';
import { pageBytesOf } from '../../contracts/rendered-page.ts';
import { COMPRESS_THRESHOLD, compressRenderedPage, preferredEncoding } from './page-encoding.ts';
import { isConsolePage } from './security.ts';
import { consolePath } from '../../contracts/console-paths.ts';
import { clearConsoleCookie, consoleTokenOf } from '../http/console-cookie.ts';
import { createModuleOrder } from '../http/module-order.ts';

export interface SsrOptions {
  buildDir: string;
  /** Development: render through a Vite dev server (hot reload) instead of the production build. */
  dev?: boolean;
  /** NODE_ENV of the parsed config is production: React Router's production mode (no error details on pages). */
  production: boolean;
  services: Services;
  settings: ServerContext['settings'];
  /** Cache for anonymous public pages; a private one when absent, none when null. */
  pageCache?: PageCache | null;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(entry)) {
    throw new Error(`The web app is not built (${entry} is missing). Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const source = options.dev ? await viteBuildSource(app) : await productionBuildSource(app, options.buildDir, options.production);

  // Pages read their own bodies (form actions), so no parser may consume them first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // In development every render must show the latest code, so nothing is cached.
  const pageCache = options.dev ? null : options.pageCache === undefined ? createPageCache() : options.pageCache;
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { key, handle, moduleOrder } = await source();
    // Made only when the page is rendered: a page-cache hit needs none of it.
    const renderPage = async (url: string) => {
      const context = new RouterContextProvider();
      const consoleApi = await consoleApiFor(app, request, reply, options.services);
      context.set(key, {
        services: options.services,
        user: request.user ?? null,
        settings: options.settings,
        // helmet (enableCSPNonces) puts a fresh nonce on every reply and into the CSP header.
        nonce: reply.cspNonce?.script ?? '',
        log: request.log,
        page: !url.split('?', 1)[0].endsWith('.data'),
        consoleApi,
        moduleOrder,
      } satisfies ServerContext);
      return handle(toFetchRequest(request, url), context);
    };
    if (pageCache) return pageCache.serve(request, reply, renderPage, sendFetchResponse);
    return sendFetchResponse(reply, await renderPage(request.url));
  };
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
}

const CONSOLE_SIGN_IN = consolePath('admin-login');

/**
 * For a console page requested with the console's page cookie of a live staff session: the admin API
 * called in process with that session (the same routes, roles and validation as the browser's calls),
 * so the page is drawn with the member's data (decision 0091). A cookie whose session has ended is
 * cleared, and the page is drawn in the browser as without one.
 */
async function consoleApiFor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, services: Services): Promise<ServerContext['consoleApi']> {
  if (request.method !== 'GET') return null;
  const pathname = request.url.split('?', 1)[0]!;
  if (!isConsolePage(pathname) || pathname.endsWith('.data') || pathname === CONSOLE_SIGN_IN) return null;
  const token = consoleTokenOf(request);
  if (!token) return null;
  if (!(await services.staffSessions.resolve(token))) {
    clearConsoleCookie(reply);
    return null;
  }
  return async (method, url) => {
    const answer = await app.inject({ method, url, headers: { authentication: token, accept: 'application/json' } });
    return { status: answer.statusCode, payload: answer.json() };
  };
}

type ContextKey = Parameters<RouterContextProvider['set']>[0];
type BuildSource = () => Promise<{ key: ContextKey; handle: ReturnType<typeof createRequestHandler>; moduleOrder: ServerContext['moduleOrder'] }>;

/** The context key is created inside the server build and re-exported by app/entry.server.tsx. */
function contextKeyOf(build: ServerBuild): ContextKey {
  return (build.entry.module as unknown as { serverContext: ContextKey }).serverContext;
}

async function productionBuildSource(app: FastifyInstance, buildDir: string, production: boolean): Promise<BuildSource> {
  const build = await loadServerBuild(buildDir);
  const ready = {
    key: contextKeyOf(build),
    // Each page matched against the few routes its path can reach (route-groups.ts, decision 0053).
    handle: createGroupedRequestHandler(build, production ? 'production' : 'development'),
    moduleOrder: createModuleOrder(path.join(buildDir, 'client')),
  };
  // Fingerprinted assets are immutable; everything else in build/client is short-lived.
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // scripts/precompress-assets.ts wrote .br/.gz copies at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  return async () => ready;
}

/** `npm run dev`: Vite serves modules and hot updates; the server build is reloaded on every request. */
async function viteBuildSource(app: FastifyInstance): Promise<BuildSource> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  // Hot updates travel over this server's own port, so the CSP's connect-src 'self' allows them.
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return async () => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return { key: contextKeyOf(build), handle: createRequestHandler(build, 'development'), moduleOrder: null };
  };
}

/** `url`: the address to render, the request's own or the page cache's reduced one (page-cache-key.ts). */
function toFetchRequest(request: FastifyRequest, url: string): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once('aborted', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const rendered = pageBytesOf(response);
  if (!response.body && !rendered) return reply.send();
  // Pages arrive whole (app/entry.server.tsx renders before it answers): one buffer compresses in one go.
  if (rendered || response.headers.get('content-type')?.startsWith('text/html')) {
    const html = rendered ?? Buffer.from(await response.arrayBuffer());
    const encoding = html.length >= COMPRESS_THRESHOLD ? preferredEncoding(reply.request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(html);
    // @fastify/compress leaves a body that already names its encoding alone.
    reply.header('content-encoding', encoding);
    addVary(reply, 'accept-encoding');
    return reply.send(compressRenderedPage(encoding, html));
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
