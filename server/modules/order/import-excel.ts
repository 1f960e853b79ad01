// Batch import of samples from Excel (beyond the specification): the template of each order kind
// (one column per form field, drop-down lists for the choices) and the reader that turns a filled
// workbook into samples, every row checked by the same `checkSample` as the form. Problems name the
// row and the column as the customer sees them in Excel.
import type { SampleOrderKind } from '../../../contracts/order.ts';
import { checkSample, type SampleValues } from '../../../contracts/order-sample.ts';
import { AMPLICON_DEFAULTS, BULGE_OPTIONS, GROUPS, GUIDE_DEFAULTS, MEDIA, MISMATCH_OPTIONS, NUCLEASES, PERSONALISATION, SAMPLE_TYPES, SPECIES } from '../../../contracts/order-sample-options.ts';
import { ORDER_IMPORT_LIMITS, ORDER_IMPORT_MAX_ROWS as IMPORT_MAX_ROWS, ORDER_IMPORT_MESSAGES as IMPORT_MESSAGES, SPREADSHEET_MESSAGES } from '../../../contracts/spreadsheet-import.ts';
import type { ApiError } from '../../http/errors.ts';
import type { SheetRefusal } from '../../http/spreadsheet-reader.ts';
import type { ParsePool } from '../../parsing/parse-pool.ts';
import { parseRefusal } from '../../parsing/parse-refusal.ts';
import { ownBytes } from '../../parsing/parse-tasks.ts';

export { IMPORT_MESSAGES };

interface Column {
  key: string;
  header: string;
  options?: readonly (string | number)[];
  width?: number;
}

const YES_NO = ['是', '否'] as const;

const COMMON_HEAD: Column[] = [
  { key: 'name', header: '样本名称', width: 18 },
  { key: 'type', header: '样本类型', options: SAMPLE_TYPES },
  { key: 'type_other', header: '其他样本类型' },
  { key: 'jiezhi', header: '溶解介质', options: MEDIA },
  { key: 'jiezhi_other', header: '其他溶解介质' },
  { key: 'is_edta', header: '是否含EDTA', options: YES_NO },
  { key: 'edta_nongdu', header: 'EDTA浓度(%)' },
  { key: 'nongdu', header: '浓度(ng/ul)' },
  { key: 'tiji', header: '体积(ul)' },
  { key: 'laiyuan', header: '物种来源', options: SPECIES },
  { key: 'laiyuan_other', header: '基因组下载地址' },
  { key: 'fenxi_leixing', header: '分析类型', options: GROUPS },
  { key: 'duizhao', header: '对照样本名称' },
];

export const IMPORT_COLUMNS: Record<SampleOrderKind, Column[]> = {
  guide: [
    ...COMMON_HEAD,
    { key: 'xulie', header: 'sgRNA+PAM序列(多条用逗号分隔)', width: 40 },
    { key: 'hexuanmei', header: '核酸酶', options: NUCLEASES },
    { key: 'hexuanmei_other', header: '其他核酸酶' },
    { key: 'cuopei_fazhi', header: '错配阈值', options: MISMATCH_OPTIONS },
    { key: 'tudian_fazhi', header: '凸点阈值', options: BULGE_OPTIONS },
    { key: 'is_odn', header: '是否需要ODN插入检测', options: YES_NO },
    { key: 'odn_xulie', header: 'ODN侧翼序列', width: 30 },
    { key: 'remark', header: '备注', width: 30 },
  ],
  amplicon: [
    ...COMMON_HEAD,
    { key: 'xulie', header: 'sgRNA+PAM序列', width: 30 },
    { key: 'hexuanmei', header: '核酸酶', options: NUCLEASES },
    { key: 'hexuanmei_other', header: '其他核酸酶' },
    { key: 'weidian_juli', header: '编辑位点距PAM距离' },
    { key: 'chuangkou_size', header: '编辑窗口大小' },
    { key: 'is_yinwu', header: '是否需要设计引物', options: YES_NO },
    { key: 'zheng_xulie', header: '正向引物序列', width: 26 },
    { key: 'fan_xulie', header: '反向引物序列', width: 26 },
    { key: 'tuihuo_wendu', header: '退火温度' },
    { key: 'kuozhan_xulie', header: '扩增子产物序列(150-300)', width: 40 },
    { key: 'yinwu_xulie', header: '侧翼序列', width: 30 },
    { key: 'is_dipin', header: '是否低频分析', options: YES_NO },
    { key: 'dipin_zhi', header: '低频阈值(0-1)' },
    { key: 'gexinghua_type', header: '个性化需求', options: PERSONALISATION },
    { key: 'gexinghua_other', header: '其他个性化需求' },
    { key: 'shiyan_name', header: '实验名称' },
    { key: 'remark', header: '备注', width: 30 },
  ],
};

/**
 * exceljs (with its zip and XML readers) is loaded when a template is built or an import read, not
 * when the app starts: few requests need it.
 */
async function loadExcel() {
  return (await import('exceljs')).default;
}

const FLAG_KEYS = new Set(['is_edta', 'is_odn', 'is_yinwu', 'is_dipin']);
const SHEET_NAME = '样本';

/** The .xlsx template of a kind: a header row, one example row, drop-downs for the choices. */
export async function buildTemplate(kind: SampleOrderKind): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'gene-editing-site';
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow(kind));
  columns.forEach((column, index) => {
    if (!column.options) return;
    const letter = sheet.getColumn(index + 1).letter;
    for (let row = 2; row <= IMPORT_MAX_ROWS + 1; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${column.options.join(',')}"`],
      };
    }
  });
  const notes = workbook.addWorksheet('说明');
  notes.addRow(['第一行为表头，请勿修改；从第二行起每行一个样本（示例行可直接修改或删除）。']);
  notes.addRow(['留空的选择项取表单的默认值；隐藏条件下的字段（如样本类型不是DNA时的浓度）可留空。']);
  notes.addRow([`每次最多导入${IMPORT_MAX_ROWS}个样本；任何一行有错误时不导入任何样本。`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function exampleRow(kind: SampleOrderKind): Record<string, unknown> {
  const common = { name: 'Sample-1', type: 'DNA', jiezhi: 'ddH2O', is_edta: '否', nongdu: 100, tiji: 20, laiyuan: 'human hg38', fenxi_leixing: '实验组' };
  if (kind === 'guide') {
    return { ...common, xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GACCCCCTCCACCCCGCCTCCGG', hexuanmei: 'SpCas9', cuopei_fazhi: 6, tudian_fazhi: 1, is_odn: '否' };
  }
  return {
    ...common,
    xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
    hexuanmei: 'SpCas9',
    weidian_juli: -3,
    chuangkou_size: 20,
    is_yinwu: '否',
    zheng_xulie: 'ACGTACGTACGTACGTACGT',
    fan_xulie: 'TGCATGCATGCATGCATGCA',
    tuihuo_wendu: '60',
    kuozhan_xulie: 'ACGT'.repeat(50),
    is_dipin: '否',
    gexinghua_type: '无',
  };
}

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** The samples, the file's problems, or the pool's refusal (its heap, time or queue) as the call's answer. */
export type ImportResult = { ok: true; samples: SampleValues[] } | { ok: false; message: string; problems: ImportProblem[] } | { ok: false; stopped: ApiError };

/** True when the bytes look like an .xlsx file (a zip archive). */
export function looksLikeXlsx(filename: string, content: Buffer): boolean {
  return /\.xlsx$/i.test(filename) && content.length > 4 && content.readUInt32LE(0) === 0x04034b50;
}

/** The answer to a file the shared reader refused (its bounds, or not a spreadsheet at all). */
const REFUSALS: Record<SheetRefusal, string> = {
  'not-zip': IMPORT_MESSAGES.wrongType,
  'too-large': IMPORT_MESSAGES.tooLarge,
  unpacked: IMPORT_MESSAGES.unpackedTooLarge,
  entries: IMPORT_MESSAGES.tooManyEntries,
  ratio: SPREADSHEET_MESSAGES.suspiciousRatio,
  rows: IMPORT_MESSAGES.tooMany,
  text: IMPORT_MESSAGES.tooMuchText,
  'no-sheet': IMPORT_MESSAGES.badTemplate,
};

/**
 * Reads a filled template (its first sheet, within ORDER_IMPORT_LIMITS, in the pool's sample-sheet
 * worker); every row is checked here, all problems are reported together.
 */
export async function readImport(kind: SampleOrderKind, content: Buffer, pool: ParsePool): Promise<ImportResult> {
  const read = await pool.run('sample-sheet', { content: ownBytes(content), limits: ORDER_IMPORT_LIMITS });
  if (!read.ok) return { ok: false, stopped: parseRefusal(read) };
  const sheet = read.value;
  if (!sheet.ok) return { ok: false, message: REFUSALS[sheet.reason], problems: [] };
  const columns = IMPORT_COLUMNS[kind];
  const headerIndex = new Map<string, number>();
  sheet.header.forEach((text, col) => {
    if (text && !headerIndex.has(text)) headerIndex.set(text, col);
  });
  if (columns.some((c) => !headerIndex.has(c.header))) return { ok: false, message: IMPORT_MESSAGES.badTemplate, problems: [] };

  const defaults: Record<string, unknown> = kind === 'guide' ? { ...GUIDE_DEFAULTS, xulie: '' } : { ...AMPLICON_DEFAULTS };
  const samples: SampleValues[] = [];
  const problems: ImportProblem[] = [];
  const headerOf = new Map(columns.map((c) => [c.key, c.header]));
  for (const row of sheet.rows) {
    const raw: Record<string, unknown> = {};
    let filled = false;
    for (const column of columns) {
      const text = row.cells[headerIndex.get(column.header)!] ?? '';
      if (!text) continue;
      filled = true;
      raw[column.key] = FLAG_KEYS.has(column.key) ? ({ 是: 1, 否: 0 } as Record<string, number>)[text] ?? text : text;
    }
    if (!filled) continue;
    if (raw.remark) raw.is_remark = 1;
    const { values, issues } = checkSample(kind, { ...defaults, ...raw });
    for (const issue of issues) problems.push({ row: row.number, column: headerOf.get(issue.field) ?? issue.field, message: issue.message });
    if (issues.length === 0) samples.push(values);
  }
  if (problems.length > 0) return { ok: false, message: IMPORT_MESSAGES.failed(problems.length), problems };
  if (samples.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty, problems: [] };
  return { ok: true, samples };
}
