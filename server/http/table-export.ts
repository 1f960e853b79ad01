// The console lists' exports (contracts/bulk.ts): one sheet of rows under Chinese column headers, as
// CSV or .xlsx, sent with the staff token's request (never a bare link to customer data).
// - CSV is UTF-8 with a byte-order mark (Excel otherwise reads the Chinese as mojibake), CRLF line
//   ends, RFC 4180 quoting; a text cell starting with = + - @ gets a leading ' so a spreadsheet
//   never runs it as a formula (CSV injection).
// - exceljs is loaded on the first .xlsx export, not when the app starts (server/startup-imports.test.ts).
// - An export cut at EXPORT_MAX_ROWS says so: a second sheet (xlsx) or a last line (csv).
import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '../../contracts/bulk.ts';
import { formatDateTime } from '../../contracts/order.ts';

export interface ExportColumn<R> {
  header: string;
  /** Column width in characters (xlsx). */
  width?: number;
  value: (row: R) => string | number | null | undefined;
}

export interface ExportSheet<R> {
  /** The sheet's (and the file's) Chinese name: 订单, 新闻 … */
  title: string;
  /** The file name's ASCII part, for clients without RFC 5987: orders, news … */
  asciiName: string;
  columns: readonly ExportColumn<R>[];
}

export interface ExportFile {
  content: Buffer;
  format: ExportFormat;
  fileName: string;
  asciiFileName: string;
  count: number;
  total: number;
}

const cutNote = (count: number, total: number) => `共 ${total} 条符合筛选条件，本文件只含最新的 ${count} 条；请缩小筛选范围分批导出。`;

/** A time as the console shows it (Shanghai), or blank. */
export const exportTime = (value: Date | string | null | undefined): string =>
  value ? formatDateTime(typeof value === 'string' ? value : value.toISOString()) : '';

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text (without the byte-order mark). */
export function toCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[], note?: string): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  if (note) lines.push(csvCell(note));
  return `${lines.join('\r\n')}\r\n`;
}

async function toXlsx<R>(sheet: ExportSheet<R>, rows: readonly R[], note?: string): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'gene-editing-site';
  const ws = workbook.addWorksheet(sheet.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(sheet.columns.map((c) => c.value(row) ?? ''));
  if (note) workbook.addWorksheet('说明').addRow([note]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file of `rows` (at most the cap the caller read); `total` above their count means it was cut. */
export async function buildExport<R>(sheet: ExportSheet<R>, format: ExportFormat, rows: readonly R[], total: number, now = new Date()): Promise<ExportFile> {
  const note = total > rows.length ? cutNote(rows.length, total) : undefined;
  const content = format === 'csv' ? Buffer.from(`\uFEFF${toCsv(sheet.columns, rows, note)}`, 'utf8') : await toXlsx(sheet, rows, note);
  const day = exportTime(now).slice(0, 10).replaceAll('-', '');
  return { content, format, fileName: `${sheet.title}-${day}.${format}`, asciiFileName: `${sheet.asciiName}-${day}.${format}`, count: rows.length, total };
}

/** Sends the file as a download; the row counts travel in headers for the console's message. */
export function sendExport(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .type(EXPORT_CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.asciiFileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-export-rows', String(file.count))
    .header('x-export-total', String(file.total))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
