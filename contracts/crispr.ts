// CRISPR-Net tool (spec: "CRISPR-Net tool", "CRISPR-Net" validation and calls, limits of section 9).
// The same zod schema checks the form on /crispr and the addJob call on the server. The page's own
// messages are the specification's English texts, as the published tool shows them.
import { z } from 'zod';
import { checkPairsText } from './crispr-pairs.ts';
import { charLimit, emptyToUndefined, integer, requiredId, requiredString } from './form-fields.ts';

export const CRISPR_LIMITS = {
  /** A job must have fewer than this many pairs. */
  maxPairs: 1000,
  /** Seconds a user waits between two submissions (enforced on the server). */
  intervalSeconds: 30,
  /** Results and files are deleted this many days after the job ends. */
  retentionDays: 3,
} as const;

export const CrisprStatus = { Running: 1, Failed: 2, Finished: 3 } as const;
export type CrisprStatusValue = (typeof CrisprStatus)[keyof typeof CrisprStatus];

export const CRISPR_STATUS_LABELS: Record<CrisprStatusValue, string> = {
  1: '运行中',
  2: '处理失败',
  3: '已完成',
};

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
} as const;

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
});

export const addJobInput = addJobFields.refine((v) => Boolean(v.csvfile?.trim() || v.xulie?.trim()), {
  error: CRISPR_MESSAGES.noInput,
  path: ['xulie'],
});
export type AddJobInput = z.infer<typeof addJobInput>;

export const readJobInput = z.object({ id: requiredId(CRISPR_MESSAGES.id) });

/**
 * The pairs of a job (typed, or the text of the uploaded csv) and why they cannot be queued, or null:
 * none at all, too many, or the bad lines named with their position (contracts/crispr-pairs.ts).
 */
export function checkPairs(text: string, fromFile: boolean): { pairs: number; refusal: string | null } {
  const { pairs, message } = checkPairsText(text);
  if (pairs === 0 && message === null) return { pairs, refusal: fromFile ? CRISPR_MESSAGES.noInput : CRISPR_MESSAGES.noPairs };
  if (pairs >= CRISPR_LIMITS.maxPairs) return { pairs, refusal: CRISPR_MESSAGES.tooManyPairs };
  return { pairs, refusal: message };
}
