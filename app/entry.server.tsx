import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { serverContext, type ServerContext } from './server-context.ts';
import { NonceContext } from './components/nonce.ts';
import { isBrowserDrawnConsolePage, isConsolePath } from './components/shell-rules.ts';
import { inlineCriticalCss } from './critical-css/inline-critical-css.ts';
import { CONSOLE_SCRIPT_CLASSES } from './critical-css/deferred-styles.ts';
import { hydrateAfterPaint } from './page-assembly/hydrate-after-paint.ts';
import { renderAtOnce, settleLoaderData } from './page-assembly/render-at-once.ts';
import { createMarkupStore } from './page-assembly/markup-reuse.ts';
import { pageResponse } from '../contracts/rendered-page.ts';
import { MarkupReuseContext } from './components/reused-markup.tsx';
import { catalogueOf } from './i18n/catalogue-of.ts';
import { provideCatalogue } from './i18n/catalogue-store.ts';
import { AnswerSourceContext, createServerAnswerSource } from './api/server-answers.ts';
import { fillAnswersBlock } from './page-assembly/answers-block.ts';

// The server renders every language from the catalogues in process; the browser fetches its page's
// as a static asset (decision 0048), so neither rides in the loader data.
provideCatalogue('zh', catalogueOf('zh'));
provideCatalogue('en', catalogueOf('en'));

// Re-exported so the Fastify adapter can fill the context with the same key the loaders read.
export { serverContext };

export const streamTimeout = 5_000;

// The shell's markup by its inputs (decision 0052). Not under `npm run dev`, where the code that
// wrote it may have changed since.
const shellMarkup = import.meta.env.DEV ? null : createMarkupStore();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log, consoleApi, moduleOrder } = loadContext.get(serverContext);
  const { pathname } = new URL(request.url);
  const reuse = isConsolePath(pathname) ? null : (shellMarkup?.forRender() ?? null);
  // A console page requested with the console's page cookie is drawn with the member's data (decision 0091).
  const answers = consoleApi && isConsolePath(pathname) ? createServerAnswerSource(consoleApi) : null;
  const page = (
    // The provider hands the nonce to <Scripts> and <ScrollRestoration> in root.tsx.
    <NonceContext value={nonce}>
      <MarkupReuseContext value={reuse}>
        <AnswerSourceContext value={answers}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </AnswerSourceContext>
      </MarkupReuseContext>
    </NonceContext>
  );
  // Public pages are rendered completely before sending (crawlers and the page cache want whole HTML):
  // in one pass when nothing has to be waited for (decision 0055), otherwise the streaming way.
  await settleLoaderData(routerContext);
  const atOnce = renderAtOnce(page);
  const rendered: RenderedPage =
    atOnce === null ? await renderWaiting(page, { nonce, log, status: responseStatusCode }) : { bytes: Buffer.from(atOnce), status: responseStatusCode, failed: false };
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A page that failed anywhere offers nothing: its parts may be what failed.
  if (!rendered.failed && rendered.status < 500) reuse?.capture(rendered.bytes);
  // Bytes throughout, never a string: a string body is scanned for lone surrogates (USVString)
  // and encoded again.
  // A console page the browser draws sends a spinner: nothing to inline, and its scripts draw it.
  const drawn = answers ? fillAnswersBlock(rendered.bytes, answers.settled()) : rendered.bytes;
  const bytes = isBrowserDrawnConsolePage(pathname, answers !== null) ? drawn : hydrateAfterPaint(inlineCriticalCss(drawn, answers ? CONSOLE_SCRIPT_CLASSES : []), moduleOrder);
  return pageResponse(bytes, { headers: responseHeaders, status: rendered.status });
}

interface RenderedPage {
  bytes: Buffer<ArrayBuffer>;
  status: number;
  /** Whether anything failed (and was logged): the status is then 500. */
  failed: boolean;
}

/** The streaming render, which waits for every Suspense boundary and reports what fails. */
function renderWaiting(page: ReactNode, { nonce, log, status }: Pick<ServerContext, 'nonce' | 'log'> & { status: number }): Promise<RenderedPage> {
  let failed = false;
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Nothing is sent before the whole page is ready, so every Suspense boundary is written in
      // place: by default one past 12.8 kB of HTML is sent apart, hidden, for an inline script to
      // move (a lazy island's rows were invisible without JavaScript; decision 0042).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // The whole page is in hand before anything is sent, so the antd rules it uses can be
        // inlined into its head (the console's other pages link antd's full stylesheet instead).
        pipe(
          collectingSink((bytes) => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            resolve({ bytes, status, failed });
          }, reject),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        status = 500;
        log.error({ err: error }, 'page render failed');
      },
    });
  });
}

/**
 * The destination React writes a finished page into: its chunks (hundreds of 4 kB views and some long
 * strings) gathered in memory. A Writable stream would pass each through its buffering and callback
 * machinery for nothing (a measurable share of an uncached render); React uses only write, end,
 * destroy and on (for back-pressure and cancellation, which a memory buffer never signals).
 */
function collectingSink(done: (bytes: Buffer<ArrayBuffer>) => void, fail: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  const sink = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      done(Buffer.concat(chunks));
    },
    destroy(error: unknown) {
      fail(error);
    },
    on() {
      return sink;
    },
  };
  return sink as unknown as Writable;
}
