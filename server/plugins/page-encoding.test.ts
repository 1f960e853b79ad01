import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, compressPage } from './page-encoding.ts';

describe('brotliWindowBits', () => {
  it('is the smallest window that holds the page, within what brotli allows', () => {
    expect(brotliWindowBits(100_000)).toBe(17);
    expect(brotliWindowBits(2 ** 17 - 16)).toBe(17);
    expect(brotliWindowBits(2 ** 17 - 15)).toBe(18);
    expect(brotliWindowBits(200)).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(100_000_000)).toBe(zlib.constants.BROTLI_MAX_WINDOW_BITS);
  });
});

describe('compressPage with a window sized to the page', () => {
  // Repeats far apart (beyond a 64 kB window) are what a too-small window would lose.
  const section = Array.from({ length: 400 }, (_, i) => `<li class="plasmid-row">质粒 pX${i} 载体 ${(i * 7919) % 10007}</li>`).join('');
  const page = Buffer.from(`<!doctype html><html><body><ul>${section}</ul><footer>${section}</footer></body></html>`);

  it('round-trips and compresses the repeated half away, as the default window does', async () => {
    const sized = await compressPage('br', page, 'best');
    expect(zlib.brotliDecompressSync(sized).equals(page)).toBe(true);
    const defaultWindow = zlib.brotliCompressSync(page, {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 10 },
    });
    expect(sized.length).toBeLessThanOrEqual(defaultWindow.length + 16);
  });
});
