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
import { checkZip, type ZipRefusal } from './xlsx-bounds.ts';

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
  // exceljs's stream reader loses about one file in a hundred of exceljs's own making (its parts
  // arrive before xl/workbook.xml and the read ends without the sheet): the bytes are in memory and
  // bounded, so a failed read is tried again before the file is refused (3 tries: ~1 in 10^6).
  let read = await streamFirstSheet(content, limits, onRowRead);
  for (let attempt = 1; attempt < READ_ATTEMPTS && !read.ok && (read.reason === 'not-zip' || read.reason === 'no-sheet'); attempt++) {
    read = await streamFirstSheet(content, limits, onRowRead);
  }
  return read;
}

const READ_ATTEMPTS = 3;

async function streamFirstSheet(content: Buffer, limits: SpreadsheetLimits, onRowRead?: () => void): Promise<SheetRead> {
  const ExcelJS = (await import('exceljs')).default;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // When that read ends before xl/workbook.xml, exceljs looks up the sheet's name in a list it never
  // read and throws; with an empty list the read ends as 'no-sheet' and is tried again above.
  (reader as unknown as { model?: { sheets: unknown[] } }).model ??= { sheets: [] };
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
