// The rules of a per-site result table (staff): its first row names a site column and an indel %
// column (SITE_TABLE_COLUMNS, Chinese or English, any case); each row names a site of the order by its
// label (S1, S2 …) or its sample's name, and gives indel % as a number 0-100 (a trailing % allowed).
// Any problem refuses the whole table with the row it is on; sites the table leaves out stay as
// they were (a table may come in parts).
import { SITE_TABLE_COLUMNS, SITE_VALIDATION_LIMITS, SITE_VALIDATION_MESSAGES } from '../../../contracts/site-validation.ts';
import { SPREADSHEET_MAX_ENTRIES, SPREADSHEET_MESSAGES, type SpreadsheetLimits } from '../../../contracts/spreadsheet-import.ts';
import type { SheetRead } from '../../http/spreadsheet-reader.ts';
import type { SheetRefusal } from '../../http/spreadsheet-reader.ts';
import type { SiteRow } from './repo.ts';

const M = SITE_VALIDATION_MESSAGES;
const L = SITE_VALIDATION_LIMITS;

export const SITE_TABLE_LIMITS: SpreadsheetLimits = {
  maxBytes: L.tableMaxBytes,
  maxUnpackedBytes: 10 * 1024 * 1024,
  maxEntries: SPREADSHEET_MAX_ENTRIES,
  maxRows: L.tableMaxRows,
  maxSharedStrings: 10 * L.tableMaxRows,
  maxSharedChars: 200_000,
};

export const TABLE_REFUSALS: Record<SheetRefusal, string> = {
  'not-zip': M.tableType,
  'too-large': M.tableTooLarge,
  unpacked: M.tableTooLarge,
  entries: M.tableType,
  ratio: SPREADSHEET_MESSAGES.suspiciousRatio,
  rows: M.tableTooManyRows,
  text: M.tableTooLarge,
  'no-sheet': M.tableEmpty,
};

/** Header text compared without case, spaces and full-width brackets. */
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
const columnOf = (header: readonly string[], names: readonly string[]) => header.findIndex((cell, i) => i > 0 && names.some((n) => norm(n) === norm(cell)));

/** The measured indel % of each site the table names, or the refusal of the whole table. */
export function readIndels(read: Extract<SheetRead, { ok: true }>, sites: readonly (SiteRow & { name: string })[]): { ok: true; values: { id: number; indel: number }[] } | { ok: false; message: string } {
  const siteColumn = columnOf(read.header, SITE_TABLE_COLUMNS.site);
  const indelColumn = columnOf(read.header, SITE_TABLE_COLUMNS.indel);
  if (siteColumn < 0 || indelColumn < 0) return { ok: false, message: M.tableColumns };
  if (read.rows.length === 0) return { ok: false, message: M.tableEmpty };
  const byKey = new Map<string, SiteRow>();
  for (const site of sites) {
    byKey.set(site.label.toUpperCase(), site);
    byKey.set(site.name.toUpperCase(), site);
  }
  const seen = new Set<number>();
  const values: { id: number; indel: number }[] = [];
  for (const row of read.rows) {
    const name = (row.cells[siteColumn] ?? '').trim();
    const site = byKey.get(name.toUpperCase());
    if (!site) return { ok: false, message: M.tableUnknownSite(row.number, name) };
    if (seen.has(site.id)) return { ok: false, message: M.tableDuplicate(row.number, name) };
    seen.add(site.id);
    const text = (row.cells[indelColumn] ?? '').trim().replace(/\s*%$/, '');
    const indel = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(indel) || indel < 0 || indel > 100) return { ok: false, message: M.tableBadIndel(row.number) };
    values.push({ id: site.id, indel });
  }
  return { ok: true, values };
}
