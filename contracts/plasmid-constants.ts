// The plasmid pages' sizes, messages, quick links and detail blocks without the calls' zod schemas
// (plasmid.ts), so the list and detail pages do not load zod.
import type { PlasmidFilterKey } from './plasmid-filters.ts';

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
