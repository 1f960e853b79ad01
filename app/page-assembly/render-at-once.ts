// A page rendered in one synchronous pass to a string (decision 0055). The server sends nothing before
// the whole page is ready, so React's streaming renderer gains nothing here, and it writes each of a
// page's thousands of small pieces into byte buffers as it goes: a third of an uncached render's
// React time. `renderToString` gathers the pieces as one string, encoded once at the end. It cannot
// wait for anything, so the loader data React Router streams into the page is read in full first, and
// a render where anything still suspended (or failed inside a boundary) is not used: the caller
// renders that page the streaming way, which waits and reports errors.
import type { ReactNode } from 'react';
import type { EntryContext } from 'react-router';
import { renderToString } from 'react-dom/server';

/** The marker React writes where a boundary could not render on the server (it is rendered in the browser). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Reads React Router's loader-data stream to its end and hands the text to its `StreamTransfer`
 * component as chunks it has already read, so the render needs no waiting for it. Two chunks, as the
 * stream gives them for a page whose data is all there: the data, then the close (the same markup as a
 * streamed render writes).
 */
export async function settleLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || context.renderMeta?.streamCache) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) text += decoder.decode(value, { stream: true });
    if (done) break;
  }
  text += decoder.decode();
  reader.releaseLock();
  const read = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });
  context.renderMeta = { ...context.renderMeta, streamCache: { 0: read(false, text), 1: read(true, '') } };
  // ServerRouter takes a reader of the stream on every render, and a page may be rendered twice (at
  // once, then waiting): each gets a reader of its own, of a finished stream (the chunks above are read).
  context.serverHandoffStream = { getReader: () => finishedStream().getReader() } as ReadableStream<Uint8Array>;
}

function finishedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * The page's HTML (with its doctype), or null when the render suspended or failed anywhere: then only
 * a render that waits (and reports what failed) gives the right page.
 */
export function renderAtOnce(element: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    return null;
  }
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : `<!DOCTYPE html>${html}`;
}
