// Runs after `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset in
// build/client, at the highest levels, once. @fastify/static (preCompressed) then sends the copy the
// browser accepts, so the 1 MB antd stylesheet travels as ~100 kB without compressing it per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/i;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT_ASSET.test(entry.name)) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'build/client');
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  count += 1;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${count} assets: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB (brotli)`);
