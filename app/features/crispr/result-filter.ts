// The result page's filters and its CSV download of the filtered rows (pure, unit-tested).
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';

export interface ResultFilter {
  min?: number | null;
  max?: number | null;
  /** Part of either sequence, any case; '-' and '_' both match a gap. */
  sequence?: string;
}

const normalise = (s: string) => s.trim().toUpperCase().replaceAll('-', '_');

export function filterRows<T extends CrisprResultRow>(rows: readonly T[], filter: ResultFilter): T[] {
  const needle = filter.sequence ? normalise(filter.sequence) : '';
  const min = typeof filter.min === 'number' ? filter.min : null;
  const max = typeof filter.max === 'number' ? filter.max : null;
  return rows.filter(
    (r) =>
      (min === null || r.CRISPR_Net_score >= min) &&
      (max === null || r.CRISPR_Net_score <= max) &&
      (!needle || normalise(r.on_seq).includes(needle) || normalise(r.off_seq).includes(needle)),
  );
}

/** The published tool's CSV format. */
export function rowsToCsv(rows: readonly CrisprResultRow[]): string {
  return ['on_seq,off_seq,CRISPR_Net_score', ...rows.map((r) => `${r.on_seq},${r.off_seq},${r.CRISPR_Net_score}`)].join('\n') + '\n';
}

/** `CRISPR-Net-<job>-20260102-030405.csv` in local time. */
export function csvFileName(jobId: number, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `CRISPR-Net-${jobId}-${stamp}.csv`;
}

/** Shown scores: fixed digits for the table; the CSV keeps full precision. */
export function formatScore(score: number): string {
  return score >= 1e-4 ? score.toFixed(6) : score.toExponential(3);
}
