import { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { serverContext } from './server-context.ts';
import { NonceContext } from './components/nonce.ts';
import { isConsolePath } from './components/shell-rules.ts';
import { inlineCriticalCss } from './critical-css/inline-critical-css.ts';

// Re-exported so the Fastify adapter can fill the context with the same key the loaders read.
export { serverContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(serverContext);
  const consolePage = isConsolePath(new URL(request.url).pathname);
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Public pages are rendered completely before sending (crawlers and the page cache want whole HTML).
    const { pipe, abort } = renderToPipeableStream(
      // The provider hands the nonce to <Scripts> and <ScrollRestoration> in root.tsx.
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          // The whole page is in hand before anything is sent (React writes it in hundreds of small
          // chunks, joined here so it is compressed in one go), so the antd rules it uses can be
          // inlined into its head (the console links antd's full stylesheet instead).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks).toString('utf8');
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const page = consolePage ? html : inlineCriticalCss(html);
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error({ err: error }, 'page render failed');
        },
      },
    );
  });
}
