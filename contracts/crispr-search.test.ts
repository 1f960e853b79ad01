// The per-guide summary of a search (result page and e-mail).
import { describe, expect, it } from 'vitest';
import { onTargets, rankGuides, scoreHistogram, summariseGuides, type SiteRow } from './crispr-search.ts';

const G = 'GACGCATAAAGATGAGACGCTGG';
const site = (over: Partial<SiteRow>): SiteRow => ({
  guide: G, on_seq: G, off_seq: G, chrom: 'chr1', position: 1, strand: '+', mismatches: 0, bulge: 'none', CRISPR_Net_score: 0.9, ...over,
});

describe('summariseGuides', () => {
  const rows = [
    { on_seq: G, off_seq: G, CRISPR_Net_score: 0.99 }, // a typed pair: not a site
    site({ position: 10, CRISPR_Net_score: 0.95 }),
    site({ position: 20, CRISPR_Net_score: 0.7 }), // a second perfect match is an off-target
    site({ position: 30, mismatches: 2, CRISPR_Net_score: 0.5 }),
    site({ position: 40, mismatches: 4, CRISPR_Net_score: 0.1 }),
    site({ position: 50, mismatches: 1, bulge: 'DNA', CRISPR_Net_score: 0.2 }),
    site({ position: 60, mismatches: 0, bulge: 'RNA', CRISPR_Net_score: 0.6 }),
    site({ guide: 'T'.repeat(20) + 'AGG', position: 5, mismatches: 3, CRISPR_Net_score: 0.3 }),
  ];

  it('marks the best perfect match as the intended site and counts the rest by mismatches and bulge', () => {
    const [first, second] = summariseGuides(rows, 4, 3);
    expect(first).toMatchObject({ guide: G, sites: 6, byMismatches: [2, 0, 1, 0, 1], dnaBulges: 1, rnaBulges: 1, highScoring: 3 });
    expect(first.onTarget?.position).toBe(10);
    expect(first.top.map((s) => s.position)).toEqual([20, 60, 30]);
    expect(second).toMatchObject({ sites: 1, onTarget: null, highScoring: 0, byMismatches: [0, 0, 0, 1, 0] });
    expect([...onTargets(rows).keys()]).toEqual([G]);
  });

  it('sums the scores of every site but the intended one as the aggregate off-target score, and ranks guides by it', () => {
    const [first, second] = summariseGuides(rows, 4);
    // 0.7 + 0.5 + 0.1 + 0.2 + 0.6: the intended site (0.95) is left out, the second perfect match is not.
    expect(first.offTargetScore).toBeCloseTo(2.1, 12);
    expect(second.offTargetScore).toBeCloseTo(0.3, 12);
    expect(rankGuides([first, second]).map((s) => s.guide)).toEqual([second.guide, first.guide]);
    // Ties go to fewer high-scoring off-targets, then fewer sites.
    const tie = { ...second, guide: 'X', offTargetScore: first.offTargetScore, highScoring: 1 };
    expect(rankGuides([first, tie]).map((s) => s.guide)).toEqual(['X', G]);
  });

  it('bins scores in tenths, 1 in the last bin', () => {
    expect(scoreHistogram([site({ CRISPR_Net_score: 0 }), site({ CRISPR_Net_score: 0.55 }), site({ CRISPR_Net_score: 1 })], 10)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
  });
});
