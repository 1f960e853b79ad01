import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFetchResponse } from './ssr.ts';
import { pageResponse } from '../../contracts/rendered-page.ts';

const PAGE = `<!DOCTYPE html><html><body>${'<p>细胞株构建与基因编辑服务</p>'.repeat(300)}</body></html>`;

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

// As server/app.ts registers it: whatever the SSR plugin leaves uncompressed, @fastify/compress would compress.
// `asBytes`: handed over as app/entry.server.tsx does, the page's bytes beside a body-less Response.
async function appAnswering(body: string, asBytes = false) {
  const app = Fastify();
  current = app;
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const init = { headers: { 'content-type': 'text/html; charset=utf-8', 'x-page': 'yes' } };
  app.get('/', (_request, reply) => sendFetchResponse(reply, asBytes ? pageResponse(Buffer.from(body), init) : new Response(body, init)));
  return app;
}

describe('an uncached page as sent', () => {
  it.each([false, true])('is compressed in one go in the encoding the browser prefers, with its length and Vary (as bytes: %s)', async (asBytes) => {
    const app = await appAnswering(PAGE, asBytes);
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['x-page']).toBe('yes');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(br.rawPayload.length * 5).toBeLessThan(Buffer.byteLength(PAGE));

    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
  });

  it('goes as it is to a client that accepts no compression', async () => {
    const app = await appAnswering(PAGE);
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('goes as it is when too small to gain from compression', async () => {
    const small = await appAnswering('<p>ok</p>');
    const tiny = await small.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('<p>ok</p>');
  });
});
