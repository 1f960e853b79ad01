// Candidate PAM positions of a task from the seed index (decision 0063). The lookups of a guide are
// made once per index block and kept in this thread (a search hands one thread all the tasks of a
// block, genome-search.ts), then each task takes the candidates of its own range.
import type { BulgeMode } from './genome-scan.ts';
import type { GenomeInfo } from './genome-store.ts';
import { currentIndex, SeedIndexReader } from './seed-index.ts';
import { seedPlan, type SeedLookup } from './seed-query.ts';

/** Candidates of one guide in a task: + strand buffer indices, - strand reverse-buffer indices, both ascending. */
export type TaskCandidates = { plus: Float64Array; minus: Float64Array };

/** A block's candidates as bitsets over global coordinates [base, base + 32 × words): set bits are candidates. */
type BlockCandidates = { base: number; plus: Uint32Array; minus: Uint32Array };

const readers = new Map<string, SeedIndexReader>();
const blockCache = new Map<string, BlockCandidates>();
let cachedBytes = 0;
/** A guide's lookups, made once per thread (hundreds of tasks ask for them). */
const plans = new Map<string, ReturnType<typeof seedPlan>>();
/** Candidates kept per thread; past it the oldest go (a 64 Mbp block: 16 MB a guide, so 20 guides fit). */
const CACHE_BYTES = 512 << 20;

/** The thread's reader of the folder's index, or null when it is missing or stale (the search scans). */
export async function indexReader(folder: string, info: GenomeInfo): Promise<SeedIndexReader | null> {
  const meta = await currentIndex(folder, info);
  const known = readers.get(folder);
  if (!meta) return null;
  if (known && JSON.stringify(known.meta) === JSON.stringify(meta)) return known;
  known?.close();
  if (readers.size >= 4) {
    const [oldest, reader] = readers.entries().next().value!;
    reader.close();
    readers.delete(oldest);
  }
  const reader = new SeedIndexReader(folder, meta);
  readers.set(folder, reader);
  return reader;
}

class Growable {
  data = new Float64Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.data.subarray(0, this.length).toSorted();
  }
}

/** Entries between two buckets read together, and the most one read takes. */
const COALESCE = 2048;
const MAX_SPAN = 1 << 20;
/** Room around a block for the deltas of seedPlan (PAM length + 10 to the left, 20 to the right). */
const MARGIN = 64;

/**
 * Sets a bit per candidate: a bitset is sorted and free of duplicates as it is made, where sorting
 * the millions of candidates of a human-size genome cost more than the lookups themselves.
 */
function lookUp(reader: SeedIndexReader, block: number, lookups: SeedLookup[], base: number, bits: Uint32Array): void {
  const start = block * reader.meta.blockBases;
  const offsets = reader.blockOffsets(block);
  const scratch = { buf: new Uint32Array(1 << 16) };
  for (const { keys, delta } of lookups) {
    const shift = start + delta - base;
    // Keys are ascending; buckets a few KB apart are read with one read (keys that differ in their
    // last bases are neighbours), since a read costs more than skipping the entries between.
    for (let k = 0; k < keys.length; ) {
      let end = k + 1;
      while (end < keys.length && offsets[keys[end]] - offsets[keys[end - 1] + 1] <= COALESCE && offsets[keys[end] + 1] - offsets[keys[k]] <= MAX_SPAN) end++;
      const first = offsets[keys[k]];
      const span = reader.span(block, first, offsets[keys[end - 1] + 1], scratch);
      for (let j = k; j < end; j++) {
        for (let i = offsets[keys[j]] - first, stop = offsets[keys[j] + 1] - first; i < stop; i++) {
          const x = span[i] + shift;
          bits[x >>> 5] |= 1 << (x & 31);
        }
      }
      k = end;
    }
  }
}

function blockCandidates(reader: SeedIndexReader, folder: string, block: number, plan: NonNullable<ReturnType<typeof seedPlan>>, id: string): BlockCandidates {
  const key = `${folder}\n${block}\n${id}`;
  const hit = blockCache.get(key);
  if (hit) {
    // Most recently used last.
    blockCache.delete(key);
    blockCache.set(key, hit);
    return hit;
  }
  const start = block * reader.meta.blockBases;
  const base = start - MARGIN;
  const words = Math.ceil((Math.min(reader.meta.blockBases, reader.meta.genomeLength - start) + 2 * MARGIN) / 32);
  const result = { base, plus: new Uint32Array(words), minus: new Uint32Array(words) };
  lookUp(reader, block, plan.plus, base, result.plus);
  lookUp(reader, block, plan.minus, base, result.minus);
  const bytes = result.plus.byteLength + result.minus.byteLength;
  while (blockCache.size > 0 && cachedBytes + bytes > CACHE_BYTES) {
    const [oldest, value] = blockCache.entries().next().value!;
    blockCache.delete(oldest);
    cachedBytes -= value.plus.byteLength + value.minus.byteLength;
  }
  blockCache.set(key, result);
  cachedBytes += bytes;
  return result;
}

/** Calls `take` with every set bit's coordinate in [lo, hi), ascending. */
function eachBit(bits: Uint32Array, base: number, lo: number, hi: number, take: (coordinate: number) => void): void {
  const from = Math.max(0, lo - base);
  const to = Math.min(bits.length * 32, hi - base);
  for (let w = from >>> 5; w < bits.length && w * 32 < to; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      const x = w * 32 + 31 - Math.clz32(low);
      if (x >= from && x < to) take(base + x);
      word ^= low;
    }
  }
}

export type CandidateQuery = {
  folder: string;
  info: GenomeInfo;
  sequence: number;
  from: number;
  to: number;
  guide: string;
  pamLength: number;
  mismatches: number;
  bulge: BulgeMode;
  bufStart: number;
  bufEnd: number;
};

/**
 * The candidates of one guide in a task, or null when the guide is too unselective for the index
 * (seedPlan) and the task scans for it. Sites whose PAM's leftmost + coordinate is in [from, to).
 */
export function taskCandidates(reader: SeedIndexReader, q: CandidateQuery): TaskCandidates | null {
  const id = `${q.guide}\n${q.pamLength}\n${q.mismatches}\n${q.bulge}`;
  if (!plans.has(id)) {
    if (plans.size > 1000) plans.clear();
    plans.set(id, seedPlan(q.guide, q.pamLength, q.mismatches, q.bulge));
  }
  const plan = plans.get(id);
  if (!plan) return null;
  let offset = 0;
  for (let s = 0; s < q.sequence; s++) offset += q.info.sequences[s].length;
  const length = q.info.sequences[q.sequence].length;
  const blockBases = reader.meta.blockBases;
  // Keys of a site lie at most 20 bases left of r (+ strand) or pl + 20 right of it (- strand).
  const first = Math.max(0, Math.floor((offset + q.from - 20) / blockBases));
  const last = Math.min(reader.meta.blocks - 1, Math.floor((offset + q.to + q.pamLength + 20) / blockBases));
  const plus = new Growable();
  const minus = new Growable();
  for (let block = first; block <= last; block++) {
    const c = blockCandidates(reader, q.folder, block, plan, id);
    eachBit(c.plus, c.base, offset + q.from, offset + q.to, (r) => plus.push(r - offset - q.bufStart));
    eachBit(c.minus, c.base, offset + q.from, offset + q.to, (r) => minus.push(q.bufEnd - (r - offset) - q.pamLength));
  }
  // The two sites whose key A reaches one base past the sequence (RNA bulge at either end): a key
  // outside the genome is not indexed, so they are always checked.
  if (q.from <= 19 && 19 < q.to) plus.push(19 - q.bufStart);
  const edge = length - q.pamLength - 19;
  if (q.from <= edge && edge < q.to) minus.push(q.bufEnd - edge - q.pamLength);
  return { plus: plus.sorted(), minus: minus.sorted() };
}

const COMPLEMENT = new Uint8Array(256).fill(78);
for (const [a, b] of ['AT', 'TA', 'CG', 'GC']) COMPLEMENT[a.charCodeAt(0)] = b.charCodeAt(0);
/** Bases a check reads around a PAM at q: [q - 21, q + pam length) (genome-scan.ts). */
const BEFORE = 21;

/**
 * The - strand bases around each candidate (reverse-buffer indices in [from, to)), back to back:
 * reversing a few windows instead of the whole task. Candidates less than 21 bases from the buffer's
 * start share one window from index 0, so their checks see the same edge as in the whole buffer.
 */
export function gatherReverse(buf: Uint8Array, positions: Float64Array, from: number, to: number, pam: Uint8Array[]): { bases: Uint8Array; pams: Int32Array; pamAt: (at: number) => number } {
  const pamLength = pam.length;
  const last = buf.length - 1;
  const chosen: number[] = [];
  next: for (let i = 0; i < positions.length; i++) {
    const q = positions[i];
    // A PAM running past the buffer is never checked (scanStrand's range stops before it).
    if (q < from || q >= to || q === chosen.at(-1) || q + pamLength > buf.length) continue;
    // The PAM first, read off the + strand: most candidates stop here, before any window is made.
    for (let k = 0; k < pamLength; k++) if (pam[k][COMPLEMENT[buf[last - q - k]]] === 0) continue next;
    chosen.push(q);
  }
  let edge = 0; // candidates in the shared first window
  while (edge < chosen.length && chosen[edge] < BEFORE) edge++;
  const head = edge > 0 ? chosen[edge - 1] + pamLength : 0;
  const width = BEFORE + pamLength;
  const bases = new Uint8Array(head + (chosen.length - edge) * width);
  const pams = new Int32Array(chosen.length);
  // Reverse index x is buffer index last - x.
  for (let x = 0; x < head; x++) bases[x] = COMPLEMENT[buf[last - x]];
  for (let i = 0; i < edge; i++) pams[i] = chosen[i];
  for (let i = edge; i < chosen.length; i++) {
    const x0 = chosen[i] - BEFORE;
    const at = head + (i - edge) * width;
    for (let k = 0; k < width; k++) bases[at + k] = COMPLEMENT[buf[last - x0 - k]];
    pams[i] = at + BEFORE;
  }
  return { bases, pams, pamAt: (at) => (at < head ? at : chosen[edge + (at - head - BEFORE) / width]) };
}
