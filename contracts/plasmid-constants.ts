// The plasmid pages' sizes, messages, quick links and detail blocks without the calls' zod schemas
// (plasmid.ts), so the list and detail pages do not load zod.
import type { PlasmidFilterKey } from './plasmid-filters.ts';
import { withEnglish } from './english-messages.ts';

export const PLASMID_MESSAGES = {
  pageInvalid: '页码格式不正确',
  sizeInvalid: '每页条数格式不正确',
  idRequired: '请选择质粒',
  idInvalid: '质粒ID格式不正确',
  notFound: '质粒不存在',
  formatInvalid: '下载格式不正确',
  noSequence: '该质粒暂无序列',
} as const;

withEnglish(PLASMID_MESSAGES, {
  pageInvalid: 'The page number is not valid',
  sizeInvalid: 'The page size is not valid',
  idRequired: 'Please choose a plasmid',
  idInvalid: 'The plasmid ID is not valid',
  notFound: 'No such plasmid',
  formatInvalid: 'The download format is not valid',
  noSequence: 'This plasmid has no sequence yet',
});

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

// The English of the block titles and field labels, by block id and field key; an English page shows
// a label through messageIn (contracts/english-messages.ts).
withEnglish(Object.fromEntries(PLASMID_DETAIL_BLOCKS.map((b) => [b.id, b.title])) as Record<PlasmidDetailBlock['id'], string>, {
  product: 'Product information',
  basic: 'Basic information',
  properties: 'Plasmid properties',
  function: 'Function',
  introduction: 'About the plasmid',
  map: 'Plasmid map',
  sequence: 'Plasmid sequence',
});
withEnglish(Object.fromEntries(PLASMID_DETAIL_BLOCKS.flatMap((b) => b.fields.map(([key, label]) => [key, label]))) as Record<PlasmidDetailField, string>, {
  item_no: 'Item no.',
  name: 'Product name',
  specification: 'Specification',
  price: 'Price',
  alias: 'Alias',
  promoter: 'Promoter',
  replicon: 'Replicon',
  terminator: 'Terminator',
  classification: 'Vector type',
  size: 'Plasmid size',
  tag: 'Tag',
  nuclear_resistance: 'Prokaryotic resistance',
  eukaryotic_resistance: 'Eukaryotic resistance',
  clone_strain: 'Cloning strain',
  culture_condition: 'Culture conditions',
  expression_host: 'Expression host',
  selection_marker: 'Selection marker',
  induced_way: 'Induction',
  three_sequence_primer: "3' sequencing primer",
  five_sequence_primer: "5' sequencing primer",
  remark: 'Remarks',
  plasmid_host: 'Plasmid host',
  plasmid_usage: 'Plasmid usage',
  plasmid_type: 'Plasmid type',
  plasmid_species: 'Species',
  plasmid_fragment_species: 'Fragment species',
  plasmid_fragment_type: 'Fragment type',
  plasmid_nuclear_resistance: 'Prokaryotic resistance',
  plasmid_eukaryotic_resistance: 'Eukaryotic resistance',
  plasmid_selection_marker: 'Selection marker',
  plasmid_fluorescent_marker: 'Fluorescent marker',
  functionIntroduction: 'Function',
  introduction: 'About the plasmid',
  profile: 'Plasmid map',
  sequence: 'Plasmid sequence',
});
withEnglish({ PLASMID_NO_INFO }, { PLASMID_NO_INFO: 'No information' });

/** The sequence download's formats (`/api/v1/zhili/download?format=`). */
export const PLASMID_DOWNLOAD_FORMATS = ['fasta', 'genbank'] as const;
export type PlasmidDownloadFormat = (typeof PLASMID_DOWNLOAD_FORMATS)[number];
