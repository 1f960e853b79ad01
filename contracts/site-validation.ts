// Validating CRISPR-Net sites by amplicon sequencing (issue 34 point 5, decision 0075): the customer
// ticks sites of a genome-search result (or takes the top N by score) and an amplicon order is made
// with one sample per site, its PCR primers designed by primer3 around the site. Staff later upload
// each site's measured indel %, and the order page plots it against the predicted score.
// Limits, the form's options, the per-site table's columns and every message live here.
import { z } from 'zod';
import { numberFromText } from './form-fields.ts';
import { englishPattern, withEnglish } from './english-messages.ts';
import { CRISPR_MESSAGES } from './crispr.ts';
import { requiredId } from './form-fields.ts';
import { AMPLICON_MAX, AMPLICON_MIN, SAMPLE_TYPES } from './order-sample-options.ts';

export const SITE_VALIDATION_LIMITS = {
  /** One 96-well plate: the most sites one order validates. */
  maxSites: 96,
  /** The amplicon sample's own bounds (spec/ordering.md: 150-300). */
  productMin: AMPLICON_MIN,
  productMax: AMPLICON_MAX,
  defaultProductMin: 180,
  defaultProductMax: 280,
  tmMin: 50,
  tmMax: 70,
  defaultTm: 60,
  /** Bases kept free of primers on either side of the site, so the cut site reads clearly. */
  padding: 25,
  /**
   * primer3 for one order: every site in one run of primer3_core, stopped past this. A full plate of 96
   * sites took 3.5 s at a load of 19 on the 2-core machine (32 s at nice 19 there): room for a busy server.
   */
  primerSeconds: 60,
  /** The per-site indel table: its bytes and rows. */
  tableMaxBytes: 512 * 1024,
  tableMaxRows: 500,
  /** The disagreements the order page lists. */
  disagreements: 5,
} as const;

/** The per-site table's columns: the site (the sample's name) and the measured indel %. */
export const SITE_TABLE_COLUMNS = { site: ['site', '位点', 'sample', '样本', 'name', '样本名称'], indel: ['indel %', 'indel%', 'indel', 'indel (%)', 'indel率', 'indel 率', 'indel率(%)'] } as const;

export const SITE_VALIDATION_MESSAGES = {
  noSites: '请至少选择一个位点',
  tooManySites: `每个订单最多验证 ${SITE_VALIDATION_LIMITS.maxSites} 个位点`,
  siteMissing: '所选位点不在该结果中',
  pairsOnly: '成对序列的结果没有基因组位置，无法在基因组上设计引物；请把 sgRNA 单独输入并选择基因组进行搜索后再验证',
  notSearched: '该结果的位点不是基因组搜索得到的，无法设计引物',
  notFinished: '任务尚未完成，不能验证位点',
  genomeGone: '该结果的基因组已不在服务器上，无法设计引物',
  productRange: `扩增子长度须在 ${SITE_VALIDATION_LIMITS.productMin}-${SITE_VALIDATION_LIMITS.productMax} bp 之间，且最小值不大于最大值`,
  tmRange: `引物 Tm 须在 ${SITE_VALIDATION_LIMITS.tmMin}-${SITE_VALIDATION_LIMITS.tmMax} °C 之间`,
  sampleType: '请选择样本类型',
  primerFailed: '引物设计程序 primer3 无法运行，请稍后再试',
  primerTimeout: `引物设计超过 ${SITE_VALIDATION_LIMITS.primerSeconds} 秒，请减少位点后再试`,
  created: '订单已创建，请核对每个样本的引物',
  // The per-site indel table (staff).
  notAmplicon: '该订单不是由位点验证创建的，不能上传位点结果表',
  tableType: '位点结果表只能是 CSV 或 Excel(.xlsx) 文件',
  tableTooLarge: `位点结果表不能超过 ${SITE_VALIDATION_LIMITS.tableMaxBytes / 1024} KB`,
  tableTooManyRows: `位点结果表最多 ${SITE_VALIDATION_LIMITS.tableMaxRows} 行`,
  tableColumns: '位点结果表第一行须有「site」(位点)和「indel %」两列',
  tableEmpty: '位点结果表中没有数据行',
  tableUnknownSite: (row: number, site: string) => `第 ${row} 行：位点「${site}」不是本订单的样本`,
  tableBadIndel: (row: number) => `第 ${row} 行：indel % 须是 0-100 之间的数字`,
  tableDuplicate: (row: number, site: string) => `第 ${row} 行：位点「${site}」重复`,
  tableSaved: '位点结果已保存',
} as const;

withEnglish(SITE_VALIDATION_MESSAGES, {
  noSites: 'Choose at least one site',
  tooManySites: `At most ${SITE_VALIDATION_LIMITS.maxSites} sites per order`,
  siteMissing: 'A chosen site is not in this result',
  pairsOnly: 'Results of sequence pairs have no genome position, so no primers can be designed on a genome: enter the sgRNA alone, choose a genome, search, then validate',
  notSearched: 'The sites of this result were not found by a genome search: no primers can be designed',
  notFinished: 'The job has not finished: its sites cannot be validated yet',
  genomeGone: 'The genome of this result is no longer on the server: no primers can be designed',
  productRange: `The amplicon length must be ${SITE_VALIDATION_LIMITS.productMin}-${SITE_VALIDATION_LIMITS.productMax} bp, the minimum no larger than the maximum`,
  tmRange: `The primer Tm must be ${SITE_VALIDATION_LIMITS.tmMin}-${SITE_VALIDATION_LIMITS.tmMax} °C`,
  sampleType: 'Choose the sample type',
  primerFailed: 'The primer design program primer3 could not run: please try again later',
  primerTimeout: `Primer design took more than ${SITE_VALIDATION_LIMITS.primerSeconds} s: choose fewer sites and try again`,
  created: 'Order created: please check the primers of each sample',
  notAmplicon: 'This order was not made by site validation: no per-site result table can be uploaded',
  tableType: 'The per-site result table must be a CSV or Excel (.xlsx) file',
  tableTooLarge: `The per-site result table may be at most ${SITE_VALIDATION_LIMITS.tableMaxBytes / 1024} KB`,
  tableTooManyRows: `The per-site result table may have at most ${SITE_VALIDATION_LIMITS.tableMaxRows} rows`,
  tableColumns: 'The first row of the per-site result table must have the columns "site" and "indel %"',
  tableEmpty: 'The per-site result table has no data rows',
  tableUnknownSite: (row: number, site: string) => `Row ${row}: site "${site}" is not a sample of this order`,
  tableBadIndel: (row: number) => `Row ${row}: indel % must be a number from 0 to 100`,
  tableDuplicate: (row: number, site: string) => `Row ${row}: site "${site}" appears twice`,
  tableSaved: 'Per-site results saved',
});
englishPattern(/第 (\d+) 行：位点「(.*)」不是本订单的样本/, (m) => `Row ${m[1]}: site "${m[2]}" is not a sample of this order`);
englishPattern(/第 (\d+) 行：indel % 须是 0-100 之间的数字/, (m) => `Row ${m[1]}: indel % must be a number from 0 to 100`);
englishPattern(/第 (\d+) 行：位点「(.*)」重复/, (m) => `Row ${m[1]}: site "${m[2]}" appears twice`);

const M = SITE_VALIDATION_MESSAGES;
const L = SITE_VALIDATION_LIMITS;
const intIn = (min: number, max: number, message: string) => z.preprocess(numberFromText, z.number({ error: message }).int(message).min(min, message).max(max, message));

/**
 * The 验证这些位点 call: the job, the ticked sites (their places in the result's rows) or the top N
 * by score, the amplicon length range, the primers' Tm and the samples' type.
 */
export const validateSitesInput = z
  .object({
    id: requiredId(CRISPR_MESSAGES.id),
    sites: z.array(z.preprocess(numberFromText, z.number().int().min(0)), { error: M.noSites }).max(L.maxSites, M.tooManySites).optional(),
    top: intIn(1, L.maxSites, M.tooManySites).optional(),
    product_min: intIn(L.productMin, L.productMax, M.productRange).default(L.defaultProductMin),
    product_max: intIn(L.productMin, L.productMax, M.productRange).default(L.defaultProductMax),
    tm: z.preprocess(numberFromText, z.number({ error: M.tmRange }).min(L.tmMin, M.tmRange).max(L.tmMax, M.tmRange)).default(L.defaultTm),
    type: z.enum(SAMPLE_TYPES.filter((t) => t !== '其他') as ['DNA', '细胞渣'], { error: M.sampleType }).default('细胞渣'),
  })
  .refine((v) => v.product_min <= v.product_max, { message: M.productRange, path: ['product_max'] })
  .refine((v) => (v.sites?.length ?? 0) > 0 || v.top !== undefined, { message: M.noSites, path: ['sites'] });

/** Primer design options of one run. */
export interface PrimerOptions {
  productMin: number;
  productMax: number;
  tm: number;
}
