// CRISPR-Net calls: addJob and read need a login (a user reads only their own jobs), the option lists
// are public and read-only. The csv input arrives through /uploads/index (purpose crispr).
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { BULGE_MODES, CRISPR_LIMITS, CrisprStatus, addJobInput, exportJobInput, readJobInput } from '../crispr.ts';
import { optionalTimestamp, timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['crispr'];

/**
 * One scored pair; the key spelling is the published tool's. A site found by a genome search also
 * carries its guide and location (a pair typed by the user has only the three fields).
 */
export const crisprResultRow = z.object({
  on_seq: z.string(),
  off_seq: z.string(),
  CRISPR_Net_score: z.number(),
  guide: z.string().optional(),
  chrom: z.string().optional(),
  /** 1-based. */
  position: z.number().int().optional(),
  strand: z.enum(['+', '-']).optional(),
  mismatches: z.number().int().optional(),
  bulge: z.enum(['none', 'DNA', 'RNA']).optional(),
  /** Genes the site overlaps ('' for none; several joined by ';'), when the genome has an annotation. */
  gene: z.string().optional(),
  /** Whether the site touches an exon; null when the annotation does not say where exons are. */
  exon: z.boolean().nullable().optional(),
});

/** One searched guide: how many sites it kept and whether it hit the limit (a repeat). */
export const crisprGuideNote = z.object({ guide: z.string(), sites: z.number().int(), truncated: z.boolean(), note: z.string().nullable() });

/** One guide's progress through the sub-jobs of a running search. */
export const crisprSearchProgress = z.object({ index: z.number().int(), parts: z.number().int(), done: z.number().int() });

/** The search settings of a job with guides. */
export const crisprSearch = z.object({
  genome: z.string(),
  /** The genome as the form offered it (its title); the folder name when the option is gone. */
  genome_title: z.string(),
  pam: z.string(),
  mismatches: z.number().int(),
  bulge: z.enum(BULGE_MODES),
  guides: z.array(crisprGuideNote),
  /** The genome's sequences and their lengths, in its order, for the per-chromosome picture (absent when the genome is gone). */
  chromosomes: z.array(z.object({ name: z.string(), length: z.number().int() })).optional(),
  /**
   * While the job runs: per guide (its 0-based place among the job's guides), the sub-jobs of its
   * search and how many have answered (decision 0064; one part when the search was not split). Null
   * once the job ended. Optional in the schema, so answers recorded before it stay valid.
   */
  progress: z.array(crisprSearchProgress).nullable().optional(),
});

/** Answer of /crisprNet/read. */
export const crisprJob = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.literal([CrisprStatus.Running, CrisprStatus.Failed, CrisprStatus.Finished]),
  /** Download address of the result CSV (status 3). */
  out_csvfile: z.string().nullable(),
  jieguo: z.array(crisprResultRow),
  /** Why processing failed (status 2). */
  error: z.string().nullable(),
  pair_count: z.number().int(),
  /** Guides searched in a genome (0 for a job of pairs only). */
  guide_count: z.number().int(),
  /** Null for a job of pairs only; the guides' notes once it finished. */
  search: crisprSearch.nullable(),
  create_time: timestamp,
  finished_at: optionalTimestamp,
  expires_at: optionalTimestamp,
});

/** Option of /help/getPamType and /help/getGenome. */
export const crisprOption = z.object({ id: z.number().int(), title: z.string() });

export const crisprApi = {
  addJob: v1({
    path: '/crisprNet/addJob',
    tags,
    apiKeyScope: 'crispr',
    summary: `提交 CRISPR-Net 评分任务（title, email, csvfile 或 xulie, type, type1, mismatches, bulge；每行一对序列评分，单独一条 sgRNA 在基因组 type1 中搜索；少于${CRISPR_LIMITS.maxPairs}对、最多${CRISPR_LIMITS.maxGuides}条 sgRNA，同一用户两次提交间隔至少${CRISPR_LIMITS.intervalSeconds}秒）；data.info 为任务编号`,
    auth: true,
    input: addJobInput,
    output: z.object({ info: z.number().int() }),
  }),
  read: v1({
    path: '/crisprNet/read',
    tags,
    apiKeyScope: 'crispr',
    summary: '读取任务（id）：status 1 运行中 2 失败 3 完成，out_csvfile 下载地址，jieguo 结果行；过期任务 code 201',
    auth: true,
    input: readJobInput,
    output: crisprJob,
  }),
  export: v1({
    path: '/crisprNet/export',
    // A download the page fetches with the session header: GET first.
    methods: ['GET', 'POST'],
    tags,
    apiKeyScope: 'crispr',
    summary:
      '导出任务结果（id, format = csv | tsv | bed | xlsx）：csv/tsv 为全部结果行（有注释时加 gene、in_exon 列），bed 为基因组浏览器的 BED6 位点（0 起始，score = 评分 × 1000），xlsx 含位点表与每条 sgRNA 的汇总（脱靶总分）；只有任务的提交者可以下载',
    auth: true,
    input: exportJobInput,
    answer: 'file',
    contentType: 'text/csv, text/tab-separated-values, text/plain, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  pamTypes: v1({
    path: '/help/getPamType',
    methods: READ,
    tags,
    apiKeyScope: 'crispr',
    summary: 'PAM 类型选项（id, title）',
    output: z.array(crisprOption),
  }),
  genomes: v1({
    path: '/help/getGenome',
    methods: READ,
    tags,
    apiKeyScope: 'crispr',
    summary: '基因组选项（id, title）',
    output: z.array(crisprOption),
  }),
};

/** One scored pair; the key spelling is the published tool's. */
export type CrisprResultRow = z.infer<typeof crisprResultRow>;
/** Answer of /crisprNet/read. */
export type CrisprJobView = z.infer<typeof crisprJob>;
export type CrisprGuideNote = z.infer<typeof crisprGuideNote>;
export type CrisprSearch = z.infer<typeof crisprSearch>;
export type CrisprSearchProgress = z.infer<typeof crisprSearchProgress>;
/** Option of /help/getPamType and /help/getGenome. */
export type CrisprOption = z.infer<typeof crisprOption>;
