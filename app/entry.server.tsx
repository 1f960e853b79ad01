import { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { serverContext } from './server-context.ts';
import { NonceContext } from './components/nonce.ts';

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
          // Everything is rendered: React writes the page in hundreds of small chunks, so they are
          // joined into one buffer here and compressed in one go, not chunk by chunk through streams.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
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
