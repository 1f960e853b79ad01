// Measured against predicted: the points of the order page's plot (predicted CRISPR-Net score, measured
// indel %) and the sites where the two disagree most. The score (0-1) and the indel % (usually well
// under 1 % off target) are on unlike scales, so sites are compared by rank: each measured site's
// percentile among the measured sites by score and by indel %, ties sharing their mean rank. The
// disagreement is the gap between the two percentiles (0 = same place, 1 = opposite ends); Spearman's
// rho over the same ranks says how well the order as a whole agrees.

export interface ComparedSite {
  label: string;
  score: number;
  indel: number | null;
}

export interface Disagreement {
  label: string;
  score: number;
  indel: number;
  /** |percentile by score − percentile by indel %|, 0-1. */
  gap: number;
  /** 'over': predicted higher than measured; 'under': measured higher than predicted. */
  direction: 'over' | 'under';
}

export interface Comparison {
  points: { label: string; score: number; indel: number }[];
  /** Sites not measured yet. */
  pending: number;
  /** Spearman's rank correlation; null with fewer than 3 measured sites or no spread. */
  spearman: number | null;
  disagreements: Disagreement[];
}

/** Ranks 0..n-1 of `values`, ties given their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).toSorted((a, b) => a.v - b.v);
  const out = Array.from({ length: values.length }, () => 0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end++;
    for (let k = start; k <= end; k++) out[order[k].i] = (start + end) / 2;
    start = end + 1;
  }
  return out;
}

function pearson(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i] - ma) * (b[i] - mb);
    da += (a[i] - ma) ** 2;
    db += (b[i] - mb) ** 2;
  }
  return da === 0 || db === 0 ? null : num / Math.sqrt(da * db);
}

export function compareSites(sites: readonly ComparedSite[], listed: number): Comparison {
  const measured = sites.filter((s): s is ComparedSite & { indel: number } => s.indel !== null);
  const points = measured.map((s) => ({ label: s.label, score: s.score, indel: s.indel }));
  const n = measured.length;
  if (n < 2) return { points, pending: sites.length - n, spearman: null, disagreements: [] };
  const byScore = ranks(measured.map((s) => s.score));
  const byIndel = ranks(measured.map((s) => s.indel));
  const spearman = n >= 3 ? pearson(byScore, byIndel) : null;
  const disagreements = measured
    .map((s, i): Disagreement => {
      const gap = Math.abs(byScore[i] - byIndel[i]) / (n - 1);
      return { label: s.label, score: s.score, indel: s.indel, gap: Math.round(gap * 1000) / 1000, direction: byScore[i] > byIndel[i] ? 'over' : 'under' };
    })
    .filter((d) => d.gap > 0)
    .toSorted((a, b) => b.gap - a.gap || a.label.localeCompare(b.label, 'en', { numeric: true }))
    .slice(0, listed);
  return { points, pending: sites.length - n, spearman: spearman === null ? null : Math.round(spearman * 1000) / 1000, disagreements };
}
