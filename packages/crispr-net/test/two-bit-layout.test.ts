// Malformed 2bit files (issue 32): truncated anywhere, a bad signature, counts and offsets past the
// file's end. Each is refused by its layout check with one line naming the fault, before the import
// makes any folder, and a genome already in the store is left as it was.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GenomeInputError, importGenome, listGenomes } from '../src/genome.ts';
import { readTwoBitLayout } from '../src/two-bit-layout.ts';
import { twoBit } from './support/two-bit-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'crispr-2bit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One record "chr1" of 10 bases, no N or mask blocks: header 0-15, index entry 16-24 (name length,
// "chr1", offset 25), record 25-40 (bases 25, N blocks 29, mask blocks 33, reserved 37), packed bases 41-43.
const GOOD = twoBit([{ name: 'chr1', seq: 'ACGTACGTAC' }]);

/** GOOD with the 32-bit little-endian word at `at` replaced. */
function withWord(at: number, value: number): Buffer {
  const copy = Buffer.from(GOOD);
  copy.writeUInt32LE(value, at);
  return copy;
}

/** A version-1 file (64-bit offsets) whose one offset is `offset`. */
function version1(offset: bigint): Buffer {
  const head = Buffer.alloc(16);
  head.writeUInt32LE(0x1a412743, 0);
  head.writeUInt32LE(1, 4);
  head.writeUInt32LE(1, 8);
  const entry = Buffer.alloc(1 + 4 + 8);
  entry[0] = 4;
  entry.write('chr1', 1, 'latin1');
  entry.writeBigUInt64LE(offset, 5);
  return Buffer.concat([head, entry, GOOD.subarray(25)]);
}

const MALFORMED: [string, Buffer, RegExp][] = [
  ['shorter than its header', GOOD.subarray(0, 10), /10 bytes, shorter than the 16-byte header/],
  ['cut before its index', GOOD.subarray(0, 20), /1 sequences cannot fit in 20 bytes/],
  ['cut inside the index', GOOD.subarray(0, 23), /index entry of sequence 1 ends at byte 25, past the end of the file \(23 bytes\)/],
  ['cut inside a record', GOOD.subarray(0, 30), /record of sequence "chr1" ends at byte 33, past the end/],
  ['cut inside the bases', GOOD.subarray(0, 42), /the 10 bases of sequence "chr1" end at byte 44, past the end of the file \(42 bytes\)/],
  ['a bad signature', Buffer.concat([Buffer.from('GZIP'), GOOD.subarray(4)]), /bad signature 0x475a4950/],
  ['an unknown version', withWord(4, 2), /version 2 is not supported/],
  ['no sequences', withWord(8, 0), /no sequences/],
  ['more sequences than fit', withWord(8, 0xffffffff), /4294967295 sequences cannot fit in 44 bytes/],
  ['more sequences than a genome may have', Buffer.concat([withWord(8, 1_000_001), Buffer.alloc(6_000_000)]), /1000001 sequences, more than the 1000000 a genome may have/],
  ['an offset past the end', withWord(21, 1_000_000), /sequence "chr1" starts at byte 1000000, past the end of the file/],
  ['an offset inside the index', withWord(21, 3), /sequence "chr1" starts at byte 3, inside the header or index/],
  ['a 64-bit offset past the end', version1(2n ** 63n + 5n), /sequence "chr1" starts at byte 9223372036854775813, past the end/],
  ['billions of N blocks', withWord(29, 0xc0000000), /its 3221225472 N blocks\) ends at byte 25769803813, past the end/],
  ['billions of mask blocks', withWord(33, 0x80000000), /its 2147483648 mask blocks\) ends at byte 17179869225, past the end/],
  ['billions of bases', withWord(25, 0xffffffff), /the 4294967295 bases of sequence "chr1" end at byte 1073741865, past the end/],
  ['an empty name', Buffer.concat([GOOD.subarray(0, 16), Buffer.from([0]), GOOD.subarray(17)]), /sequence 1 has an empty name/],
];

describe('the 2bit layout check', () => {
  it('reads the layout of good files, both byte orders and version 1', async () => {
    const file = join(dir, 'good.2bit');
    writeFileSync(file, GOOD);
    expect(await readTwoBitLayout(file)).toEqual({
      little: true,
      version: 0,
      records: [{ name: 'chr1', dnaSize: 10, nBlocksAt: 33, nCount: 0, packedAt: 41 }],
    });
    writeFileSync(file, twoBit([{ name: 'a', seq: 'NNACGT' }, { name: 'b', seq: 'acgtA' }], true));
    expect((await readTwoBitLayout(file)).records.map((r) => [r.name, r.dnaSize, r.nCount])).toEqual([['a', 6, 1], ['b', 5, 0]]);
    writeFileSync(file, version1(25n + 4n));
    expect((await readTwoBitLayout(file)).records).toEqual([{ name: 'chr1', dnaSize: 10, nBlocksAt: 37, nCount: 0, packedAt: 45 }]);
  });

  for (const [fault, content, message] of MALFORMED) {
    it(`refuses a file with ${fault}, leaving no folder`, async () => {
      const file = join(dir, 'bad.2bit');
      writeFileSync(file, content);
      const store = join(dir, `store-${fault.replaceAll(' ', '-')}`);
      const refusal = importGenome(store, 'bad', file);
      await expect(refusal).rejects.toBeInstanceOf(GenomeInputError);
      await expect(refusal).rejects.toThrow(message);
      await expect(refusal).rejects.toThrow(new RegExp(`^${file.replaceAll('.', '\\.')}: not a usable 2bit file: `));
      expect(existsSync(store)).toBe(false);
    });
  }

  it('refuses a duplicate name and leaves a store with a genome in it as it was', async () => {
    const store = join(dir, 'kept');
    const good = join(dir, 'keep.2bit');
    writeFileSync(good, twoBit([{ name: 'k', seq: 'GATTACA' }]));
    await importGenome(store, 'keep', good);
    const before = readdirSync(store).toSorted();

    const twice = join(dir, 'twice.2bit');
    writeFileSync(twice, twoBit([{ name: 'same', seq: 'ACGT' }, { name: 'same', seq: 'TTTT' }]));
    await expect(importGenome(store, 'keep', twice)).rejects.toThrow(/the sequence name "same" appears twice/);
    for (const [, content] of MALFORMED) {
      writeFileSync(twice, content);
      await expect(importGenome(store, 'keep', twice)).rejects.toBeInstanceOf(GenomeInputError);
    }
    expect(readdirSync(store).toSorted()).toEqual(before);
    expect((await listGenomes(store)).map((g) => [g.name, g.length])).toEqual([['keep', 7]]);
  });
});
