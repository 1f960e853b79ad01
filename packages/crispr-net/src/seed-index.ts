// The seed index of a stored genome (decision 0063): for every + strand position p, the 10-mer of
// sequences.bin at [p, p + 10), as a bucket of positions per 10-mer. The genome is cut into blocks of
// BLOCK_BASES (global coordinates of sequences.bin, sequences back to back); each block is one file,
// `index/block-NNNN.bin`: the bucket offsets (4^K + 1 little-endian u32), then the positions, u32
// relative to the block's start, ascending within a bucket. A search reads a block's offsets once and
// nearby buckets with one positioned read (seed-candidates.ts keeps a 16 MB bitset a guide and block).
//
// A 10-mer with N at one of positions 1..8 is not indexed (every site holding it is N-containing and
// never reported). N at position 0 or 9 is indexed as A: those are the only places where a key may
// reach one base outside a site (the base 5' of an RNA-bulge site, read on either strand), and the
// query enumerates all four bases there.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SEED_K = 10;
export const BUCKETS = 1 << (2 * SEED_K);
export const BLOCK_BASES = 1 << 26;
/** Bumped whenever the layout or the indexing rule changes: an index of another version is rebuilt. */
export const INDEX_VERSION = 1;
export const INDEX_FORMAT = 'crispr-net-seed-index';
export const INDEX_FOLDER = 'index';

export type IndexMeta = { format: string; version: number; k: number; blockBases: number; blocks: number; genomeLength: number; sequencesBytes: number };
/** What the index needs to know of a genome (genome-store's GenomeInfo has it). */
type GenomeSize = { length: number };
export type IndexBuildReport = { seconds: number; bytes: number; peakRssBytes: number; blocks: number };

const CODE = new Uint8Array(256).fill(4);
CODE[65] = 0; // A
CODE[67] = 1; // C
CODE[71] = 2; // G
CODE[84] = 3; // T

/** Whether the folder's index is present, of this version and of this genome; its meta when it is. */
export async function currentIndex(folder: string, info: GenomeSize): Promise<IndexMeta | null> {
  try {
    const meta = JSON.parse(await readFile(join(folder, INDEX_FOLDER, 'index.json'), 'utf8')) as IndexMeta;
    const bytes = (await stat(join(folder, 'sequences.bin'))).size;
    const fresh = meta.format === INDEX_FORMAT && meta.version === INDEX_VERSION && meta.k === SEED_K && meta.blockBases === BLOCK_BASES;
    return fresh && meta.genomeLength === info.length && meta.sequencesBytes === bytes ? meta : null;
  } catch {
    return null;
  }
}

/** The keys of `bases` (a block plus up to K - 1 bases after it): keys[p] or 0xffffffff when not indexed. */
function blockKeys(bases: Uint8Array, count: number, keys: Uint32Array): void {
  const mask = BUCKETS - 1;
  let code = 0;
  let lastN = -1_000; // last N strictly before the current base
  for (let i = 0; i < bases.length; i++) {
    const c = CODE[bases[i]];
    code = ((code << 2) | (c & 3)) & mask;
    const p = i - SEED_K + 1;
    // Indexed unless an N sits at key position 1..8 (N at 0 or 9 counts as A: c & 3 is 0 for N).
    if (p >= 0 && p < count) keys[p] = lastN <= p ? code >>> 0 : 0xffffffff;
    if (c === 4) lastN = i;
  }
  // A key that runs past the genome's end is not indexed (only the query's edge candidates need it).
  for (let p = Math.max(0, bases.length - SEED_K + 1); p < count; p++) keys[p] = 0xffffffff;
}

/**
 * Builds the index of a genome folder (sequences.bin + info) into `folder/index`, replacing an older
 * one. Peak memory ≈ 9 bytes per block base (under 1 GB) whatever the genome's size.
 */
export async function buildSeedIndex(folder: string, info: GenomeSize): Promise<IndexBuildReport> {
  const started = performance.now();
  let peak = process.memoryUsage.rss();
  const target = join(folder, INDEX_FOLDER);
  const tmp = join(folder, `.${INDEX_FOLDER}-${process.pid}-${Date.now()}`);
  await mkdir(tmp);
  const blocks = Math.ceil(info.length / BLOCK_BASES);
  const bytesIn = (await stat(join(folder, 'sequences.bin'))).size;
  let bytes = 0;
  const input = openSync(join(folder, 'sequences.bin'), 'r');
  try {
    const bases = new Uint8Array(Math.min(BLOCK_BASES, info.length) + SEED_K - 1);
    const keys = new Uint32Array(Math.min(BLOCK_BASES, info.length));
    const positions = new Uint32Array(keys.length);
    const offsets = new Uint32Array(BUCKETS + 1);
    for (let b = 0; b < blocks; b++) {
      const start = b * BLOCK_BASES;
      const count = Math.min(BLOCK_BASES, info.length - start);
      const got = readSync(input, bases, 0, Math.min(bases.length, info.length - start), start);
      blockKeys(bases.subarray(0, got), count, keys);
      offsets.fill(0);
      for (let p = 0; p < count; p++) if (keys[p] !== 0xffffffff) offsets[keys[p] + 1]++;
      for (let k = 0; k < BUCKETS; k++) offsets[k + 1] += offsets[k];
      const fill = offsets.slice(0, BUCKETS);
      for (let p = 0; p < count; p++) {
        const key = keys[p];
        if (key !== 0xffffffff) positions[fill[key]++] = p;
      }
      const out = openSync(join(tmp, blockFile(b)), 'w');
      try {
        writeAll(out, new Uint8Array(offsets.buffer));
        writeAll(out, new Uint8Array(positions.buffer, 0, offsets[BUCKETS] * 4));
      } finally {
        closeSync(out);
      }
      bytes += (BUCKETS + 1 + offsets[BUCKETS]) * 4;
      peak = Math.max(peak, process.memoryUsage.rss());
    }
  } finally {
    closeSync(input);
  }
  const meta: IndexMeta = { format: INDEX_FORMAT, version: INDEX_VERSION, k: SEED_K, blockBases: BLOCK_BASES, blocks, genomeLength: info.length, sequencesBytes: bytesIn };
  await writeFile(join(tmp, 'index.json'), JSON.stringify(meta, null, 2) + '\n');
  // Swapped in whole: a search sees the old index, no index (and scans) or the new one.
  await rm(target, { recursive: true, force: true });
  await rename(tmp, target);
  return { seconds: (performance.now() - started) / 1000, bytes, peakRssBytes: peak, blocks };
}

function writeAll(fd: number, data: Uint8Array): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done, Math.min(data.length - done, 1 << 30));
}

const blockFile = (b: number) => `block-${String(b).padStart(4, '0')}.bin`;

/** Reads buckets of one index with positioned reads; one instance per thread, closed when done. */
export class SeedIndexReader {
  private fds = new Map<number, number>();
  private offsets = new Map<number, Uint32Array>();

  private readonly folder: string;
  readonly meta: IndexMeta;

  constructor(folder: string, meta: IndexMeta) {
    this.folder = folder;
    this.meta = meta;
  }

  private fd(block: number): number {
    let fd = this.fds.get(block);
    if (fd === undefined) {
      fd = openSync(join(this.folder, INDEX_FOLDER, blockFile(block)), 'r');
      this.fds.set(block, fd);
    }
    return fd;
  }

  /** The block's bucket offsets (4 MB), kept for the two most recent blocks. */
  blockOffsets(block: number): Uint32Array {
    let offsets = this.offsets.get(block);
    if (!offsets) {
      offsets = new Uint32Array(BUCKETS + 1);
      readSync(this.fd(block), new Uint8Array(offsets.buffer), 0, offsets.byteLength, 0);
      if (this.offsets.size >= 2) this.offsets.delete(this.offsets.keys().next().value!);
      this.offsets.set(block, offsets);
    }
    return offsets;
  }

  /** Positions [from, to) of the block's position table (entries, not bytes), into `scratch`. */
  span(block: number, from: number, to: number, scratch: { buf: Uint32Array }): Uint32Array {
    const n = to - from;
    if (scratch.buf.length < n) scratch.buf = new Uint32Array(Math.max(n, scratch.buf.length * 2));
    if (n > 0) readSync(this.fd(block), new Uint8Array(scratch.buf.buffer, 0, n * 4), 0, n * 4, (BUCKETS + 1 + from) * 4);
    return scratch.buf.subarray(0, n);
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
    this.offsets.clear();
  }
}
