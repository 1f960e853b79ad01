// The search table's filters and the CSV of every column (pure, unit-tested).
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import type { SiteRow } from '../../../contracts/crispr-search.ts';

export interface SiteFilter {
  guide?: string | null;
  minScore?: number | null;
  maxMismatches?: number | null;
  /** Part of the chromosome name, any case. */
  chrom?: string;
  bulge?: 'none' | 'DNA' | 'RNA' | null;
}

export function filterSites<T extends SiteRow>(rows: readonly T[], filter: SiteFilter): T[] {
  const chrom = filter.chrom?.trim().toLowerCase() ?? '';
  return rows.filter(
    (r) =>
      (!filter.guide || r.guide === filter.guide) &&
      (typeof filter.minScore !== 'number' || r.CRISPR_Net_score >= filter.minScore) &&
      (typeof filter.maxMismatches !== 'number' || r.mismatches <= filter.maxMismatches) &&
      (!filter.bulge || r.bulge === filter.bulge) &&
      (!chrom || r.chrom.toLowerCase().includes(chrom)),
  );
}

export const SITE_CSV_HEADER = 'guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score';

const exonText = (exon: boolean | null | undefined) => (exon === true ? 'yes' : exon === false ? 'no' : '');
const csvField = (v: string | number | undefined) => {
  const text = String(v ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Every column; a typed pair leaves the location columns empty (the server's file has the same
 * columns). Sites of an annotated genome add gene and in_exon, as the server's export does.
 */
export function sitesToCsv(rows: readonly CrisprResultRow[]): string {
  const annotated = rows.some((r) => r.gene !== undefined);
  const line = (r: CrisprResultRow) =>
    [r.guide, r.chrom, r.position, r.strand, r.mismatches, r.bulge, r.on_seq, r.off_seq, r.CRISPR_Net_score, ...(annotated ? [r.gene, exonText(r.exon)] : [])]
      .map(csvField)
      .join(',');
  return [annotated ? `${SITE_CSV_HEADER},gene,in_exon` : SITE_CSV_HEADER, ...rows.map(line)].join('\n') + '\n';
}

/** `chr1:12,345 (+)`. */
export const siteLocation = (r: SiteRow) => `${r.chrom}:${r.position.toLocaleString('en-US')} (${r.strand})`;
