// Reads a per-site result table in a parse worker (server/parsing, lane 'site-table'): an .xlsx's
// first sheet through the shared reader within its limits, or a CSV (comma, semicolon or tab; quoted
// fields; a UTF-8 byte-order mark) within the same row limit. Either way the answer is the shared
// reader's: the header row and the filled rows below it, cells 1-based as Excel counts.
import type { SpreadsheetLimits } from '../../../contracts/spreadsheet-import.ts';
import { readFirstSheet, type SheetRead, type SheetRow } from '../../http/spreadsheet-reader.ts';

const isZip = (content: Buffer) => content.length > 4 && content.readUInt32LE(0) === 0x04034b50;

/** The fields of one CSV line (RFC 4180 quoting within a line: a table of sites has no line breaks in a cell). */
function fields(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

export function readCsv(text: string, maxRows: number): SheetRead {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let header: string[] | null = null;
  let delimiter = ',';
  const rows: SheetRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    if (!header) {
      delimiter = ['\t', ';', ','].find((d) => lines[i].includes(d)) ?? ',';
      header = ['', ...fields(lines[i], delimiter)];
      continue;
    }
    const cells = ['', ...fields(lines[i], delimiter)];
    if (!cells.some(Boolean)) continue;
    if (rows.length === maxRows) return { ok: false, reason: 'rows' };
    rows.push({ number: i + 1, cells });
  }
  return header ? { ok: true, header, rows } : { ok: false, reason: 'no-sheet' };
}

export async function readSiteTable(fileName: string, content: Buffer, limits: SpreadsheetLimits): Promise<SheetRead> {
  if (content.length > limits.maxBytes) return { ok: false, reason: 'too-large' };
  if (/\.xlsx$/i.test(fileName) || isZip(content)) return readFirstSheet(content, limits);
  return readCsv(content.toString('utf8'), limits.maxRows);
}
