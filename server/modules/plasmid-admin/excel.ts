// The plasmid sheet: the export of the filtered list and the import reading it back. One row per
// plasmid, one column per field with the detail page's label (choices as their Chinese labels, status
// 显示/隐藏); the sequence and its features are not in the sheet (an Excel cell holds 32 767 characters;
// they come from a GenBank/FASTA file). The key is 货号 (item_no, unique): a row whose 货号 exists
// updates that plasmid, any other row adds one.
// Bounds before anything is unpacked: the file (5 MB), what its zip declares it unpacks to (50 MB),
// then rows are streamed with a counter and the import stops at row 5 001 without reading further.
// exceljs is loaded on the first export or import, not when the app starts.
import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';
import {
  PLASMID_ADMIN_MESSAGES,
  PLASMID_CHOICE_FIELDS,
  PLASMID_IMPORT_MAX_BYTES,
  PLASMID_IMPORT_MAX_ROWS,
  PLASMID_IMPORT_MAX_UNPACKED_BYTES,
  PLASMID_STATUS_LABELS,
  PLASMID_TEXT_FIELDS,
} from '../../../contracts/plasmid-admin.ts';
import type { PlasmidRecord } from './repo.ts';
import { declaredUnpackedSize } from './zip-bounds.ts';

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

/** A cell's value as plain text (numbers, rich text, hyperlinks and formula results included). */
function cellText(value: CellValue | undefined): string {
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

export interface SheetRow {
  /** The row's number in Excel. */
  row: number;
  /** Form values by column key (blank cells absent, so the schema reads them as empty). */
  values: Record<string, unknown>;
}

/** `columns`: the keys the sheet carries (an update changes only those). */
export type SheetRead = { ok: true; rows: SheetRow[]; columns: Set<string> } | { ok: false; message: string };

/** The filled rows of the first sheet, bounded as the header comment says. */
export async function readPlasmidSheet(content: Buffer): Promise<SheetRead> {
  if (content.length > PLASMID_IMPORT_MAX_BYTES) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importTooLarge };
  const bounds = declaredUnpackedSize(content);
  if (!bounds.ok) {
    return { ok: false, message: bounds.reason === 'zip64' ? PLASMID_ADMIN_MESSAGES.importUnpackedTooLarge : PLASMID_ADMIN_MESSAGES.importWrongType };
  }
  if (bounds.unpacked > PLASMID_IMPORT_MAX_UNPACKED_BYTES) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importUnpackedTooLarge };

  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let columnAt: Map<number, SheetColumn> | null = null;
  let filled = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = row.values as CellValue[];
        if (!columnAt) {
          // The first row is the header; columns are found by their header, in any order.
          const byHeader = new Map(SHEET_COLUMNS.map((c) => [c.header, c]));
          columnAt = new Map();
          cells.forEach((cell, index) => {
            const column = byHeader.get(cellText(cell));
            if (column) columnAt!.set(index, column);
          });
          const keys = new Set([...columnAt.values()].map((c) => c.key));
          if (!keys.has('item_no') || !keys.has('name')) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importBadTemplate };
          continue;
        }
        const values: Record<string, unknown> = {};
        let any = false;
        for (const [index, column] of columnAt) {
          const cell = cellText(cells[index]);
          if (!cell) continue;
          any = true;
          values[column.key] = column.read ? column.read(cell) : cell;
        }
        if (!any) continue;
        if (++filled > PLASMID_IMPORT_MAX_ROWS) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importTooManyRows };
        rows.push({ row: row.number, values });
      }
      break; // the first sheet only
    }
  } catch {
    return { ok: false, message: PLASMID_ADMIN_MESSAGES.importWrongType };
  }
  if (!columnAt) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importBadTemplate };
  if (rows.length === 0) return { ok: false, message: PLASMID_ADMIN_MESSAGES.importEmpty };
  return { ok: true, rows, columns: new Set([...columnAt.values()].map((c) => c.key)) };
}

/** The header a column key is shown under (problems name the column as the editor sees it). */
export function headerOfKey(key: string): string {
  return SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;
}
