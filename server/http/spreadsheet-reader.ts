// The one way an uploaded .xlsx is read (the order pages' sample import, the console's plasmid
// import): bounded before anything is unpacked (xlsx-bounds.ts), then the first sheet streamed row by
// row through exceljs's streaming reader, stopping at the first filled row beyond the import's limit
// (a 100 000-row sheet is never built to be counted), yielding the event loop every few hundred rows
// so other requests (and /healthz) keep being answered while a large file is read.
// exceljs is loaded on the first read, not when the app starts.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CellValue } from 'exceljs';
import type { SpreadsheetLimits } from '../../contracts/spreadsheet-import.ts';
import { checkZip, withReadingOrder, type ZipRefusal } from './xlsx-bounds.ts';

export interface SheetRow {
  /** The row's number in Excel. */
  number: number;
  /** Each cell's text by column (1-based, as Excel counts; index 0 is unused), trimmed. */
  cells: string[];
}

export type SheetRefusal = ZipRefusal | 'rows' | 'no-sheet';
/** `header` is the first row with any cell; `rows` the filled rows below it. */
export type SheetRead = { ok: true; header: string[]; rows: SheetRow[] } | { ok: false; reason: SheetRefusal };

const YIELD_EVERY_ROWS = 200;

/** A cell's value as plain text (numbers, rich text, hyperlinks and formula results included). */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as CellValue);
  }
  return '';
}

/**
 * Reads the first sheet of `content` within `limits`. `onRowRead` (tests) sees every row the reader
 * took from the file, so a test can tell that it stopped early.
 */
export async function readFirstSheet(content: Buffer, limits: SpreadsheetLimits, onRowRead?: () => void): Promise<SheetRead> {
  const bounds = await checkZip(content, limits);
  if (!bounds.ok) return bounds;
  return streamFirstSheet(content, limits, onRowRead);
}

async function streamFirstSheet(content: Buffer, limits: SpreadsheetLimits, onRowRead?: () => void): Promise<SheetRead> {
  const ExcelJS = (await import('exceljs')).default;
  // The sheet list and shared strings first (withReadingOrder): exceljs writes the sheets before
  // them, and its stream reader lost about 1 such file in 100 on the path it takes then.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([withReadingOrder(content, limits)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  let seen = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        onRowRead?.();
        if (++seen % YIELD_EVERY_ROWS === 0) await nextTurn();
        // Array.from visits the holes exceljs leaves for empty cells (map would keep them as holes).
        const cells = Array.from(row.values as CellValue[], (value) => cellText(value));
        if (!cells.some(Boolean)) continue;
        if (!header) {
          header = cells;
          continue;
        }
        if (rows.length === limits.maxRows) return { ok: false, reason: 'rows' };
        rows.push({ number: row.number, cells });
      }
      break; // the first sheet only
    }
  } catch {
    return { ok: false, reason: 'not-zip' };
  }
  if (!header) return { ok: false, reason: 'no-sheet' };
  return { ok: true, header, rows };
}
