// The plasmid catalogue in the console (editors; admins pass every role check): the filtered list with
// hidden plasmids too, one plasmid with every field, add, edit, show/hide, delete; a GenBank/FASTA file
// read into a preview (sequence + features) the form then saves; the Excel export and import.
import { z } from 'zod';
import { PLASMID_IMPORT_MAX_ROWS, plasmidAdminFilterFields, plasmidCreateInput, plasmidIdInput, plasmidStatusInput, plasmidUpdateInput } from '../../plasmid-admin.ts';
import { EN_COLUMNS, englishColumns } from '../../english-content.ts';
import { pageOf, timestamp } from '../answers.ts';
import { plasmidFeature } from '../plasmid.ts';
import { BULK_MESSAGES, bulkIds, bulkResult, EXPORT_CONTENT_TYPE_LIST, exportFormat } from '../../bulk.ts';
import { choice } from '../../form-fields.ts';
import { admin } from './admin-v1.ts';
import { adminPageInput } from './staff.ts';

const id = z.number().int();
const text = z.string().nullable();
const editors = ['editor'] as const;

export const plasmidAdminListInput = z.object({ ...plasmidAdminFilterFields, ...adminPageInput });
export const plasmidAdminExportInput = z.object({ ...plasmidAdminFilterFields, format: exportFormat });

/** Bulk 显示 / 隐藏 / 删除 of the ticked plasmids. */
export const PLASMID_BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
export const plasmidBulkInput = z.object({ action: choice(PLASMID_BULK_ACTIONS, BULK_MESSAGES.actionInvalid), ids: bulkIds });

export const plasmidAdminRow = z.object({
  id,
  item_no: z.string(),
  name: z.string(),
  alias: text,
  plasmid_host: text,
  plasmid_usage: text,
  plasmid_fragment_type: text,
  plasmid_species: text,
  plasmid_nuclear_resistance: text,
  plasmid_eukaryotic_resistance: text,
  plasmid_fluorescent_marker: text,
  /** Length of the stored sequence (0 = none) and how many map features it has. */
  sequence_length: z.number().int(),
  feature_count: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
  update_time: timestamp,
});

/** Every column of the row as stored (HTML already sanitised), for the edit form. */
export const plasmidAdminDetail = z.object({
  id,
  item_no: z.string(),
  name: z.string(),
  specification: text,
  price: text,
  alias: text,
  promoter: text,
  replicon: text,
  terminator: text,
  classification: text,
  size: text,
  tag: text,
  nuclear_resistance: text,
  eukaryotic_resistance: text,
  clone_strain: text,
  culture_condition: text,
  expression_host: text,
  selection_marker: text,
  induced_way: text,
  three_sequence_primer: text,
  five_sequence_primer: text,
  remark: text,
  plasmid_host: text,
  plasmid_usage: text,
  plasmid_type: text,
  plasmid_species: text,
  plasmid_fragment_species: text,
  plasmid_fragment_type: text,
  plasmid_nuclear_resistance: text,
  plasmid_eukaryotic_resistance: text,
  plasmid_selection_marker: text,
  plasmid_fluorescent_marker: text,
  function_introduction: text,
  introduction: text,
  profile: text,
  ...englishColumns(EN_COLUMNS.plasmids),
  sequence: text,
  features: z.array(plasmidFeature),
  sort: z.number().int(),
  status: z.number().int(),
  create_time: timestamp,
  update_time: timestamp,
});

/** What a sequence file holds, for the preview before saving: the form keeps sequence and features. */
export const parsedSequence = z.object({
  /** The record's name (LOCUS / FASTA header). */
  name: z.string(),
  length: z.number().int(),
  topology: z.enum(['circular', 'linear', 'unknown']),
  format: z.enum(['genbank', 'fasta']),
  feature_count: z.number().int(),
  sequence: z.string(),
  /** 1-based inclusive, as stored and as the public map reads them. */
  features: z.array(plasmidFeature),
});

export const plasmidImportResult = z.object({ created: z.number().int(), updated: z.number().int() });

export const adminPlasmidApi = {
  list: admin({
    path: '/content/plasmids/list',
    roles: editors,
    summary: '质粒列表（keyword 匹配货号/名称/别名，七个属性筛选取选项值，status 0/1，page 从 1 开始），新的在前；含隐藏的',
    input: plasmidAdminListInput,
    output: pageOf(plasmidAdminRow),
  }),
  detail: admin({ path: '/content/plasmids/detail', roles: editors, summary: '一个质粒的全部字段（含序列与图谱元件）', input: plasmidIdInput, output: plasmidAdminDetail }),
  create: admin({ path: '/content/plasmids/create', roles: editors, summary: '添加质粒（货号唯一；HTML 保存时清理）', input: plasmidCreateInput, output: plasmidAdminDetail }),
  update: admin({ path: '/content/plasmids/update', roles: editors, summary: '保存质粒的全部字段（审计只记改动的字段）', input: plasmidUpdateInput, output: plasmidAdminDetail }),
  setStatus: admin({ path: '/content/plasmids/setStatus', roles: editors, summary: '显示（1）或隐藏（0）质粒', input: plasmidStatusInput, output: plasmidAdminDetail }),
  remove: admin({ path: '/content/plasmids/remove', roles: editors, summary: '删除质粒（审计保留整行）', input: plasmidIdInput }),
  parseSequence: admin({
    path: '/content/plasmids/parseSequence',
    roles: editors,
    summary: '读取序列文件（multipart：file，GenBank .gb/.gbk 或 FASTA .fa/.fasta，≤ 5 MB）→ 名称、长度、拓扑、元件；不保存',
    multipart: {},
    output: parsedSequence,
  }),
  export: admin({
    path: '/content/plasmids/export',
    roles: editors,
    summary: '按当前筛选导出（format：xlsx 默认，亦可作为导入模板；或 csv），不含序列与图谱元件',
    input: plasmidAdminExportInput,
    answer: 'file',
    contentType: EXPORT_CONTENT_TYPE_LIST,
  }),
  bulk: admin({
    path: '/content/plasmids/bulk',
    roles: editors,
    summary: '批量显示（show）、隐藏（hide）或删除（delete）质粒，ids 最多 200 个：一个事务，任一条失败则全部不变',
    input: plasmidBulkInput,
    output: bulkResult,
  }),
  import: admin({
    path: '/content/plasmids/import',
    roles: editors,
    summary: `Excel 批量导入（multipart：file，.xlsx ≤ 5 MB，解压后 ≤ 50 MB，≤ ${PLASMID_IMPORT_MAX_ROWS} 行）：按货号新增或更新，全部成功或全部不导入（data.problems）`,
    multipart: {},
    output: plasmidImportResult,
  }),
};
