// Deterministic genomes for the index benchmark, written straight into the store's format
// (sequences.bin + genome.json; the seed index is then built by reindexGenome, as an import would).
//   humanLike(scale): 24 sequences with hg38's chromosome lengths × scale (3.09 Gbp at scale 1), random
//     bases, an Alu-like 300 bp family (1.2 M copies × scale) and an L1-like 6 kbp family (500,000
//     copies × scale, most 5'-truncated as L1s are), each copy 5-20% diverged, and N blocks: 10 kbp at
//     each end, a centromere-like block of 3 Mbp × scale and a few 50 kbp gaps per sequence.
//   mutatedCopies(bases, copies, rate): the sequence and copies of it with that share of bases changed.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_FORMAT, type GenomeInfo } from '../src/genome-store.ts';

/** xorshift32: fast and the same on every machine. */
export function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

const ACGT = new Uint8Array([65, 67, 71, 84]);

export function randomFill(next: () => number, out: Uint8Array, from = 0, to = out.length): void {
  let i = from;
  while (i < to) {
    let word = next();
    for (let k = 0; k < 16 && i < to; k++, word >>>= 2) out[i++] = ACGT[word & 3];
  }
}

export function randomString(next: () => number, length: number): string {
  const out = new Uint8Array(length);
  randomFill(next, out);
  return Buffer.from(out).toString('latin1');
}

const INDEX = new Uint8Array(256).fill(255);
ACGT.forEach((b, i) => (INDEX[b] = i));
const COMPLEMENT = new Uint8Array(256).fill(78);
for (const [a, b] of ['AT', 'TA', 'CG', 'GC']) COMPLEMENT[a.charCodeAt(0)] = b.charCodeAt(0);

/** Writes a diverged copy of `element` (optionally reverse-complemented) at `at`; substitutions only. */
function plant(next: () => number, out: Uint8Array, at: number, element: Uint8Array, divergence: number, reverse: boolean): void {
  const threshold = Math.floor(divergence * 2 ** 32);
  const n = Math.min(element.length, out.length - at);
  for (let i = 0; i < n; i++) {
    let base = reverse ? COMPLEMENT[element[element.length - 1 - i]] : element[i];
    // A substitution always changes the base (N stays N).
    if (next() < threshold && INDEX[base] !== 255) base = ACGT[(INDEX[base] + 1 + (next() % 3)) & 3];
    out[at + i] = base;
  }
}

export const HG38_MBP = [248.96, 242.19, 198.3, 190.21, 181.54, 170.81, 159.35, 145.14, 138.39, 133.8, 135.09, 133.28, 114.36, 107.04, 101.99, 90.34, 83.26, 80.37, 58.62, 64.44, 46.71, 50.82, 156.04, 57.23];
const CHROMOSOMES = [...Array.from({ length: 22 }, (_, i) => `chr${i + 1}`), 'chrX', 'chrY'];

export type RepeatFamilies = { alu: string; l1: string };

/** The families' consensus sequences; each holds a protospacer + AGG at a known place (families.alu.slice(100, 123)). */
export function repeatFamilies(seed: number): RepeatFamilies {
  const next = xorshift(seed);
  const alu = randomString(next, 100) + randomString(next, 20) + 'AGG' + randomString(next, 177);
  const l1 = randomString(next, 5000) + randomString(next, 20) + 'TGG' + randomString(next, 977);
  return { alu, l1 };
}

function writeInfo(folder: string, info: GenomeInfo): void {
  writeFileSync(join(folder, 'genome.json'), JSON.stringify({ ...info, format: STORE_FORMAT }, null, 2) + '\n');
}

/** A human-size genome (scale 1: 3.09 Gbp) in genomeDir/name; returns its info and families. */
export function writeHumanLike(genomeDir: string, name: string, scale: number, seed = 33): { info: GenomeInfo; families: RepeatFamilies } {
  const folder = join(genomeDir, name);
  mkdirSync(folder, { recursive: true });
  const families = repeatFamilies(seed);
  const alu = Buffer.from(families.alu, 'latin1');
  const l1 = Buffer.from(families.l1, 'latin1');
  const next = xorshift(seed * 7919);
  const total = HG38_MBP.reduce((a, b) => a + b, 0) * 1e6;
  const sequences: GenomeInfo['sequences'] = [];
  const fd = openSync(join(folder, 'sequences.bin'), 'w');
  try {
    HG38_MBP.forEach((mbp, c) => {
      const length = Math.round(mbp * 1e6 * scale);
      const seq = new Uint8Array(length);
      randomFill(next, seq);
      const share = length / (total * scale);
      const place = (element: Uint8Array, copies: number, truncate: boolean) => {
        for (let k = 0; k < copies; k++) {
          const divergence = 0.05 + ((next() >>> 8) / 2 ** 24) * 0.15;
          // L1s are mostly 5'-truncated: keep the 3' end, length 6 kbp × u³ (≥ 200 bp).
          const keep = truncate ? Math.max(200, Math.floor(element.length * ((next() >>> 8) / 2 ** 24) ** 3)) : element.length;
          plant(next, seq, next() % Math.max(1, length - keep), element.subarray(element.length - keep), divergence, (next() & 1) === 1);
        }
      };
      place(l1, Math.round(500_000 * scale * share), true);
      place(alu, Math.round(1_200_000 * scale * share), false);
      const gap = (at: number, n: number) => seq.fill(78, Math.max(0, at), Math.min(length, at + n));
      gap(0, 10_000);
      gap(length - 10_000, 10_000);
      gap(Math.floor(length * 0.4), Math.round(3e6 * scale));
      for (let g = 0; g < 4; g++) gap(next() % length, 50_000);
      for (let done = 0; done < length; ) done += writeSync(fd, seq, done, length - done);
      sequences.push({ name: CHROMOSOMES[c], length });
    });
  } finally {
    closeSync(fd);
  }
  const info = { name, title: name, length: sequences.reduce((a, s) => a + s.length, 0), sequences };
  writeInfo(folder, info);
  return { info, families };
}

/** `base` and `copies` mutated copies of it (substitutions at `rate`), as FASTA text. */
export function mutatedCopiesFasta(base: string, copies: number, rate: number, seed: number): string {
  const next = xorshift(seed);
  const source = Buffer.from(base, 'latin1');
  const records = [`>original\n${base}\n`];
  for (let c = 1; c <= copies; c++) {
    const copy = Buffer.from(source);
    plant(next, copy, 0, source, rate, false);
    records.push(`>copy${c}\n${copy.toString('latin1')}\n`);
  }
  return records.join('');
}
