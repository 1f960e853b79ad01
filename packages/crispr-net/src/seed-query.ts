// Which 10-mers of the seed index can hold a site of a guide (decision 0063).
//
// A site whose PAM starts at q (on its strand) is read by two keys at fixed places whatever its
// alignment: key A = bases [q-20, q-10), key B = bases [q-10, q). Every alignment the scan may report
// (no bulge; a DNA bulge in column 2..19, the site one base longer; an RNA bulge in column 2..19, one
// base shorter) puts a known pattern of guide bases on each key ('*' where the base is free: the extra
// base of a DNA bulge, or the base before an RNA-bulge site). The two keys never overlap, so the
// mismatches of an alignment on key A and on key B add up to at most m (pigeonhole, keyPatterns):
// every site is found among the positions of the 10-mers near enough to one of its patterns. The
// candidates are then checked by the scan's own code (scanPositions), which decides what is reported.
import { BULGE_FIRST_COLUMN, BULGE_LAST_COLUMN, PROTOSPACER, type BulgeMode } from './genome-scan.ts';
import { BUCKETS, SEED_K } from './seed-index.ts';

/** Keys to look up and how far from a key's position the candidate PAM lies. */
export type SeedLookup = { keys: Uint32Array; delta: number };

/**
 * Above this many keys for a guide (both strands, both halves) the index reads more than a scan
 * would: the search scans instead. An eighth of all 10-mers is about an eighth of the genome read as
 * candidates, which costs about what the scan does (decision 0063).
 */
export const MAX_SEED_KEYS = BUCKETS / 8;

const BASES = 'ACGT';
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', '*': '*' };
const revcomp = (s: string) => [...s].toReversed().map((b) => COMPLEMENT[b]).join('');

/**
 * The patterns of key A and key B over every alignment the bulge mode allows (site read 5' to 3'),
 * each with the most mismatches its lookup must allow. An alignment with at most m mismatches has
 * mmA + mmB ≤ m, so it is found when key A allows bA and key B allows bB with bA + bB ≥ m - 1. Every
 * alignment has at least one key free of the bulge (a plain or shifted slice of the guide, shared by
 * many alignments); that key gets t = ceil((m - 1) / 2) and the key holding the bulge m - 1 - t, so
 * the many bulge patterns are looked up with the smaller allowance.
 */
export function keyPatterns(guide: string, mismatches: number, bulge: BulgeMode): { a: Map<string, number>; b: Map<string, number> } {
  const g = guide.slice(0, PROTOSPACER);
  const t = Math.max(0, Math.ceil((mismatches - 1) / 2));
  const rest = mismatches - 1 - t;
  const cleanA = new Set([g.slice(0, 10), g.slice(1, 11), '*' + g.slice(0, 9)]);
  const cleanB = new Set([g.slice(10, 20)]);
  const a = new Map<string, number>();
  const b = new Map<string, number>();
  const allow = (into: Map<string, number>, pattern: string, budget: number) => {
    if (budget >= 0 && (into.get(pattern) ?? -1) < budget) into.set(pattern, budget);
  };
  const alignment = (keyA: string, keyB: string) => {
    const both = cleanA.has(keyA) && cleanB.has(keyB);
    allow(a, keyA, both || cleanA.has(keyA) ? t : rest);
    allow(b, keyB, both || cleanB.has(keyB) ? t : rest);
  };
  alignment(g.slice(0, 10), g.slice(10, 20));
  for (let j = BULGE_FIRST_COLUMN; j <= BULGE_LAST_COLUMN; j++) {
    if (bulge === 'dna' || bulge === 'either') {
      // 21 bases from q-21: guide 0..j-2, the extra base, guide j-1..19.
      const site = g.slice(0, j - 1) + '*' + g.slice(j - 1);
      alignment(site.slice(1, 11), site.slice(11, 21));
    }
    if (bulge === 'rna' || bulge === 'either') {
      // 19 bases from q-19: the guide without base j-1; key A starts one base before the site.
      const site = g.slice(0, j - 1) + g.slice(j);
      alignment('*' + site.slice(0, 9), site.slice(9, 19));
    }
  }
  return { a, b };
}

/** Adds every 10-mer within `budget` mismatches of the pattern ('*' free and not counted). */
function neighbours(pattern: string, budget: number, into: Set<number>): void {
  const walk = (i: number, code: number, left: number) => {
    if (i === SEED_K) {
      into.add(code);
      return;
    }
    const own = pattern[i];
    for (let c = 0; c < 4; c++) {
      const same = own === '*' || own === BASES[c];
      if (!same && left === 0) continue;
      walk(i + 1, code * 4 + c, same ? left : left - 1);
    }
  };
  walk(0, 0, budget);
}

function keysOf(patterns: Iterable<[string, number]>): Uint32Array {
  const set = new Set<number>();
  for (const [p, budget] of patterns) neighbours(p, budget, set);
  return Uint32Array.from(set).toSorted();
}

/**
 * The lookups of one guide, or null when the index would not pay (more than MAX_SEED_KEYS keys).
 * Deltas turn a key's + strand position p into the PAM's leftmost + strand coordinate r (the task's
 * ownership coordinate): + strand, key A at q-20 and key B at q-10; - strand, the reverse complements
 * of the patterns lie right of the PAM: key B at r+pl, key A at r+pl+10.
 */
export function seedPlan(guide: string, pamLength: number, mismatches: number, bulge: BulgeMode): { plus: SeedLookup[]; minus: SeedLookup[] } | null {
  const { a, b } = keyPatterns(guide, mismatches, bulge);
  const reverse = (m: Map<string, number>) => [...m].map(([p, budget]): [string, number] => [revcomp(p), budget]);
  const plus = [
    { keys: keysOf(a), delta: 20 },
    { keys: keysOf(b), delta: 10 },
  ];
  const minus = [
    { keys: keysOf(reverse(a)), delta: -(pamLength + 10) },
    { keys: keysOf(reverse(b)), delta: -pamLength },
  ];
  const total = [...plus, ...minus].reduce((sum, l) => sum + l.keys.length, 0);
  return total > MAX_SEED_KEYS ? null : { plus, minus };
}
