// The plasmid sheet: the export of the filtered list and the import reading it back. One row per
// plasmid, one column per field with the detail page's label (choices as their Chinese labels, status
// 显示/隐藏); the sequence and its features are not in the sheet (an Excel cell holds 32 767 characters;
// they come from a GenBank/FASTA file). The key is 货号 (item_no, unique): a row whose 货号 exists
// updates that plasmid, any other row adds one.
// Read through the shared bounded reader (server/http/spreadsheet-reader.ts) in the parse pool's
// plasmid-sheet worker: the file (5 MB), what its zip unpacks to (50 MB), its shared texts (250 000,
// 16 million characters), then rows streamed, stopping at row 5 001 without reading further.
// exceljs is loaded on the first export (here) or import (in the worker), not when the app starts.
import {
  PLASMID_ADMIN_MESSAGES,
  PLASMID_CHOICE_FIELDS,
  PLASMID_IMPORT_LIMITS,
  PLASMID_IMPORT_MAX_ROWS,
  PLASMID_STATUS_LABELS,
  PLASMID_TEXT_FIELDS,
} from '../../../contracts/plasmid-admin.ts';
import { SPREADSHEET_MESSAGES } from '../../../contracts/spreadsheet-import.ts';
import type { ApiError } from '../../http/errors.ts';
import type { ExportSheet } from '../../http/table-export.ts';
import type { SheetRefusal } from '../../http/spreadsheet-reader.ts';
import type { ParsePool } from '../../parsing/parse-pool.ts';
import { parseRefusal } from '../../parsing/parse-refusal.ts';
import { ownBytes } from '../../parsing/parse-tasks.ts';
import type { PlasmidRecord } from './repo.ts';

export const PLASMID_SHEET = '质粒';

interface SheetColumn {
  key: string;
  header: string;
  width: number;
  /** The cell written for a stored row. */
  write: (row: PlasmidRecord) => string | number;
  /** The form value read from a cell's text (the shared zod schema then checks it). */
  read?: (text: string) => unknown;
}

const labelled = new Map<string, number>();
for (const [, label] of PLASMID_TEXT_FIELDS) labelled.set(label, (labelled.get(label) ?? 0) + 1);
for (const f of PLASMID_CHOICE_FIELDS) labelled.set(f.label, (labelled.get(f.label) ?? 0) + 1);
/** Headers must be unique: a property column sharing its label with a basic one says so. */
const headerOf = (column: string, label: string) => ((labelled.get(label) ?? 0) > 1 && column.startsWith('plasmid_') ? `${label}（质粒属性）` : label);

const text = (key: keyof PlasmidRecord) => (row: PlasmidRecord) => (row[key] as string | null) ?? '';

export const SHEET_COLUMNS: SheetColumn[] = [
  { key: 'item_no', header: '货号', width: 14, write: text('item_no') },
  { key: 'name', header: '产品名称', width: 28, write: text('name') },
  ...PLASMID_TEXT_FIELDS.map(([key, label]) => ({ key, header: headerOf(key, label), width: 16, write: text(key) })),
  ...PLASMID_CHOICE_FIELDS.map((f) => ({
    key: f.column,
    header: headerOf(f.column, f.label),
    width: 14,
    write: (row: PlasmidRecord) => {
      const value = row[f.column];
      return f.options.find((o) => o.value === value)?.label ?? value ?? '';
    },
  })),
  { key: 'function_introduction', header: '功能介绍', width: 40, write: text('function_introduction') },
  { key: 'introduction', header: '质粒介绍', width: 40, write: text('introduction') },
  { key: 'sort', header: '排序', width: 8, write: (row) => row.sort },
  {
    key: 'status',
    header: '状态',
    width: 8,
    write: (row) => PLASMID_STATUS_LABELS[row.status === 0 ? 0 : 1],
    read: (t) => (t === '显示' ? 1 : t === '隐藏' ? 0 : t),
  },
];

/** The same columns for the CSV export (server/http/table-export.ts). */
export const PLASMID_EXPORT_SHEET: ExportSheet<PlasmidRecord> = {
  title: PLASMID_SHEET,
  asciiName: 'plasmids',
  columns: SHEET_COLUMNS.map((c) => ({ header: c.header, width: c.width, value: c.write })),
};

async function loadExcel() {
  return (await import('exceljs')).default;
}

/** The workbook of the given rows; `total` above them means the export was cut, said on a second sheet. */
export async function buildPlasmidWorkbook(rows: PlasmidRecord[], total: number): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'gene-editing-site';
  const sheet = workbook.addWorksheet(PLASMID_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(SHEET_COLUMNS.map((c) => c.write(row)));
  const notes = workbook.addWorksheet('说明');
  notes.addRow(['第一行为表头，请勿修改；每行一个质粒。货号已存在的行更新该质粒，其余新增；留空的单元格清空该字段。']);
  notes.addRow(['序列与图谱元件不在表中，请在后台上传 GenBank 或 FASTA 文件。']);
  notes.addRow([`每次最多导入 ${PLASMID_IMPORT_MAX_ROWS} 行；任何一行有错误时不导入任何质粒。`]);
  if (total > rows.length) notes.addRow([`共 ${total} 个符合筛选条件，本文件只含最新的 ${rows.length} 个；请缩小筛选范围分批导出。`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRow {
  /** The row's number in Excel. */
  row: number;
  /** Form values by column key (blank cells absent, so the schema reads them as empty). */
  values: Record<string, unknown>;
}

/** `columns`: the keys the sheet carries (an update changes only those); `stopped`: the pool's refusal. */
export type SheetRead = { ok: true; rows: SheetRow[]; columns: Set<string> } | { ok: false; message: string } | { ok: false; stopped: ApiError };

/** The answer to a file the shared reader refused. */
const REFUSALS: Record<SheetRefusal, string> = {
  'not-zip': PLASMID_ADMIN_MESSAGES.importWrongType,
  'too-large': PLASMID_ADMIN_MESSAGES.importTooLarge,
  unpacked: PLASMID_ADMIN_MESSAGES.importUnpackedTooLarge,
  entries: PLASMID_ADMIN_MESSAGES.importTooManyEntries,
  ratio: SPREADSHEET_MESSAGES.suspiciousRatio,
  rows: PLASMID_ADMIN_MESSAGES.importTooManyRows,
  text: PLASMID_ADMIN_MESSAGES.importTooMuchText,
  'no-sheet': PLASMID_ADMIN_MESSAGES.importBadTemplate,
};

/** The filled rows of the first sheet, bounded as the header comment says. */
export async function readPlasmidSheet(content: Buffer, pool: ParsePool): Promise<SheetRead> {
  const read = await pool.run('plasmid-sheet', { content: ownBytes(content), limits: PLASMID_IMPORT_LIMITS });
  if (!read.ok) return { ok: false, stopped: parseRefusal(read) };
  const sheet = read.value;
  if (!sheet.ok) return { ok: false, message: REFUSALS[sheet.reason] };
  // The first row is the header; columns are found by their header, in any order.
  const byHeader = new Map(SHEET_COLUMNS.map((c) => [c.header, c]));
  const columnAt = new Map<number, SheetColumn>();
  sheet.header.forEach((header, index) => {
    const column = byHeader.get(header);
    if (column) columnAt.set(index, column);
  });
  const keys = new Set([...columnAt.values()].map((c) => c.key));
  if (!keys.has('item_no') || !keys.has('name')) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importBadTemplate };
  const rows: SheetRow[] = [];
  for (const { number, cells } of sheet.rows) {
    const values: Record<string, unknown> = {};
    for (const [index, column] of columnAt) {
      const cell = cells[index];
      if (cell) values[column.key] = column.read ? column.read(cell) : cell;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  }
  if (rows.length === 0) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importEmpty };
  return { ok: true, rows, columns: keys };
}

/** The header a column key is shown under (problems name the column as the editor sees it). */
export function headerOfKey(key: string): string {
  return SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;
}
