// What a finished genome search says about each guide, shared by the result page and the result
// e-mail: the intended site, the site counts by mismatches and bulge, the top off-targets and the
// count of high-scoring sites. Pure functions over the result rows.
import type { CrisprResultRow } from './api/crispr.ts';
import { CRISPR_LIMITS } from './crispr.ts';

/** A row found by a genome search (it carries its guide and location). */
export type SiteRow = CrisprResultRow & Required<Pick<CrisprResultRow, 'guide' | 'chrom' | 'position' | 'strand' | 'mismatches' | 'bulge'>>;

export function isSiteRow(row: CrisprResultRow): row is SiteRow {
  return row.guide !== undefined && row.chrom !== undefined && row.position !== undefined;
}

/**
 * The intended site of each guide: among its sites with no mismatch and no bulge, the highest score
 * (a guide may have several perfect matches; the others are off-targets like any other). Keyed by guide.
 */
export function onTargets<T extends CrisprResultRow>(rows: readonly T[]): Map<string, T> {
  const best = new Map<string, T>();
  for (const row of rows) {
    if (!isSiteRow(row) || row.mismatches !== 0 || row.bulge !== 'none') continue;
    const current = best.get(row.guide);
    if (!current || row.CRISPR_Net_score > current.CRISPR_Net_score) best.set(row.guide, row);
  }
  return best;
}

export interface GuideSummary {
  guide: string;
  sites: number;
  /** Sites without a bulge, by mismatch count 0..maxMismatches. */
  byMismatches: number[];
  dnaBulges: number;
  rnaBulges: number;
  onTarget: SiteRow | null;
  /** Highest-scoring sites other than the intended one, best first. */
  top: SiteRow[];
  /** Off-target sites scoring at or above CRISPR_LIMITS.highScore. */
  highScoring: number;
  /**
   * The aggregate off-target score: the sum of the CRISPR-Net scores of every site but the intended
   * one, so guides rank by how much predicted cutting they spread over the genome (lower is better).
   * The intended site is left out: it scores near 1 for every guide and would only shift them all.
   */
  offTargetScore: number;
}

/** One summary per guide, in the order the guides first appear. */
export function summariseGuides(rows: readonly CrisprResultRow[], maxMismatches: number, topCount = 5): GuideSummary[] {
  const sites = rows.filter(isSiteRow);
  const targets = onTargets(sites);
  const byGuide = new Map<string, SiteRow[]>();
  for (const site of sites) {
    // Pushed, not copied: a job holds up to 20 × 2,000 sites and the server's XLSX export summarises them too.
    const list = byGuide.get(site.guide);
    if (list) list.push(site);
    else byGuide.set(site.guide, [site]);
  }
  return [...byGuide].map(([guide, list]) => {
    const onTarget = targets.get(guide) ?? null;
    const byMismatches = Array.from({ length: maxMismatches + 1 }, () => 0);
    let dnaBulges = 0;
    let rnaBulges = 0;
    for (const site of list) {
      if (site.bulge === 'DNA') dnaBulges++;
      else if (site.bulge === 'RNA') rnaBulges++;
      else if (site.mismatches <= maxMismatches) byMismatches[site.mismatches]++;
    }
    const offTargets = list.filter((s) => s !== onTarget);
    return {
      guide,
      sites: list.length,
      byMismatches,
      dnaBulges,
      rnaBulges,
      onTarget,
      top: offTargets.toSorted((a, b) => b.CRISPR_Net_score - a.CRISPR_Net_score).slice(0, topCount),
      highScoring: offTargets.filter((s) => s.CRISPR_Net_score >= CRISPR_LIMITS.highScore).length,
      offTargetScore: offTargets.reduce((sum, s) => sum + s.CRISPR_Net_score, 0),
    };
  });
}

/** Guides best first: lowest aggregate off-target score, then fewest high-scoring off-targets, then fewest sites. */
export function rankGuides(summaries: readonly GuideSummary[]): GuideSummary[] {
  return summaries.toSorted((a, b) => a.offTargetScore - b.offTargetScore || a.highScoring - b.highScoring || a.sites - b.sites);
}

/** Bins of a histogram of scores (0-1, `bins` equal bins; 1 falls in the last). */
export function scoreHistogram(rows: readonly CrisprResultRow[], bins = 10): number[] {
  const counts = Array.from({ length: bins }, () => 0);
  for (const row of rows) counts[Math.min(bins - 1, Math.max(0, Math.floor(row.CRISPR_Net_score * bins)))]++;
  return counts;
}
