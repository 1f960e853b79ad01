// Editing the plasmid catalogue in the console: the form's fields with the labels of the public detail
// page (PLASMID_DETAIL_BLOCKS), their rules and Chinese messages (the form shows them, the server
// refuses with them), the sequence file upload's and the Excel import's limits.
import { englishText } from './english-content.ts';
import { z } from 'zod';
import { optionalLink } from './link-field.ts';
import { choice, isBlank, numberFromText, optionalInt, optionalText, requiredId, requiredText } from './form-fields.ts';
import { PLASMID_DETAIL_BLOCKS, type PlasmidDetailBlock, type PlasmidDetailField } from './plasmid-constants.ts';
import { PLASMID_FILTERS, type PlasmidFilterOption } from './plasmid-filters.ts';
import { inWan, SPREADSHEET_MAX_ENTRIES, type SpreadsheetLimits } from './spreadsheet-import.ts';

/** Longest sequence stored (bp): any plasmid and most BACs; the save's JSON body stays under 1 MB. */
export const PLASMID_SEQUENCE_MAX = 200_000;
/** Most map features of one plasmid. */
export const PLASMID_FEATURES_MAX = 1000;
/** A GenBank or FASTA file of the sequence upload. */
export const SEQUENCE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SEQUENCE_FILE_EXTENSIONS = ['.gb', '.gbk', '.genbank', '.fa', '.fasta', '.fna', '.fas'] as const;
/** The Excel import: the file as sent, what its zip may unpack to in all, the rows of its sheet. */
export const PLASMID_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PLASMID_IMPORT_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const PLASMID_IMPORT_MAX_ROWS = 5000;
/**
 * 5 001 rows of the sheet's 36 columns are 180 036 texts; 16 million characters are 3 200 a plasmid
 * (CJK text at 3 bytes a character fills the 50 MB unpacked bound at about that). A sheet at both
 * bounds needed 96-128 MB of heap to read (decision 0060), within its parse worker's 256 MB.
 */
export const PLASMID_IMPORT_MAX_SHARED_STRINGS = 250_000;
export const PLASMID_IMPORT_MAX_SHARED_CHARS = 16_000_000;
export const PLASMID_IMPORT_LIMITS: SpreadsheetLimits = {
  maxBytes: PLASMID_IMPORT_MAX_BYTES,
  maxUnpackedBytes: PLASMID_IMPORT_MAX_UNPACKED_BYTES,
  maxEntries: SPREADSHEET_MAX_ENTRIES,
  maxRows: PLASMID_IMPORT_MAX_ROWS,
  maxSharedStrings: PLASMID_IMPORT_MAX_SHARED_STRINGS,
  maxSharedChars: PLASMID_IMPORT_MAX_SHARED_CHARS,
};
/** Rich text of the two introduction fields. */
const HTML_MAX = 100_000;

export const PLASMID_ADMIN_MESSAGES = {
  itemNoRequired: '请输入货号',
  nameRequired: '请输入产品名称',
  itemNoTaken: '货号已存在',
  idRequired: '请选择质粒',
  statusInvalid: '状态不正确',
  sortInvalid: '排序须为 0 到 999999 的整数',
  sequenceInvalid: '序列只能包含碱基字母（A、C、G、T、N 等）',
  sequenceTooLong: `序列最长 ${PLASMID_SEQUENCE_MAX} bp`,
  /** A sequence file's first record, counted as its ORIGIN (or FASTA lines) is read. */
  sequenceFileTooLong: `序列长度超过 ${PLASMID_SEQUENCE_MAX / 1000} kbp 上限（${PLASMID_SEQUENCE_MAX} bp），请只上传一个质粒的序列`,
  featuresInvalid: '图谱元件格式不正确',
  featuresTooMany: `图谱元件最多 ${PLASMID_FEATURES_MAX} 个`,
  featureOutOfRange: '图谱元件的位置超出序列长度',
  featuresWithoutSequence: '没有序列时不能保存图谱元件',
  created: '质粒已添加',
  saved: '质粒已保存',
  shown: '质粒已显示',
  hidden: '质粒已隐藏',
  removed: '质粒已删除',
  sequenceFileRequired: '请选择序列文件',
  sequenceFileTooLarge: '序列文件不能超过 5 MB',
  sequenceFileType: '只能上传 GenBank（.gb/.gbk）或 FASTA（.fa/.fasta）格式的序列文件',
  sequenceFileUnreadable: '无法解析该序列文件，请检查是否为有效的 GenBank 或 FASTA 文件',
  sequenceFileNotDna: '文件中的序列不是 DNA 序列',
  sequenceFileProtein: '文件中的序列是蛋白质序列，不是 DNA 序列',
  sequenceFileSymbol: (line: number, column: number, char: string) =>
    `序列文件第 ${line} 行第 ${column} 个字符“${char}”不是核酸代码：序列只能包含 A、C、G、T、N 等 IUPAC 核酸代码（大小写均可），不能有 -、*、. 或数字`,
  importWrongType: '只能上传Excel(.xlsx)格式的文件',
  importTooLarge: '文件过大，不能超过 5 MB',
  importUnpackedTooLarge: '文件解压后超过 50 MB，请拆分后再导入',
  importTooManyEntries: `文件不是有效的Excel文件：内含部件不得超过 ${SPREADSHEET_MAX_ENTRIES} 个`,
  importTooManyRows: `每次最多导入 ${PLASMID_IMPORT_MAX_ROWS} 行，请拆分后再导入`,
  importTooMuchText: `文件中的单元格文字过多（最多 ${inWan(PLASMID_IMPORT_MAX_SHARED_STRINGS)}条、共 ${inWan(PLASMID_IMPORT_MAX_SHARED_CHARS)}字），请拆分后再导入`,
  importBadTemplate: '文件不是质粒导入表：第一行须为表头，且含“货号”和“产品名称”两列',
  importEmpty: '文件中没有质粒',
  importDuplicate: '货号在文件中重复',
  importFailed: (n: number) => `导入失败：共 ${n} 处错误，未导入任何质粒`,
  imported: (created: number, updated: number) => `导入成功：新增 ${created} 个，更新 ${updated} 个`,
} as const;

/** Shown (1) or hidden (0) on the public site. */
export const PLASMID_STATUS_LABELS = { 1: '显示', 0: '隐藏' } as const;

/**
 * Every field's label as the detail page shows it (PLASMID_DETAIL_BLOCKS): the console's editor, the
 * import and the filters' form labels read the same words (plasmid_species is 物种 there, 片段物种 in
 * the list's filter title).
 */
const DETAIL_LABEL = Object.fromEntries(PLASMID_DETAIL_BLOCKS.flatMap((block): ReadonlyArray<readonly [string, string]> => block.fields)) as Record<PlasmidDetailField, string>;

/** The seven filter columns: their select options (without 全部), the form label, the list filter's title. */
export const PLASMID_CHOICE_FIELDS = PLASMID_FILTERS.map((f) => ({
  column: f.column,
  label: DETAIL_LABEL[f.column],
  filterTitle: f.title,
  options: (f.options as readonly PlasmidFilterOption[]).filter((o) => o.value !== 'all'),
}));
type ChoiceColumn = (typeof PLASMID_FILTERS)[number]['column'];

/** The detail blocks of short fields; the others hold one long text, the map or the sequence each. */
type FieldBlock = Extract<PlasmidDetailBlock, { id: 'product' | 'basic' | 'properties' }>;
/** A free-text column: a short field that is neither the item's identity (货号, 产品名称) nor a choice. */
type TextColumn = Exclude<FieldBlock['fields'][number][0], 'item_no' | 'name' | ChoiceColumn>;
const NOT_TEXT = new Set<string>(['item_no', 'name', ...PLASMID_FILTERS.map((f) => f.column)]);

/** A block's free-text columns, in the detail page's order (PLASMID_DETAIL_BLOCKS). */
export function plasmidTextColumns(block: FieldBlock['id']): TextColumn[] {
  const fields: ReadonlyArray<readonly [string, string]> = PLASMID_DETAIL_BLOCKS.find((b) => b.id === block)?.fields ?? [];
  return fields.map(([key]) => key).filter((key): key is TextColumn => !NOT_TEXT.has(key));
}

/** Free-text columns, in the detail page's order, then the map picture's address (its own label here). */
const TEXT_COLUMNS = (['product', 'basic', 'properties'] as const).flatMap(plasmidTextColumns);

/** Free-text columns with their labels. */
export const PLASMID_TEXT_FIELDS: ReadonlyArray<readonly [PlasmidTextColumn, string]> = [
  ...TEXT_COLUMNS.map((column) => [column, DETAIL_LABEL[column]] as const),
  ['profile', '质粒图谱（图片地址）'],
];
export type PlasmidTextColumn = TextColumn | 'profile';

const TEXT_MAX: Partial<Record<PlasmidTextColumn, number>> = { remark: 2000, profile: 500 };

/** A choice column: one of its slugs, or its Chinese label (Excel and old data carry labels), or empty. */
function choiceField(column: ChoiceColumn) {
  const field = PLASMID_CHOICE_FIELDS.find((f) => f.column === column)!;
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return null;
      const text = String(value).trim();
      return field.options.find((o) => o.value === text || o.label === text)?.value ?? text;
    },
    z.string().nullable().refine((v) => v === null || field.options.some((o) => o.value === v), { message: `${field.label}的取值不正确` }),
  );
}

const featureSchema = z.object({
  name: z.string().trim().min(1).max(200),
  start: z.number().int().min(1),
  end: z.number().int().min(1),
  direction: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  type: z.string().trim().max(50),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .optional(),
});

/** Bases only: white space, digits and line breaks (a pasted GenBank ORIGIN) are dropped, the rest must be IUPAC codes. */
const sequenceField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s\d/]/g, '').toUpperCase() : value === null || value === undefined ? '' : value),
  z
    .string({ error: PLASMID_ADMIN_MESSAGES.sequenceInvalid })
    .regex(/^[ACGTURYKMSWBDHVN]*$/, PLASMID_ADMIN_MESSAGES.sequenceInvalid)
    .max(PLASMID_SEQUENCE_MAX, PLASMID_ADMIN_MESSAGES.sequenceTooLong)
    .transform((s) => (s === '' ? null : s)),
);

const textShape = Object.fromEntries(PLASMID_TEXT_FIELDS.map(([column]) => [column, optionalText(TEXT_MAX[column] ?? 200)])) as Record<
  Exclude<PlasmidTextColumn, 'profile'>,
  ReturnType<typeof optionalText>
>;
const choiceShape = Object.fromEntries(PLASMID_FILTERS.map((f) => [f.column, choiceField(f.column)])) as Record<ChoiceColumn, ReturnType<typeof choiceField>>;

/** Every field of a plasmid as the console's form (and the Excel import row) sends it. */
export const plasmidFields = {
  item_no: requiredText(PLASMID_ADMIN_MESSAGES.itemNoRequired, 50),
  name: requiredText(PLASMID_ADMIN_MESSAGES.nameRequired, 200),
  ...textShape,
  /** The map picture shown when there is no sequence (a text column of the form and the Excel sheet). */
  profile: optionalLink('picture', TEXT_MAX.profile),
  ...choiceShape,
  function_introduction: optionalText(HTML_MAX),
  introduction: optionalText(HTML_MAX),
  // English text beside the Chinese (decision 0033). Absent leaves the stored value, so an Excel import
  // (which carries no English columns) keeps what editors translated.
  en_specification: englishText(200),
  en_classification: englishText(200),
  en_nuclear_resistance: englishText(200),
  en_eukaryotic_resistance: englishText(200),
  en_culture_condition: englishText(500),
  en_expression_host: englishText(500),
  en_selection_marker: englishText(200),
  en_induced_way: englishText(200),
  en_remark: englishText(2000),
  en_function_introduction: englishText(HTML_MAX),
  en_introduction: englishText(HTML_MAX),
  sort: optionalInt(PLASMID_ADMIN_MESSAGES.sortInvalid, 999_999, true).transform((v) => v ?? 0),
  status: choice([0, 1] as const, PLASMID_ADMIN_MESSAGES.statusInvalid).optional().transform((v) => v ?? 1),
};

/** The fields the Excel sheet carries: everything but the sequence and its features (a cell holds 32 767 characters). */
export const plasmidRowInput = z.object(plasmidFields);

const withSequence = {
  ...plasmidFields,
  sequence: sequenceField,
  features: z
    .array(featureSchema, { error: PLASMID_ADMIN_MESSAGES.featuresInvalid })
    .max(PLASMID_FEATURES_MAX, PLASMID_ADMIN_MESSAGES.featuresTooMany)
    .optional()
    .transform((v) => v ?? []),
};

export const plasmidCreateInput = z.object(withSequence);
export const plasmidUpdateInput = z.object({ id: requiredId(PLASMID_ADMIN_MESSAGES.idRequired), ...withSequence });
export const plasmidIdInput = z.object({ id: requiredId(PLASMID_ADMIN_MESSAGES.idRequired) });
export const plasmidStatusInput = z.object({
  id: requiredId(PLASMID_ADMIN_MESSAGES.idRequired),
  status: choice([0, 1] as const, PLASMID_ADMIN_MESSAGES.statusInvalid),
});

export type PlasmidCreateValues = z.output<typeof plasmidCreateInput>;
export type PlasmidRowValues = z.output<typeof plasmidRowInput>;

/** The list's filters: keyword (货号, 名称 or 别名), the seven choice columns, status. */
const filterParam = z.preprocess((v) => (isBlank(v) || v === 'all' ? undefined : String(v).trim()), z.string().max(100).optional());
export const plasmidAdminFilterFields = {
  keyword: z.preprocess((v) => (isBlank(v) ? undefined : String(v).trim().slice(0, 100)), z.string().optional()),
  ...(Object.fromEntries(PLASMID_FILTERS.map((f) => [f.column, filterParam])) as Record<ChoiceColumn, typeof filterParam>),
  status: z.preprocess((v) => (isBlank(v) ? undefined : numberFromText(v)), z.union([z.literal(0), z.literal(1)]).optional()).catch(undefined),
};
