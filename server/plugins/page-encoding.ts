// Compression of cached pages. A cached page is compressed once per encoding and the bytes are sent
// to every later visitor, so it can afford a slower, tighter setting than the per-response compression
// of @fastify/compress (server/app.ts), which runs for every uncached render.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** Smaller pages are sent as they are (as @fastify/compress's threshold does): compressing them gains nothing. */
export const COMPRESS_THRESHOLD = 1024;

// Quality 10 costs tens of milliseconds for a 100 kB page, 11 several times that for ~2% less; 4 costs
// about a millisecond for ~25% more bytes. A page is first compressed fast (one visitor may be all it
// gets: a rare list page), and again at 10 once a second visitor asks for it.
const BROTLI_QUALITY = { fast: 4, best: 10 } as const;
const GZIP_LEVEL = { fast: 6, best: 9 } as const;
export type PageEffort = keyof typeof BROTLI_QUALITY;

/**
 * Settings for a response compressed as it is sent (an uncached render, JSON): brotli 1 costs about
 * half of 2 (0.17 against 0.38 ms for the 84 kB home page) for 9% more bytes (18.9 against 17.4 kB),
 * and 2 half of 4 for some 8% more again; a page asked for twice is compressed at 10 for everyone
 * after (page-cache.ts). gzip 6 is @fastify/compress's default (server/app.ts uses both).
 */
export const PER_RESPONSE_BROTLI_QUALITY = 1;
export const PER_RESPONSE_GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The smallest brotli window that holds the whole page: a larger one finds no more matches, and at
 * quality 10 brotli's match finder allocates 8 bytes per window byte (32 MB at the default 4 MB window
 * against 1 MB for a 100 kB page). Those allocations happen in libuv's pool threads, whose malloc
 * arenas kept them: most of the server's memory growth under load (decision 0038).
 */
export function brotliWindowBits(size: number): number {
  // A window of 2^bits holds 2^bits - 16 bytes.
  const bits = Math.ceil(Math.log2(size + 16));
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/** Compresses off the event loop (libuv's pool), so other requests keep being answered meanwhile. */
export function compressPage(encoding: PageEncoding, body: Buffer, effort: PageEffort = 'best'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL[effort] });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    },
  });
}

/**
 * An uncached page compressed in one call on the event loop. Through @fastify/compress's stream the
 * same page costs about half as much again (stream and callback machinery per 16 kB chunk); at
 * brotli 1 a 100–200 kB page takes a few tenths of a millisecond, short beside the render that made it.
 */
export function compressRenderedPage(encoding: PageEncoding, body: Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: PER_RESPONSE_GZIP_LEVEL });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: PER_RESPONSE_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The encoding to answer with for an `accept-encoding` header: brotli or gzip when accepted (the higher
 * weight wins, brotli on a tie; `*` and `x-gzip` mean gzip, as @fastify/compress reads them), else none.
 */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding | null {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  let best: PageEncoding | null = null;
  let bestWeight = 0;
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim();
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : null;
    if (!encoding) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0)) continue;
    if (weight > bestWeight || (weight === bestWeight && encoding === 'br')) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
