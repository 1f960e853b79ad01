// The off-target scan of one stretch of sequence, one strand at a time (no I/O, no threads).
//
// Sequence is upper-case ASCII (A C G T N), as the genome store keeps it. A site is anchored at its
// PAM: for every position where the PAM pattern matches (3' of the protospacer), the 20-nt guide is
// compared with the bases 5' of it in three frames at once:
//   d0[i]: guide i vs the base 20-i before the PAM (no bulge)
//   dD[i]: guide i vs the base one further 5' (left of a DNA bulge: the site has an extra base)
//   dR[i]: guide i vs the base one nearer the PAM (left of an RNA bulge: a guide base is unmatched)
// Every bulge placement is then a prefix of dD or dR plus a suffix of d0, so the 18 + 18 placements
// cost two running sums instead of 36 comparisons of 20 bases.
//
// Definitions (README, decision 0026): the bulge column is not a mismatch; the gap '_' sits in
// alignment column 2..19 (1-based); a site containing N is never reported (bowtie does the same);
// one row per PAM occurrence: the bulge-free alignment when it is within the limit, otherwise the
// bulge alignment with the fewest mismatches (ties: DNA before RNA, then the gap nearest the 5' end).

export type BulgeMode = 'none' | 'dna' | 'rna' | 'either';

export const PROTOSPACER = 20;
/** Allowed 1-based alignment columns of the gap '_' (the bulge). */
export const BULGE_FIRST_COLUMN = 2;
export const BULGE_LAST_COLUMN = 19;

export class GenomeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenomeInputError';
  }
}

const IUPAC: Record<string, string> = {
  A: 'A', C: 'C', G: 'G', T: 'T', R: 'AG', Y: 'CT', S: 'CG', W: 'AT', K: 'GT', M: 'AC',
  B: 'CGT', D: 'AGT', H: 'ACT', V: 'ACG', N: 'ACGT',
};

/** Per PAM position, a 256-entry table: 1 where the site byte matches the IUPAC letter. N in the site never matches. */
export function compilePam(pam: string): Uint8Array[] {
  const upper = pam.toUpperCase();
  if (!/^[ACGTRYSWKMBDHVN]{1,8}$/.test(upper)) throw new GenomeInputError(`bad PAM "${pam}": IUPAC letters only, 1 to 8 of them`);
  return [...upper].map((letter) => {
    const table = new Uint8Array(256);
    for (const base of IUPAC[letter]) table[base.charCodeAt(0)] = 1;
    return table;
  });
}

/** Checks a guide (20 nt + PAM, N allowed in the PAM) and returns it upper-case. */
export function normalizeGuide(guide: string, pamLength: number): string {
  const upper = guide.trim().toUpperCase();
  if (upper.length !== PROTOSPACER + pamLength) {
    throw new GenomeInputError(`guide "${guide}" is ${upper.length} nt; expected ${PROTOSPACER} nt + the ${pamLength}-nt PAM`);
  }
  if (!/^[ACGT]+$/.test(upper.slice(0, PROTOSPACER))) throw new GenomeInputError(`guide "${guide}": the 20-nt protospacer takes A, C, G, T only`);
  if (!/^[ACGTN]+$/.test(upper.slice(PROTOSPACER))) throw new GenomeInputError(`guide "${guide}": the PAM takes A, C, G, T, N only`);
  return upper;
}

/** One hit in buffer coordinates; the caller turns it into genome coordinates and strings. */
export type ScanHit = {
  /** Index of the PAM's first base in the buffer. */
  pam: number;
  bulge: 'none' | 'DNA' | 'RNA';
  /** 1-based alignment column of the gap, 0 without a bulge. */
  column: number;
  mismatches: number;
};

export type ScanSpec = {
  guide: string; // normalized, 20 + pam.length
  pam: Uint8Array[];
  mismatches: number;
  bulge: BulgeMode;
};

const N_CODE = 'N'.charCodeAt(0);

function hasN(buf: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (buf[i] === N_CODE) return true;
  return false;
}

/**
 * The check of one PAM position, shared by the range scan and the indexed search's verification
 * (scanPositions), so both report exactly the same row for a position. Returns null when the PAM
 * does not match or no alignment is within the limit.
 */
function siteChecker(buf: Uint8Array, spec: ScanSpec): (q: number) => ScanHit | null {
  const pl = spec.pam.length;
  const max = spec.mismatches;
  const dna = spec.bulge === 'dna' || spec.bulge === 'either';
  const rna = spec.bulge === 'rna' || spec.bulge === 'either';
  const left = dna ? PROTOSPACER + 1 : PROTOSPACER; // bases needed 5' of the PAM
  const g = new Uint8Array(PROTOSPACER);
  for (let i = 0; i < PROTOSPACER; i++) g[i] = spec.guide.charCodeAt(i);
  const d0 = new Uint8Array(PROTOSPACER);
  const dD = new Uint8Array(PROTOSPACER);
  const dR = new Uint8Array(PROTOSPACER);
  // suffix0[k] = mismatches of d0 over guide positions k..19
  const suffix0 = new Uint8Array(PROTOSPACER + 1);
  const pam = spec.pam;
  return (q) => {
    for (let k = 0; k < pl; k++) if (pam[k][buf[q + k]] === 0) return null;
    // At q = 19 only an RNA-bulge site fits: the base before the sequence counts as a mismatch of
    // guide position 1, which no RNA-bulge alignment reads (its gap is in column 2 or later).
    const fits0 = q >= PROTOSPACER;
    const base0 = q - PROTOSPACER;
    if (!dna && !rna) {
      if (!fits0) return null;
      // No bulge: early exit once past the limit.
      let mm = 0;
      for (let i = 0; i < PROTOSPACER && mm <= max; i++) if (g[i] !== buf[base0 + i]) mm++;
      return mm <= max && !hasN(buf, base0, q + pl) ? { pam: q, bulge: 'none', column: 0, mismatches: mm } : null;
    }
    let mm0 = 0;
    d0[0] = fits0 && g[0] === buf[base0] ? 0 : 1;
    for (let i = 1; i < PROTOSPACER; i++) d0[i] = g[i] !== buf[base0 + i] ? 1 : 0;
    for (let i = 0; i < PROTOSPACER; i++) mm0 += d0[i];
    if (fits0 && mm0 <= max && !hasN(buf, base0, q + pl)) return { pam: q, bulge: 'none', column: 0, mismatches: mm0 };
    suffix0[PROTOSPACER] = 0;
    for (let i = PROTOSPACER - 1; i >= 0; i--) suffix0[i] = suffix0[i + 1] + d0[i];
    let bestD = max + 1;
    let columnD = 0;
    if (dna && q >= left) {
      const base = q - PROTOSPACER - 1;
      for (let i = 0; i < BULGE_LAST_COLUMN - 1; i++) dD[i] = g[i] !== buf[base + i] ? 1 : 0;
      // Gap in column j: guide 0..j-2 against the frame one base further 5', guide j-1..19 against d0.
      let prefix = 0;
      for (let j = 1; j <= BULGE_LAST_COLUMN; j++) {
        if (j >= BULGE_FIRST_COLUMN && prefix + suffix0[j - 1] < bestD) {
          bestD = prefix + suffix0[j - 1];
          columnD = j;
        }
        prefix += dD[j - 1];
        if (prefix >= bestD) break; // later columns only add to the prefix
      }
      if (bestD <= max && hasN(buf, base, q + pl)) bestD = max + 1;
    }
    let bestR = max + 1;
    let columnR = 0;
    if (rna) {
      const base = q - PROTOSPACER + 1;
      for (let i = 0; i < BULGE_LAST_COLUMN - 1; i++) dR[i] = g[i] !== buf[base + i] ? 1 : 0;
      // Gap in column j: guide j-1 unmatched, guide 0..j-2 against the frame one base nearer the PAM, j..19 against d0.
      let prefix = 0;
      for (let j = 1; j <= BULGE_LAST_COLUMN; j++) {
        if (j >= BULGE_FIRST_COLUMN && prefix + suffix0[j] < bestR) {
          bestR = prefix + suffix0[j];
          columnR = j;
        }
        prefix += dR[j - 1];
        if (prefix >= bestR) break;
      }
      if (bestR <= max && hasN(buf, base, q + pl)) bestR = max + 1;
    }
    if (bestD <= max && bestD <= bestR) return { pam: q, bulge: 'DNA', column: columnD, mismatches: bestD };
    if (bestR <= max) return { pam: q, bulge: 'RNA', column: columnR, mismatches: bestR };
    return null;
  };
}

/** PAM positions of `buf` where a whole site can fit: [PROTOSPACER - 1, buf.length - pam length]. */
function fitRange(buf: Uint8Array, from: number, to: number, spec: ScanSpec): [number, number] {
  // An RNA-bulge site needs 19 bases; the other frames are checked per position.
  return [Math.max(from, PROTOSPACER - 1), Math.min(to, buf.length - spec.pam.length + 1)];
}

/**
 * Scans PAM positions q in [from, to) of `buf` (clipped to where a whole site fits) and calls `emit`
 * for each reported site. Returns false when `emit` asked to stop (it returns false).
 */
export function scanStrand(buf: Uint8Array, from: number, to: number, spec: ScanSpec, emit: (hit: ScanHit) => boolean): boolean {
  const check = siteChecker(buf, spec);
  const [start, end] = fitRange(buf, from, to, spec);
  const pam0 = spec.pam[0];
  for (let q = start; q < end; q++) {
    if (pam0[buf[q]] === 0) continue;
    const hit = check(q);
    if (hit && !emit(hit)) return false;
  }
  return true;
}

/**
 * scanStrand restricted to the given PAM positions (ascending, duplicates allowed): the same rows in
 * the same order as scanStrand(buf, from, to) whenever the list holds every position that has a site.
 */
export function scanPositions(buf: Uint8Array, from: number, to: number, positions: ArrayLike<number>, spec: ScanSpec, emit: (hit: ScanHit) => boolean): boolean {
  const check = siteChecker(buf, spec);
  const [start, end] = fitRange(buf, from, to, spec);
  let last = -1;
  for (let i = 0; i < positions.length; i++) {
    const q = positions[i];
    if (q === last || q < start || q >= end) continue;
    last = q;
    const hit = check(q);
    if (hit && !emit(hit)) return false;
  }
  return true;
}

/** Bases of the site 5' of the PAM for a hit. */
export function protospacerLength(bulge: ScanHit['bulge']): number {
  return bulge === 'DNA' ? PROTOSPACER + 1 : bulge === 'RNA' ? PROTOSPACER - 1 : PROTOSPACER;
}

/** The aligned pair (on_seq, off_seq) of a hit, exactly as CRISPR-Net reads it. */
export function alignHit(buf: Uint8Array, hit: ScanHit, guide: string, pamLength: number): { on: string; off: string } {
  const siteStart = hit.pam - protospacerLength(hit.bulge);
  const site = String.fromCharCode(...buf.subarray(siteStart, hit.pam + pamLength));
  const j = hit.column;
  if (hit.bulge === 'DNA') return { on: guide.slice(0, j - 1) + '_' + guide.slice(j - 1), off: site };
  if (hit.bulge === 'RNA') return { on: guide, off: site.slice(0, j - 1) + '_' + site.slice(j - 1) };
  return { on: guide, off: site };
}

const COMPLEMENT = new Uint8Array(256).fill(N_CODE);
for (const [a, b] of ['AT', 'TA', 'CG', 'GC']) COMPLEMENT[a.charCodeAt(0)] = b.charCodeAt(0);

/** Reverse complement of upper-case ASCII bases (anything but ACGT becomes N). */
export function reverseComplement(buf: Uint8Array): Uint8Array {
  const out = new Uint8Array(buf.length);
  for (let i = 0, n = buf.length; i < n; i++) out[n - 1 - i] = COMPLEMENT[buf[i]];
  return out;
}
