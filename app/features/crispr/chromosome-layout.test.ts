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

describe('thinning the marks', () => {
  it('makes sites closer than a bin one mark showing the best of them and how many it stands for', () => {
    // Bins of 2000 / 500 = 4 bases on chr1: centres at 12.5, 13.5 and 14.5 share bin 3, 40.5 is bin 10.
    const { lanes } = layoutChromosomes([site('chr1', 2, 0.2), site('chr1', 3, 0.7), site('chr1', 4, 0.4), site('chr1', 30, 0.1)], genome);
    expect(lanes[0].marks.map((m) => [m.site.position, m.score, m.count])).toEqual([
      [30, 0.1, 1],
      [3, 0.7, 3],
    ]);
    expect(lanes[0]).toMatchObject({ sites: 4, best: 0.7, strokes: [] });
  });

  it('gives the guide\'s best marks a tooltip each and draws the rest as one stroke per colour step and lane', () => {
    const sites = [site('chr1', 1, 0.9), site('chr1', 501, 0.12), site('chr1', 1001, 0.1), site('chr2', 1, 0.8), site('chr2', 501, 0.5)];
    const { lanes } = layoutChromosomes(sites, genome, 40, { labelled: 2 });
    expect(lanes.map((l) => l.marks.map((m) => m.score))).toEqual([[0.9], [0.8]]);
    // 0.12 and 0.1 round to the same of 20 steps (0.1): one stroke; 0.5 its own.
    expect(lanes[0].strokes).toEqual([{ colour: scoreColour(0.1), at: [(500 + 11.5) / 2000, (1000 + 11.5) / 2000] }]);
    expect(lanes[1].strokes).toEqual([{ colour: scoreColour(0.5), at: [(500 + 11.5) / 1000] }]);
    expect(lanes.map((l) => [l.sites, l.best])).toEqual([
      [3, 0.9],
      [2, 0.8],
    ]);
  });

  it('bounds the elements of 2,000 sites spread over 24 chromosomes', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => site(`chr${1 + (i % 24)}`, 1 + ((i * 7_919) % 1_000_000), (i % 100) / 100));
    const { lanes } = layoutChromosomes(many, undefined);
    expect(lanes.reduce((n, l) => n + l.marks.length, 0)).toBe(200);
    // A lane draws a path per colour step at most (21), besides its labelled marks.
    for (const lane of lanes) expect(lane.strokes.length).toBeLessThanOrEqual(21);
    const drawn = lanes.reduce((n, l) => n + l.marks.reduce((k, m) => k + m.count, 0) + l.strokes.reduce((k, s) => k + s.at.length, 0), 0);
    expect(drawn).toBeLessThanOrEqual(2_000);
    expect(lanes.reduce((n, l) => n + l.sites, 0)).toBe(2_000);
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
