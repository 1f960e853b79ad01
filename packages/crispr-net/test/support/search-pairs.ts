// Pairs shaped like a genome search's output, for the benchmark (bench/bench.ts) and the tests.
import type { Pair } from '../../src/encode.ts';

/**
 * The pairs a genome search yields: `guides` random 20-nt guides + NGG, `sitesPerGuide` sites each, written
 * as alignHit writes them (a DNA bulge is a '_' in the guide, an RNA bulge a '_' in the site, in alignment
 * column 2-19; the PAM's N faces the site's base). The mix follows searchGenome on E. coli 536 with 5 guides
 * (≤ 4 mismatches, either bulge, 349 sites): 68 % RNA bulge, 22 % DNA bulge, 10 % none; 80 % of the sites
 * with 4 mismatches, 16 % with 3, 4 % with 2. Sites are grouped by guide, as the search returns them. Seeded.
 */
export function searchPairs(guides: number, sitesPerGuide: number, seed = 19): Pair[] {
  const rand = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const pick = (n: number) => Math.floor(rand() * n);
  const pairs: Pair[] = [];
  for (let g = 0; g < guides; g++) {
    const guide = Array.from({ length: 20 }, () => 'ACGT'[pick(4)]).join('') + 'NGG';
    for (let i = 0; i < sitesPerGuide; i++) {
      const kind = rand();
      const bulge = kind < 0.68 ? 'RNA' : kind < 0.9 ? 'DNA' : 'none';
      const column = 2 + pick(18); // 1-based alignment column of the gap
      const on = guide.split('');
      if (bulge === 'DNA') on.splice(column - 1, 0, '_');
      const off = on.map((b) => (b === '_' || b === 'N' ? 'ACGT'[pick(4)] : b));
      if (bulge === 'RNA') off[column - 1] = '_';
      // Mismatches at distinct protospacer columns other than the gap's.
      const protospacer = on.length - 3;
      const free = Array.from({ length: protospacer }, (_, c) => c).filter((c) => bulge === 'none' || c !== column - 1);
      const r = rand();
      for (let m = r < 0.8 ? 4 : r < 0.96 ? 3 : 2; m > 0; m--) {
        const c = free.splice(pick(free.length), 1)[0];
        off[c] = 'ACGT'.replace(on[c], '')[pick(3)];
      }
      pairs.push({ on: on.join(''), off: off.join('') });
    }
  }
  return pairs;
}
