// A finished job's result as a file: CSV and TSV (every row, the stored CSV's columns plus the gene and
// exon when the genome is annotated), BED6 for a genome browser (sites only) and XLSX (the rows and a
// per-guide summary ranked by the aggregate off-target score). Built from the stored rows on request;
// exceljs is loaded on the first XLSX export, not when the app starts.
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatFloat32 } from 'crispr-net';
import type { CrisprGuideNote, CrisprResultRow } from '../../../contracts/api/crispr.ts';
import type { ExportFormat } from '../../../contracts/crispr.ts';
import { isSiteRow, rankGuides, summariseGuides } from '../../../contracts/crispr-search.ts';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  bed: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportJob {
  id: number;
  rows: readonly CrisprResultRow[];
  /** A job with guides (its rows carry locations, also when it found none). */
  searched: boolean;
  maxMismatches: number;
  guides: readonly CrisprGuideNote[];
}

type Value = string | number | boolean | null | undefined;
const YIELD_EVERY_ROWS = 500;
interface Column {
  header: string;
  value(row: CrisprResultRow): Value;
  /** The text of delimited files (scores as the stored CSV writes them). */
  text?(row: CrisprResultRow): string;
}

const yesNo = (exon: boolean | null | undefined) => (exon === true ? 'yes' : exon === false ? 'no' : '');

/** The stored CSV's columns, then gene and in_exon when any row was annotated. */
export function resultColumns(rows: readonly CrisprResultRow[], searched: boolean): Column[] {
  const score: Column = { header: 'CRISPR_Net_score', value: (r) => r.CRISPR_Net_score, text: (r) => formatFloat32(r.CRISPR_Net_score) };
  if (!searched) return [{ header: 'on_seq', value: (r) => r.on_seq }, { header: 'off_seq', value: (r) => r.off_seq }, score];
  const columns: Column[] = [
    { header: 'guide', value: (r) => r.guide },
    { header: 'chrom', value: (r) => r.chrom },
    { header: 'position', value: (r) => r.position },
    { header: 'strand', value: (r) => r.strand },
    { header: 'mismatches', value: (r) => r.mismatches },
    { header: 'bulge', value: (r) => r.bulge },
    { header: 'on_seq', value: (r) => r.on_seq },
    { header: 'off_seq', value: (r) => r.off_seq },
    score,
  ];
  if (rows.some((r) => r.gene !== undefined)) {
    columns.push({ header: 'gene', value: (r) => r.gene }, { header: 'in_exon', value: (r) => yesNo(r.exon) });
  }
  return columns;
}

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
// TSV has no quoting: a tab or line break inside a field (none is expected) becomes a space.
const tsvField = (text: string) => text.replace(/[\t\r\n]/g, ' ');

/** CSV or TSV; without annotation the CSV is byte for byte the stored result CSV. */
export function resultDelimited(job: Pick<ExportJob, 'rows' | 'searched'>, separator: ',' | '\t'): string {
  const columns = resultColumns(job.rows, job.searched);
  const field = separator === ',' ? csvField : tsvField;
  const line = (r: CrisprResultRow) => columns.map((c) => field(c.text ? c.text(r) : String(c.value(r) ?? ''))).join(separator);
  return [columns.map((c) => c.header).join(separator), ...job.rows.map(line)].join('\n') + '\n';
}

/** A BED score: the CRISPR-Net score (0-1) scaled to the 0-1000 a browser shades by. */
export const bedScore = (score: number) => Math.min(1000, Math.max(0, Math.round(score * 1000)));

/**
 * BED6 of the sites (typed pairs have no location): 0-based start, end past the site's last base
 * (gaps are no base), name guide/off-target, the scaled score and the strand; sorted by chromosome
 * and start; a track line so a genome browser shades by score. Null when the job has no site.
 */
export function resultBed(job: Pick<ExportJob, 'id' | 'rows'>): string | null {
  const sites = job.rows.filter(isSiteRow).toSorted((a, b) => (a.chrom < b.chrom ? -1 : a.chrom > b.chrom ? 1 : a.position - b.position));
  if (sites.length === 0) return null;
  const track = `track name="CRISPR-Net-${job.id}" description="CRISPR-Net job ${job.id}: off-target sites, score = CRISPR-Net x 1000" useScore=1`;
  const lines = sites.map((s) => {
    const start = s.position - 1;
    const end = start + s.off_seq.replace(/[-_]/g, '').length;
    return [s.chrom, start, end, `${s.guide}/${s.off_seq}`, bedScore(s.CRISPR_Net_score), s.strand].join('\t');
  });
  return [track, ...lines].join('\n') + '\n';
}

/** The rows of the `guides` sheet: one per guide (those without a site too), best ranked first. */
export function guideSummaryRows(job: Pick<ExportJob, 'rows' | 'maxMismatches' | 'guides'>): { header: string[]; rows: Value[][] } {
  const summaries = rankGuides(summariseGuides(job.rows, job.maxMismatches));
  const mismatchHeads = Array.from({ length: job.maxMismatches + 1 }, (_, i) => `mismatches_${i}`);
  const header = ['rank', 'guide', 'sites', 'off_target_score', 'high_scoring_off_targets', 'on_target', 'on_target_score', ...mismatchHeads, 'dna_bulge', 'rna_bulge', 'note'];
  const noteOf = (guide: string) => job.guides.find((g) => g.guide === guide)?.note ?? '';
  const rows: Value[][] = summaries.map((s, i) => [
    i + 1,
    s.guide,
    s.sites,
    s.offTargetScore,
    s.highScoring,
    s.onTarget ? `${s.onTarget.chrom}:${s.onTarget.position}(${s.onTarget.strand})` : '',
    s.onTarget?.CRISPR_Net_score ?? null,
    ...s.byMismatches,
    s.dnaBulges,
    s.rnaBulges,
    noteOf(s.guide),
  ]);
  // Guides that matched nowhere, not even at an intended site (a typo, another genome): listed after, unranked.
  for (const g of job.guides) {
    if (!summaries.some((s) => s.guide === g.guide)) rows.push(['', g.guide, 0, 0, 0, '', null, ...mismatchHeads.map(() => 0), 0, 0, g.note ?? '']);
  }
  return { header, rows };
}

/**
 * Written with exceljs's streaming writer, without shared strings, yielding the event loop every few
 * hundred rows: the largest job (20 guides × 2,000 sites) costs about 2 s of CPU, which must not hold
 * up every other request of the process meanwhile.
 */
export async function resultWorkbook(job: ExportJob): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = 'gene-editing-site';
  const sheetOf = async (name: string, header: string[], rows: Iterable<Value[]>, numFmts: Record<string, string>) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((h) => ({ key: h, width: Math.max(10, h.length + 2), ...(numFmts[h] ? { style: { numFmt: numFmts[h] } } : {}) }));
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    let count = 0;
    for (const row of rows) {
      sheet.addRow(row.map((v) => v ?? null)).commit();
      if (++count % YIELD_EVERY_ROWS === 0) await nextTurn();
    }
    sheet.commit();
  };
  const columns = resultColumns(job.rows, job.searched);
  await sheetOf(
    job.searched ? 'sites' : 'pairs',
    columns.map((c) => c.header),
    job.rows.map((row) => columns.map((c) => c.value(row))),
    { CRISPR_Net_score: '0.000000' },
  );
  if (job.searched) {
    const { header, rows } = guideSummaryRows(job);
    await sheetOf('guides', header, rows, { off_target_score: '0.0000', on_target_score: '0.000000' });
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The file of one format, or null when the format has nothing to hold (BED of a job without sites). */
export async function exportFile(job: ExportJob, format: ExportFormat): Promise<{ content: Buffer; type: string; fileName: string } | null> {
  let content: Buffer;
  if (format === 'xlsx') content = await resultWorkbook(job);
  else if (format === 'bed') {
    const bed = resultBed(job);
    if (bed === null) return null;
    content = Buffer.from(bed);
  } else content = Buffer.from(resultDelimited(job, format === 'csv' ? ',' : '\t'));
  return { content, type: EXPORT_TYPES[format], fileName: `CRISPR-Net-${job.id}.${format}` };
}
