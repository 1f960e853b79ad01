// The reference search for the tests: every PAM position of both strands, every alignment written out
// as strings and counted column by column. Slow and plain on purpose; the engine must agree with it.
import type { OffTargetSite } from '../../src/genome-task.ts';

const IUPAC: Record<string, string> = {
  A: 'A', C: 'C', G: 'G', T: 'T', R: 'AG', Y: 'CT', S: 'CG', W: 'AT', K: 'GT', M: 'AC',
  B: 'CGT', D: 'AGT', H: 'ACT', V: 'ACG', N: 'ACGT',
};
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' };

export const revcomp = (s: string) => [...s].toReversed().map((b) => COMPLEMENT[b] ?? 'N').join('');

type Mode = 'none' | 'dna' | 'rna' | 'either';
type Candidate = { on: string; off: string; mismatches: number; bulge: 'none' | 'DNA' | 'RNA'; span: number };

function mismatchCount(on: string, off: string, protospacerColumns: number): number {
  let mm = 0;
  for (let c = 0; c < protospacerColumns; c++) if (on[c] !== '_' && off[c] !== '_' && on[c] !== off[c]) mm++;
  return mm;
}

/** Sites of one guide in `sequences` ({name, seq} upper-case), sorted as searchGenome sorts them. */
export function bruteForce(sequences: { name: string; seq: string }[], guide: string, pam: string, max: number, mode: Mode): OffTargetSite[] {
  const g = guide.toUpperCase();
  const pl = pam.length;
  const sites: OffTargetSite[] = [];
  for (const { name, seq } of sequences) {
    const L = seq.length;
    for (const strand of ['+', '-'] as const) {
      const s = strand === '+' ? seq : revcomp(seq);
      for (let q = 0; q + pl <= L; q++) {
        const pamSite = s.slice(q, q + pl);
        if (![...pamSite].every((b, k) => IUPAC[pam[k]].includes(b))) continue;
        const valid = (site: string, length: number) => q - length >= 0 && !site.includes('N');
        const candidates: Candidate[] = [];
        const site0 = s.slice(q - 20, q + pl);
        if (valid(site0, 20)) {
          const mm = mismatchCount(g, site0, 20);
          if (mm <= max) candidates.push({ on: g, off: site0, mismatches: mm, bulge: 'none', span: 20 + pl });
        }
        if (candidates.length === 0) {
          if (mode === 'dna' || mode === 'either') {
            const site = s.slice(q - 21, q + pl);
            if (valid(site, 21)) {
              for (let j = 2; j <= 19; j++) {
                const on = g.slice(0, j - 1) + '_' + g.slice(j - 1);
                candidates.push({ on, off: site, mismatches: mismatchCount(on, site, 21), bulge: 'DNA', span: 21 + pl });
              }
            }
          }
          if (mode === 'rna' || mode === 'either') {
            const site = s.slice(q - 19, q + pl);
            if (valid(site, 19)) {
              for (let j = 2; j <= 19; j++) {
                const off = site.slice(0, j - 1) + '_' + site.slice(j - 1);
                candidates.push({ on: g, off, mismatches: mismatchCount(g, off, 20), bulge: 'RNA', span: 19 + pl });
              }
            }
          }
        }
        // First best in the order pushed: no bulge, DNA by column, RNA by column.
        let best: Candidate | null = null;
        for (const c of candidates) if (c.mismatches <= max && (!best || c.mismatches < best.mismatches)) best = c;
        if (!best) continue;
        const startInStrand = q + pl - best.span;
        const start = strand === '+' ? startInStrand : L - startInStrand - best.span;
        sites.push({ guide, on_seq: best.on, off_seq: best.off, chrom: name, position: start + 1, strand, mismatches: best.mismatches, bulge: best.bulge });
      }
    }
  }
  const order = new Map(sequences.map((s, i) => [s.name, i]));
  return sites.toSorted((a, b) => order.get(a.chrom)! - order.get(b.chrom)! || a.position - b.position || (a.strand < b.strand ? -1 : a.strand > b.strand ? 1 : 0));
}

/** A seeded RNG (mulberry32) so failures replay. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomBases = (rand: () => number, n: number, alphabet = 'ACGT') =>
  Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
