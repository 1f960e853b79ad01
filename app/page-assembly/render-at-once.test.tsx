import { Suspense, use } from 'react';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Outlet, Scripts, ServerRouter, createStaticHandler, useLoaderData, type EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAtOnce, settleLoaderData } from './render-at-once.ts';

const never = new Promise<never>(() => {});
function Waits(): null {
  return use(never);
}
function Fails(): null {
  throw new Error('broken part');
}

describe('renderAtOnce', () => {
  it('writes the page with its doctype', () => {
    const text = '澄源 <基因> & Cas9';
    expect(
      renderAtOnce(
        <html lang="zh-CN">
          <body>
            <p>{text}</p>
          </body>
        </html>,
      ),
    ).toBe('<!DOCTYPE html><html lang="zh-CN"><head></head><body><p>澄源 &lt;基因&gt; &amp; Cas9</p></body></html>');
  });

  it('gives nothing for a page where something still waits, fails inside a boundary or fails outright', () => {
    const inBoundary = (child: React.ReactNode) => (
      <html>
        <body>
          <Suspense fallback={<p>…</p>}>{child}</Suspense>
        </body>
      </html>
    );
    expect(renderAtOnce(inBoundary(<Waits />))).toBeNull();
    expect(renderAtOnce(inBoundary(<Fails />))).toBeNull();
    expect(renderAtOnce(<Fails />)).toBeNull();
  });
});

// A one-route app through React Router's own server pieces, its loader data streamed in two chunks as
// React Router's encoder gives them: what entry.server.tsx renders.
const MESSAGE = { title: '澄源基因 <GUIDE-seq>', note: '\u2028 & </script>' };

function Root() {
  const data = useLoaderData<typeof MESSAGE>();
  return (
    <html lang="zh-CN">
      <head />
      <body>
        <h1>{data.title}</h1>
        <Outlet />
        <Scripts nonce="n0nce" />
      </body>
    </html>
  );
}

/** `chunks`: how many pieces the loader data's text arrives in (React Router's encoder gives one for data in hand). */
async function entryContext(chunks = 1): Promise<EntryContext> {
  const handler = createStaticHandler([{ id: 'root', path: '/', loader: () => MESSAGE }]);
  const staticHandlerContext = await handler.query(new Request('http://localhost/'));
  if (staticHandlerContext instanceof Response) throw new Error('unexpected response');
  const text = JSON.stringify([{ root: MESSAGE }]);
  const encoder = new TextEncoder();
  const serverHandoffStream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const size = Math.ceil(text.length / chunks);
      for (let at = 0; at < text.length; at += size) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        controller.enqueue(encoder.encode(text.slice(at, at + size)));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
      controller.close();
    },
  });
  const route = { id: 'root', path: '', hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, module: '/root.js', imports: [] };
  return {
    manifest: { routes: { root: route }, entry: { module: '/entry.client.js', imports: [] }, url: '/manifest.js', version: '1', hmr: undefined, sri: undefined },
    routeModules: { root: { default: Root } },
    staticHandlerContext,
    serverHandoffStream,
    serverHandoffString: JSON.stringify({ basename: '/' }),
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'initial' },
    renderMeta: {},
    branches: [],
  } as unknown as EntryContext;
}

function renderStreamed(context: EntryContext, page: React.ReactNode = <ServerRouter context={context} url="http://localhost/" nonce="n0nce" />): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = {
          write: (chunk: Uint8Array | string) => chunks.push(Buffer.from(chunk)) > 0,
          end: () => resolve(Buffer.concat(chunks).toString('utf8')),
          destroy: reject,
          on: () => sink,
        };
        pipe(sink as unknown as Writable);
      },
      onShellError: reject,
    });
  });
}

describe('settleLoaderData', () => {
  it('a page rendered at once carries the loader data and is the page the streaming render writes', async () => {
    const streamed = await renderStreamed(await entryContext());
    expect(streamed).toContain('streamController.enqueue(');

    const context = await entryContext();
    await settleLoaderData(context);
    const atOnce = renderAtOnce(<ServerRouter context={context} url="http://localhost/" nonce="n0nce" />);
    expect(atOnce).toBe(streamed);
  });

  it('data that came in pieces reaches the page whole, in one script', async () => {
    const enqueued = (html: string) => [...html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g)].map((match) => JSON.parse(match[1]) as string);
    const streamed = await renderStreamed(await entryContext(3));
    expect(enqueued(streamed)).toHaveLength(3);
    const context = await entryContext(3);
    await settleLoaderData(context);
    const atOnce = renderAtOnce(<ServerRouter context={context} url="http://localhost/" nonce="n0nce" />)!;
    expect(enqueued(atOnce)).toEqual([enqueued(streamed).join('')]);
    expect(atOnce).toContain('streamController.close();');
  });

  it('a page that suspends renders the waiting way after a render at once, with its data', async () => {
    const streamed = await renderStreamed(await entryContext());
    const context = await entryContext();
    await settleLoaderData(context);
    // The first render of a lazy part suspends (its code is still loading): no page at once …
    let loaded = false;
    const code = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => {
      loaded = true;
    });
    function LazyPart() {
      if (!loaded) use(code);
      return null;
    }
    const withLazyPart = (
      <>
        <ServerRouter context={context} url="http://localhost/" nonce="n0nce" />
        <Suspense fallback={null}>
          <LazyPart />
        </Suspense>
      </>
    );
    expect(renderAtOnce(withLazyPart)).toBeNull();
    // … and the same context then renders the page waiting for it, data included.
    const waited = await renderStreamed(context, withLazyPart);
    expect(waited.replace('<!--$--><!--/$-->', '')).toBe(streamed);
  });

  it('leaves a finished stream to every render that asks', async () => {
    const context = await entryContext();
    await settleLoaderData(context);
    for (let render = 0; render < 2; render++) {
      expect(await context.serverHandoffStream!.getReader().read()).toEqual({ done: true, value: undefined });
    }
  });
});
