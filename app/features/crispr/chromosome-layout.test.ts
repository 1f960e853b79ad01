// The per-chromosome picture's layout: bars scaled to the longest sequence drawn, sites placed by
// their centre along their own sequence, the genome's order, missing lengths, the lane cap, colours.
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '../../../contracts/crispr-search.ts';
import { layoutChromosomes, scoreColour } from './chromosome-layout.ts';

const G = 'GACGCATAAAGATGAGACGCTGG';
const site = (chrom: string, position: number, score: number, off = G): SiteRow => ({
  guide: G, on_seq: G, off_seq: off, chrom, position, strand: '+', mismatches: 1, bulge: 'none', CRISPR_Net_score: score,
});
const genome = [
  { name: 'chr1', length: 2000 },
  { name: 'chr2', length: 1000 },
  { name: 'chrM', length: 100 },
];

describe('layoutChromosomes', () => {
  it('scales each bar to the longest sequence drawn and each site along its own sequence', () => {
    const { lanes } = layoutChromosomes([site('chr2', 489, 0.2), site('chr1', 1, 0.9), site('chr1', 1978, 0.5)], genome);
    expect(lanes.map((l) => [l.name, l.length, l.width])).toEqual([
      ['chr1', 2000, 1],
      ['chr2', 1000, 0.5],
    ]);
    // Centres: 0-based start + 11.5 over the sequence's length; the same base lies at the same fraction of its own sequence.
    expect(lanes[0].marks.map((m) => m.at)).toEqual([(1977 + 11.5) / 2000, 11.5 / 2000]);
    expect(lanes[1].marks.map((m) => m.at)).toEqual([(488 + 11.5) / 1000]);
    // Highest score last (drawn on top).
    expect(lanes[0].marks.map((m) => m.score)).toEqual([0.5, 0.9]);
    expect(lanes[0].best).toBe(0.9);
  });

  it('keeps the genome order (not the text order), and counts a gap as no base', () => {
    const { lanes } = layoutChromosomes([site('chrM', 1, 0.1), site('chr2', 1, 0.1, `${G.slice(0, 5)}_${G.slice(6)}`)], genome);
    expect(lanes.map((l) => l.name)).toEqual(['chr2', 'chrM']);
    expect(lanes[0].marks[0].at).toBe(11 / 1000);
  });

  it('makes a sequence of unknown length as long as its furthest site, in natural order', () => {
    const { lanes } = layoutChromosomes([site('chr10', 478, 0.3), site('chr9', 1, 0.3)], undefined);
    expect(lanes.map((l) => [l.name, l.length, l.width])).toEqual([
      ['chr9', 23, 23 / 500],
      ['chr10', 500, 1],
    ]);
    expect(lanes[1].marks[0].at).toBe((477 + 11.5) / 500);
  });

  it('draws at most maxLanes sequences, those with most sites, and counts the rest', () => {
    const sites = [site('chr1', 1, 0.1), site('chr1', 50, 0.1), site('chr2', 1, 0.1), site('chrM', 1, 0.1)];
    const layout = layoutChromosomes(sites, genome, 1);
    expect(layout.lanes.map((l) => l.name)).toEqual(['chr1']);
    expect(layout).toMatchObject({ hiddenSequences: 2, hiddenSites: 2 });
  });
});

describe('scoreColour', () => {
  it('runs viridis from dark purple (0) to yellow (1), clamped', () => {
    expect(scoreColour(0)).toBe('#440154');
    expect(scoreColour(1)).toBe('#fde725');
    expect(scoreColour(-1)).toBe('#440154');
    expect(scoreColour(0.5)).toBe('#21918c');
  });
});
