// The plasmid calls (/api/v1/zhili/*): the list and the detail (read-only, GET as well as the
// documented POST), and the sequence download, a plain GET answering a file rather than the envelope.
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import {
  PLASMID_DETAIL_FIELDS,
  plasmidDownloadInput,
  plasmidIndexInput,
  plasmidReadInput,
  type PlasmidDetailField,
} from '../plasmid.ts';
import { v1 } from './v1.ts';
import { PLASMID_DOWNLOAD_PATH } from './plasmid-download.ts';

const tags = ['plasmid'];

/** The Chinese labels of a row's filter values, keyed like the row's own fields. */
export const plasmidRowLabels = z.object({
  plasmidHost: z.string(),
  plasmidUsage: z.string(),
  plasmidFragmentType: z.string(),
  plasmidSpecies: z.string(),
  plasmidNuclearResistance: z.string(),
  plasmidEukaryoticResistance: z.string(),
  plasmidFluorescentMarker: z.string(),
});

/**
 * A list row. The specification saw two spellings of the item number and the species, so both are
 * given. Filter fields hold the option slug (what the filters take); `labels` are what pages show.
 */
export const plasmidRow = z.object({
  id: z.number().int(),
  name: z.string(),
  itemNo: z.string(),
  item_no: z.string(),
  plasmidHost: z.string().nullable(),
  plasmidUsage: z.string().nullable(),
  plasmidFragmentType: z.string().nullable(),
  plasmidSpecies: z.string().nullable(),
  plasmid_species: z.string().nullable(),
  plasmidNuclearResistance: z.string().nullable(),
  plasmidEukaryoticResistance: z.string().nullable(),
  plasmidFluorescentMarker: z.string().nullable(),
  labels: plasmidRowLabels,
  ...englishFlag,
});

/** A list page in both readings of the specification: `data`/`total` and `content`/`totalElements`. */
export const plasmidPage = z.object({
  data: z.array(plasmidRow),
  total: z.number().int(),
  content: z.array(plasmidRow),
  totalElements: z.number().int(),
  page: z.number().int().describe('答复的页码（从 1 起）'),
  size: z.number().int(),
});

/** One annotated map feature: 1-based inclusive positions; direction 1 forward, -1 reverse, 0 none. */
export const plasmidFeature = z.object({
  name: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  direction: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  type: z.string(),
  color: z.string().optional(),
});

type DetailText = Exclude<PlasmidDetailField, 'item_no' | 'name'>;
const detailTexts = Object.fromEntries(
  PLASMID_DETAIL_FIELDS.filter((field) => field !== 'item_no' && field !== 'name').map((field) => [field, z.string().nullable()]),
) as Record<DetailText, z.ZodNullable<z.ZodString>>;

/**
 * `id`, then every detail field in block order (missing text is null; `functionIntroduction` and
 * `introduction` are sanitised HTML; `profile` is the map picture's URL), then the map `features`.
 * The key order travels as the page's block order; a schema cannot say so, the service keeps it.
 */
export const plasmidDetail = z.object({
  id: z.number().int(),
  item_no: z.string(),
  name: z.string(),
  ...detailTexts,
  features: z.array(plasmidFeature),
  ...englishFlag,
});

export const plasmidApi = {
  index: v1({
    path: '/zhili/index',
    methods: READ,
    tags,
    summary:
      '质粒列表（page 从 1 开始，0 亦为第一页；size 默认 10；七个筛选 all/空 = 不筛选，取值为选项值或中文名；itemNo、name 模糊匹配）' +
      '→ { data, total, content, totalElements, page, size }；未知筛选值或超出末页为空页',
    input: plasmidIndexInput,
    output: plasmidPage,
  }),
  read: v1({
    path: '/zhili/read',
    methods: READ,
    tags,
    summary: '质粒详情（id）：字段按页面分块的顺序给出，缺失为 null；features 为图谱注释（1 起始，含两端）',
    input: plasmidReadInput,
    output: plasmidDetail,
  }),
  download: v1({
    path: PLASMID_DOWNLOAD_PATH,
    methods: ['GET'],
    tags,
    summary: '下载质粒序列（id, format = fasta | genbank），文件名为货号；text/x-fasta 或 chemical/seq-na-genbank',
    input: plasmidDownloadInput,
    answer: 'file',
    contentType: 'text/x-fasta, chemical/seq-na-genbank',
  }),
};

/** The Chinese labels of a row's filter values, keyed like the row's own fields. */
export type PlasmidRowLabels = z.infer<typeof plasmidRowLabels>;
export type PlasmidRow = z.infer<typeof plasmidRow>;
/** A list page in both readings of the specification: `data`/`total` and `content`/`totalElements`. */
export type PlasmidPage = z.infer<typeof plasmidPage>;
/** One annotated map feature: 1-based inclusive positions; direction 1 forward, -1 reverse, 0 none. */
export type PlasmidFeatureDto = z.infer<typeof plasmidFeature>;
export type PlasmidDetail = z.infer<typeof plasmidDetail>;
