// CRISPR-Net tool (spec: "CRISPR-Net tool", "CRISPR-Net" validation and calls, limits of section 9).
// The same zod schema checks the form on /crispr and the addJob call on the server. The page's own
// messages are the specification's English texts, as the published tool shows them.
import { z } from 'zod';
import { checkPairsText } from './crispr-pairs.ts';
import { charLimit, choice, emptyToUndefined, integer, requiredId, requiredString } from './form-fields.ts';
import { englishPattern, withEnglish } from './english-messages.ts';
import type { PageLanguage } from './page-language.ts';
import { CRISPR_LIMITS } from './crispr-constants.ts';

export { CRISPR_LIMITS, CrisprStatus, type CrisprStatusValue } from './crispr-constants.ts';

/** Bulges a candidate may have: at most one, as the model's 24 columns allow. */
export const BULGE_MODES = ['none', 'dna', 'rna', 'either'] as const;
export type BulgeModeValue = (typeof BULGE_MODES)[number];
export const BULGE_LABELS: Record<BulgeModeValue, string> = { none: '无', dna: 'DNA凸起', rna: 'RNA凸起', either: '任一' };
withEnglish(BULGE_LABELS, { none: 'None', dna: 'DNA bulge', rna: 'RNA bulge', either: 'Either' });

// The species in the seeded genome titles (server/db/seed/settings.ts: "hg38 (人 GRCh38)"); a genome
// staff import is titled on the command line and usually needs nothing.
const GENOME_SPECIES = { human: '人', mouse: '小鼠', rat: '大鼠', zebrafish: '斑马鱼', yeast: '酿酒酵母' } as const;
const GENOME_SPECIES_EN = { human: 'human', mouse: 'mouse', rat: 'rat', zebrafish: 'zebrafish', yeast: 'baker\'s yeast' } as const;
const SPECIES_ENGLISH = new Map(Object.entries(GENOME_SPECIES).map(([key, zh]) => [zh as string, GENOME_SPECIES_EN[key as keyof typeof GENOME_SPECIES]]));

/** A genome's title in the page's language: its Chinese species names put into English. */
export function genomeTitleIn(language: PageLanguage, title: string): string {
  if (language !== 'en') return title;
  return title.replace(/[\u4e00-\u9fff]+/g, (word) => SPECIES_ENGLISH.get(word) ?? word);
}

export const CRISPR_MESSAGES = {
  noInput: 'please input a csv-formatted file',
  title: 'please input job title',
  english: 'please input English',
  email: '邮箱地址不合法!',
  tooManyPairs: `序列对数量必须少于${CRISPR_LIMITS.maxPairs}对`,
  noPairs: '请输入序列对（每行一对，逗号分隔）',
  /** The seconds left are filled in. */
  wait: (seconds: number) => `提交过于频繁：两次提交至少间隔${CRISPR_LIMITS.intervalSeconds}秒，请${seconds}秒后再试`,
  fileMissing: '上传的文件不存在，请重新上传',
  expired: `该任务的结果已过期：结果只在服务器保留${CRISPR_LIMITS.retentionDays}天`,
  notFound: '任务不存在',
  option: '请选择正确的选项',
  serverError: '评分服务出错，请稍后重新提交',
  timedOut: '处理超时，请重新提交',
  submitted: '提交成功',
  id: '请输入任务编号',
  tooManyGuides: `每个任务最多搜索${CRISPR_LIMITS.maxGuides}条 sgRNA（每条都在整个基因组中搜索）`,
  genomeNeeded: '单独一条序列的行按 sgRNA 在基因组中搜索，请选择参考基因组',
  genomeMissing: '所选参考基因组已不在服务器上，请重新选择',
  mismatches: `最大错配数应为0-${CRISPR_LIMITS.maxMismatches}的整数`,
  bulge: '请选择凸起类型：无、DNA凸起、RNA凸起或任一',
  searchTimeout: `基因组搜索超过${CRISPR_LIMITS.searchSeconds}秒的时间上限，请减少 sgRNA 数量或最大错配数后重新提交`,
  /** The same with a large job's own limit (it grows with guides and genome size). */
  searchTimeoutAfter: (seconds: number) => `基因组搜索超过${seconds}秒的时间上限，请减少 sgRNA 数量或最大错配数后重新提交`,
  /** A guide whose sites passed the limit (usually a repeat) keeps the first ones; the job still finishes. */
  truncated: (sites: number) => `该 sgRNA 的候选位点超过${sites}个（可能位于重复序列），只保留了前${sites}个`,
  /** PAM types the 23-nt model cannot score: their site is not 20 bases followed by a 3-base PAM. */
  pamUnsearchable: (title: string) =>
    `PAM 类型「${title}」不能用于基因组搜索：CRISPR-Net 只为 20 个碱基加 3′ 端 3 个碱基 PAM（如 NGG）的 23 nt 位点评分，SaCas9 的 PAM（NNGRRT）有 6 个碱基，Cas12a 的 PAM（TTTV）在 5′ 端`,
  queueFailed: '任务排队失败，请稍后重试',
  exportFormat: '请选择导出格式：CSV、TSV、BED 或 XLSX',
  notFinished: '任务尚未完成，暂无结果可导出',
  bedNeedsSites: 'BED 文件只含基因组位点，该任务没有在基因组中找到的位点',
} as const;

export const CRISPR_MESSAGES_EN = withEnglish(CRISPR_MESSAGES, {
  noInput: CRISPR_MESSAGES.noInput,
  title: CRISPR_MESSAGES.title,
  english: CRISPR_MESSAGES.english,
  email: 'The e-mail address is not valid!',
  tooManyPairs: `A job must have fewer than ${CRISPR_LIMITS.maxPairs} sequence pairs`,
  noPairs: 'Please enter sequence pairs (one pair a line, separated by a comma)',
  wait: (seconds: number) =>
    `Too many submissions: wait at least ${CRISPR_LIMITS.intervalSeconds} seconds between two submissions; please try again in ${seconds} seconds`,
  fileMissing: 'The uploaded file does not exist; please upload it again',
  expired: `The results of this job have expired: results are kept on the server for ${CRISPR_LIMITS.retentionDays} days`,
  notFound: 'Job not found',
  option: 'Please choose a valid option',
  serverError: 'The scoring service failed; please submit the job again later',
  timedOut: 'The job timed out; please submit it again',
  submitted: 'Submitted successfully',
  id: 'Please enter the job number',
  tooManyGuides: `A job searches at most ${CRISPR_LIMITS.maxGuides} sgRNAs (each one across the whole genome)`,
  genomeNeeded: 'A line with a single sequence is an sgRNA searched in a genome: please choose a reference genome',
  genomeMissing: 'The chosen reference genome is no longer on the server; please choose again',
  mismatches: `The maximum number of mismatches must be a whole number from 0 to ${CRISPR_LIMITS.maxMismatches}`,
  bulge: 'Please choose a bulge type: none, DNA bulge, RNA bulge or either',
  searchTimeout: `The genome search passed its limit of ${CRISPR_LIMITS.searchSeconds} seconds; submit again with fewer sgRNAs or fewer mismatches`,
  searchTimeoutAfter: (seconds: number) => `The genome search passed its limit of ${seconds} seconds; submit again with fewer sgRNAs or fewer mismatches`,
  truncated: (sites: number) => `This sgRNA has more than ${sites} candidate sites (it may lie in a repeat); only the first ${sites} were kept`,
  pamUnsearchable: (title: string) =>
    `The PAM type "${title}" cannot be used for a genome search: CRISPR-Net scores only 23-nt sites of 20 bases and a 3-base PAM at the 3′ end (such as NGG); the SaCas9 PAM (NNGRRT) has 6 bases and the Cas12a PAM (TTTV) lies at the 5′ end`,
  queueFailed: 'The job could not be queued; please try again later',
  exportFormat: 'Please choose an export format: CSV, TSV, BED or XLSX',
  notFinished: 'The job has not finished: there is no result to export yet',
  bedNeedsSites: 'A BED file holds genome sites only, and this job found none in a genome',
});
englishPattern(/提交过于频繁：两次提交至少间隔\d+秒，请(\d+)秒后再试/, (match) => CRISPR_MESSAGES_EN.wait(Number(match[1])));
englishPattern(/基因组搜索超过(\d+)秒的时间上限，请减少 sgRNA 数量或最大错配数后重新提交/, (match) => CRISPR_MESSAGES_EN.searchTimeoutAfter(Number(match[1])));
englishPattern(/该 sgRNA 的候选位点超过(\d+)个（可能位于重复序列），只保留了前\d+个/, (match) => CRISPR_MESSAGES_EN.truncated(Number(match[1])));
englishPattern(/PAM 类型「(.*)」不能用于基因组搜索：[^]*/, (match) => CRISPR_MESSAGES_EN.pamUnsearchable(match[1]));

/** PAM types (by the start of their title) that a search can use, as the IUPAC 3' pattern searched. */
const SEARCH_PAMS: readonly { title: RegExp; pattern: string }[] = [
  { title: /^NGG\b/, pattern: 'NGG' },
  { title: /^NAG\b/, pattern: 'NAG' },
  { title: /^NGA\b/, pattern: 'NGA' },
  // SpCas9-NG reads NG; the model's third PAM column is any base.
  { title: /^NG\b/, pattern: 'NGN' },
];

/** The search pattern of a PAM type, or why it cannot be searched. No PAM type chosen means NGG. */
export function searchPam(title: string | null): { pattern: string } | { refusal: string } {
  if (title === null) return { pattern: 'NGG' };
  const found = SEARCH_PAMS.find((p) => p.title.test(title.trim()));
  return found ? { pattern: found.pattern } : { refusal: CRISPR_MESSAGES.pamUnsearchable(title) };
}

/** Any CJK character or full-width punctuation: the tool takes English input only. */
export const CHINESE_PATTERN = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const englishText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(max, { error: charLimit(max) })
      .refine((v) => !CHINESE_PATTERN.test(v), { error: CRISPR_MESSAGES.english })
      .optional(),
  );

const optionId = z.preprocess(emptyToUndefined, integer(CRISPR_MESSAGES.option).optional());

/** Every field as the form holds it; `addJobInput` adds the "file or text" rule. */
export const addJobFields = z.object({
  title: requiredString(CRISPR_MESSAGES.title, 100, charLimit),
  email: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(200)
      .refine((v) => !CHINESE_PATTERN.test(v), { error: CRISPR_MESSAGES.english })
      .pipe(z.email({ error: CRISPR_MESSAGES.email }))
      .optional(),
  ),
  /** Address of the uploaded csv (upload call, purpose 'crispr'). */
  csvfile: englishText(500),
  /** The typed pairs, one `on,off` a line. ~60 characters a pair, with room for spaces. */
  xulie: englishText(CRISPR_LIMITS.maxPairs * 80).superRefine((text, ctx) => {
    // Blank text is the "file or text" rule's business (addJobInput); English only comes first.
    if (text === undefined || text.trim() === '' || CHINESE_PATTERN.test(text)) return;
    const { refusal } = checkPairs(text, false);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  }),
  type: optionId,
  type1: optionId,
  /** Mismatches of a searched site (0-6; absent means 4). */
  mismatches: z.preprocess(emptyToUndefined, integer(CRISPR_MESSAGES.mismatches, { min: 0, max: CRISPR_LIMITS.maxMismatches }).optional()),
  bulge: choice(BULGE_MODES, CRISPR_MESSAGES.bulge).optional(),
});

export const addJobInput = addJobFields
  .refine((v) => Boolean(v.csvfile?.trim() || v.xulie?.trim()), {
    error: CRISPR_MESSAGES.noInput,
    path: ['xulie'],
  })
  // Typed guides need a genome; the server checks an uploaded file's guides the same way.
  .refine((v) => v.type1 !== undefined || v.csvfile?.trim() || !v.xulie || checkPairsText(v.xulie).guides.length === 0, {
    error: CRISPR_MESSAGES.genomeNeeded,
    path: ['type1'],
  });
export type AddJobInput = z.infer<typeof addJobInput>;

export const readJobInput = z.object({ id: requiredId(CRISPR_MESSAGES.id) });

/** Formats a job's result exports to (the stored CSV of /crisprNet/read stays as it is). */
export const EXPORT_FORMATS = ['csv', 'tsv', 'bed', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportJobInput = readJobInput.extend({ format: z.enum(EXPORT_FORMATS, { message: CRISPR_MESSAGES.exportFormat }) });

/** Lines with something on them that no job comes near (its pairs, guides and a header, ten times over). */
const MAX_FILLED_LINES = 10 * (CRISPR_LIMITS.maxPairs + CRISPR_LIMITS.maxGuides + 1);
/** Lines of any kind, blank ones included. */
const MAX_LINES = 100_000;

/**
 * True when `text` has more lines than any job could: counted in one pass before it is split, since
 * an uploaded csv of a million short lines (10 MB, within the upload bound) would otherwise become
 * arrays of a million strings in the web process (issue 32). Stops at the first line beyond.
 */
function beyondAnyJob(text: string): boolean {
  let lines = 0;
  let filled = 0;
  let content = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (content) filled++;
      content = false;
      if (++lines > MAX_LINES || filled > MAX_FILLED_LINES) return true;
    } else if (!content && c !== 32 && c !== 9) content = true;
  }
  return false;
}

/**
 * The pairs and guides of a job (typed, or the text of the uploaded csv) and why they cannot be
 * queued, or null: none at all, too many pairs or guides, or the bad lines named with their position
 * (contracts/crispr-pairs.ts).
 */
export function checkPairs(text: string, fromFile: boolean): { pairs: number; guides: string[]; refusal: string | null } {
  if (beyondAnyJob(text)) return { pairs: 0, guides: [], refusal: CRISPR_MESSAGES.tooManyPairs };
  const { pairs, guides, message } = checkPairsText(text);
  const answer = (refusal: string | null) => ({ pairs, guides, refusal });
  if (pairs === 0 && guides.length === 0 && message === null) return answer(fromFile ? CRISPR_MESSAGES.noInput : CRISPR_MESSAGES.noPairs);
  if (pairs >= CRISPR_LIMITS.maxPairs) return answer(CRISPR_MESSAGES.tooManyPairs);
  if (guides.length > CRISPR_LIMITS.maxGuides) return answer(CRISPR_MESSAGES.tooManyGuides);
  return answer(message);
}
