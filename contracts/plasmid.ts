// Shapes and messages of the plasmid calls (/api/v1/zhili/*), shared by the server and the plasmid
// pages: the list call's parameters, its page in both readings of the specification, the detail with
// its fields in the order that decides the page's blocks, and the sequence downloads.
import { z } from 'zod';
import { isBlank, requiredInt } from './form-fields.ts';
import { PLASMID_FILTERS, type PlasmidFilterKey } from './plasmid-filters.ts';

export const PLASMID_MESSAGES = {
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  idRequired: '请选择质粒',
  idInvalid: '质粒ID格式不正确',
  notFound: '质粒不存在',
  formatInvalid: '下载格式不正确',
  noSequence: '该质粒暂无序列',
} as const;

/** Page size options of the list (spec section 9); the first is the default of the 1-based reading. */
export const PLASMID_PAGE_SIZES = [10, 50] as const;
export const PLASMID_PAGE_SIZE = 10;
/** Upper bound of `size`, so one call cannot ask for the whole catalogue. */
export const PLASMID_MAX_SIZE = 100;
/** Longest name or item-number search term; longer input is cut, not refused (it comes from a search box). */
export const PLASMID_SEARCH_MAX = 100;
/** Pages beyond this are answered empty without asking the database. */
export const PLASMID_MAX_PAGE = 1_000_000;

/**
 * The index page's quick links (spec "Plasmid platform"): the main classification is the filter, the
 * sub classification its option. A click stores both in local storage.
 */
export const PLASMID_QUICK_LINKS = [
  { main: 'plasmidHost', sub: 'e_coli' },
  { main: 'plasmidHost', sub: 'mammalian' },
  { main: 'plasmidUsage', sub: 'gene_editing' },
  { main: 'plasmidUsage', sub: 'gene_template' },
  { main: 'plasmidFluorescentMarker', sub: 'green' },
  { main: 'plasmidFluorescentMarker', sub: 'red' },
] as const satisfies ReadonlyArray<{ main: PlasmidFilterKey; sub: string }>;

/** A whole number sent as a number or a string; null when malformed. */
function wholeNumber(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * `page` counts from 1 (the reading with page size 10). The other reading starts at 0: page 0 is
 * therefore also the first page, so both kinds of caller get their first page.
 */
const pageParam = z.unknown().optional().transform((value, ctx) => {
  if (isBlank(value)) return 1;
  const n = wholeNumber(value);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: PLASMID_MESSAGES.pageInvalid });
    return z.NEVER;
  }
  return Math.max(1, n);
});

const sizeParam = z.unknown().optional().transform((value, ctx) => {
  if (isBlank(value)) return PLASMID_PAGE_SIZE;
  const n = wholeNumber(value);
  if (n === null || n < 1 || n > PLASMID_MAX_SIZE) {
    ctx.addIssue({ code: 'custom', message: PLASMID_MESSAGES.sizeInvalid });
    return z.NEVER;
  }
  return n;
});

/** A filter or search parameter: any scalar becomes trimmed text; absent, null and '' become null. */
const textParam = z.unknown().optional().transform((value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().slice(0, PLASMID_SEARCH_MAX);
  return text === '' ? null : text;
});

const filterShape = Object.fromEntries(PLASMID_FILTERS.map((f) => [f.key, textParam])) as Record<PlasmidFilterKey, typeof textParam>;

/**
 * `/api/v1/zhili/index`: page, size, the seven filters ('all', '' or null = no filter; the option's
 * slug or its Chinese label), itemNo and name (contained, case-insensitive).
 */
export const plasmidIndexInput = z.object({
  page: pageParam,
  size: sizeParam,
  ...filterShape,
  itemNo: textParam,
  name: textParam,
});
export type PlasmidListQuery = z.output<typeof plasmidIndexInput>;

const idParam = requiredInt(PLASMID_MESSAGES.idRequired, PLASMID_MESSAGES.idInvalid);

/** `/api/v1/zhili/read`: the plasmid's id (the detail page's `listId`). */
export const plasmidReadInput = z.object({ id: idParam });

export const PLASMID_DOWNLOAD_FORMATS = ['fasta', 'genbank'] as const;
export type PlasmidDownloadFormat = (typeof PLASMID_DOWNLOAD_FORMATS)[number];

/**
 * `/api/v1/zhili/download`: the sequence as a FASTA or GenBank file named by the item number. The
 * detail page in preview passes its token on, so a hidden plasmid's file downloads there too; a bad
 * or foreign token is no error, it just previews nothing (the plasmid must then be shown).
 */
export const plasmidDownloadInput = z.object({
  id: idParam,
  format: z.enum(PLASMID_DOWNLOAD_FORMATS, { error: PLASMID_MESSAGES.formatInvalid }),
  preview: z.string().optional().catch(undefined).describe('预览令牌（详情页预览链接中的 preview）：未发布的质粒仅凭该质粒的有效令牌可下载，答复不缓存'),
});

/**
 * A list row. The specification saw two spellings of the item number and the species, so both are
 * given. Filter fields hold the option slug (what the filters take); `labels` are what pages show.
 */

/** The detail blocks in page order; `fields` in the order the read call gives them. */
export const PLASMID_DETAIL_BLOCKS = [
  {
    id: 'product',
    title: '产品信息',
    fields: [
      ['item_no', '货号'],
      ['name', '产品名称'],
      ['specification', '规格'],
      ['price', '价格'],
      ['alias', '别名'],
    ],
  },
  {
    id: 'basic',
    title: '基本信息',
    fields: [
      ['promoter', '启动子'],
      ['replicon', '复制子'],
      ['terminator', '终止子'],
      ['classification', '载体分类'],
      ['size', '质粒大小'],
      ['tag', '标签'],
      ['nuclear_resistance', '原核抗性'],
      ['eukaryotic_resistance', '真核抗性'],
      ['clone_strain', '克隆菌株'],
      ['culture_condition', '培养条件'],
      ['expression_host', '表达宿主'],
      ['selection_marker', '筛选标记'],
      ['induced_way', '诱导方式'],
      ['three_sequence_primer', "3' 测序引物"],
      ['five_sequence_primer', "5' 测序引物"],
      ['remark', '备注'],
    ],
  },
  {
    id: 'properties',
    title: '质粒属性',
    fields: [
      ['plasmid_host', '质粒宿主'],
      ['plasmid_usage', '质粒用途'],
      ['plasmid_type', '质粒类型'],
      ['plasmid_species', '物种'],
      ['plasmid_fragment_species', '片段物种'],
      ['plasmid_fragment_type', '片段类型'],
      ['plasmid_nuclear_resistance', '原核抗性'],
      ['plasmid_eukaryotic_resistance', '真核抗性'],
      ['plasmid_selection_marker', '筛选标记'],
      ['plasmid_fluorescent_marker', '荧光标记'],
    ],
  },
  { id: 'function', title: '功能介绍', fields: [['functionIntroduction', '功能介绍']] },
  { id: 'introduction', title: '质粒介绍', fields: [['introduction', '质粒介绍']] },
  { id: 'map', title: '质粒图谱', fields: [['profile', '质粒图谱']] },
  { id: 'sequence', title: '质粒序列', fields: [['sequence', '质粒序列']] },
] as const;

export type PlasmidDetailBlock = (typeof PLASMID_DETAIL_BLOCKS)[number];
export type PlasmidDetailField = PlasmidDetailBlock['fields'][number][0];

/** Every detail field, in the order of the read call's answer. */
export const PLASMID_DETAIL_FIELDS: readonly PlasmidDetailField[] = PLASMID_DETAIL_BLOCKS.flatMap((b) => b.fields.map(([key]) => key));

/** Shown where a detail field has no text. */
export const PLASMID_NO_INFO = '暂无信息';

/**
 * `/api/v1/zhili/read` data: `id`, then every detail field in block order (missing text is null;
 * `functionIntroduction` and `introduction` are sanitised HTML; `profile` is the map picture's URL),
 * then `features`: the annotated map features, 1-based inclusive positions.
 */
