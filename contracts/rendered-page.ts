// A rendered page travels from app/entry.server.tsx through React Router to the Fastify adapter
// (server/plugins/ssr.ts, page-cache.ts) as the bytes it already is, riding on a body-less Response:
// giving undici's Response the bytes as its body builds a web stream around them, which the adapter
// then reads back into a copy, some 3 % of an uncached render. React Router returns the document
// response it is handed unchanged. Symbol.for, because the server build bundles its own copy of
// this module.
const PAGE_BYTES = Symbol.for('chengyuan.rendered-page-bytes');

type WithBytes = Response & { [PAGE_BYTES]?: Buffer };

/** A Response for a finished page whose bytes are read with `pageBytesOf`, not from its body. */
export function pageResponse(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init) as WithBytes;
  response[PAGE_BYTES] = bytes;
  return response;
}

/** The bytes of a page made by `pageResponse`; undefined for any other Response (read its body). */
export function pageBytesOf(response: Response): Buffer | undefined {
  return (response as WithBytes)[PAGE_BYTES];
}
