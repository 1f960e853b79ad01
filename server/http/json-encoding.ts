// Compression of the API's JSON answers (issue 35, point 13; decision 0079). Through @fastify/compress
// a 21 kB answer went the stream way (its one-call path stops at 8 kB on two cores) and cost four to
// five times the uncompressed call's CPU. JSON answers are compressed here instead, in one call, only
// when they are large enough to be worth it, and the same answer is compressed once: a content read
// (categories, news, plasmid lists) gives every visitor the same bytes until the content changes.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PER_RESPONSE_GZIP_LEVEL, brotliWindowBits, preferredEncoding, type PageEncoding } from '../plugins/page-encoding.ts';

/**
 * Smaller answers leave as they are: with its headers such an answer fits in the first round trip of a
 * new connection (an initial congestion window of 10 segments, ~14 kB), so compressing it saves no
 * waiting, only server CPU.
 */
export const JSON_COMPRESS_THRESHOLD = 8 * 1024;
/** Larger answers (rare: a long export-like list) go through a stream in libuv's pool, off the event loop. */
const ONE_CALL_CEILING = 256 * 1024;
/**
 * Brotli's fastest setting: a dynamic answer is compressed for one reader. On the 21 kB category tree
 * 0 took ~0.22 ms against 1's ~0.31 ms for 7% more bytes (5.3 against 4.9 kB).
 */
const JSON_BROTLI_QUALITY = 0;
/** Answers remembered compressed, per encoding; only answers up to MEMO_MAX_CHARS (at most ~2 MB held). */
const MEMO_ENTRIES = 16;
const MEMO_MAX_CHARS = 64 * 1024;

function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
    },
  };
}

/** One JSON answer compressed in one call (the settings the answers' onSend hook uses). */
export function compressJson(encoding: PageEncoding, body: Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, { level: PER_RESPONSE_GZIP_LEVEL });
}

/** A small least-recently-used memo of compressed answers, keyed by the answer's text. */
function createMemo() {
  const byEncoding: Record<PageEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
  return {
    get(encoding: PageEncoding, text: string): Buffer | undefined {
      const map = byEncoding[encoding];
      const hit = map.get(text);
      if (hit) {
        map.delete(text);
        map.set(text, hit);
      }
      return hit;
    },
    set(encoding: PageEncoding, text: string, compressed: Buffer) {
      const map = byEncoding[encoding];
      map.set(text, compressed);
      if (map.size > MEMO_ENTRIES) map.delete(map.keys().next().value!);
    },
  };
}

/**
 * The onSend hook of every JSON call (`apiRoute`, whose routes tell @fastify/compress to leave them
 * alone): an answer of at least JSON_COMPRESS_THRESHOLD bytes is sent brotli'd (quality 0) or gzipped
 * for a client that accepts it; a smaller one, and anything that is not a JSON text, as it is.
 */
export function jsonAnswerEncoder() {
  const memo = createMemo();
  return async function encodeJsonAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    if (typeof payload !== 'string' || payload.length < JSON_COMPRESS_THRESHOLD / 3) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < JSON_COMPRESS_THRESHOLD) return payload;
    varyByEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    if (size > ONE_CALL_CEILING) return compressLarge(reply, encoding, payload);
    let compressed = payload.length <= MEMO_MAX_CHARS ? memo.get(encoding, payload) : undefined;
    if (!compressed) {
      compressed = compressJson(encoding, Buffer.from(payload));
      if (payload.length <= MEMO_MAX_CHARS) memo.set(encoding, payload, compressed);
    }
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  };
}

function varyByEncoding(reply: FastifyReply) {
  const prior = reply.getHeader('vary');
  const text = Array.isArray(prior) ? prior.join(', ') : prior === undefined ? '' : String(prior);
  if (!/accept-encoding/i.test(text)) reply.header('vary', text ? `${text}, accept-encoding` : 'accept-encoding');
}

/** A very large answer: compressed in libuv's pool so other requests are answered meanwhile. */
async function compressLarge(reply: FastifyReply, encoding: PageEncoding, payload: string): Promise<Buffer> {
  const body = Buffer.from(payload);
  const compressed = await new Promise<Buffer>((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body.length), done);
    else zlib.gzip(body, { level: PER_RESPONSE_GZIP_LEVEL }, done);
  });
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}
