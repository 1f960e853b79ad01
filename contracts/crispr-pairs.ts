// The CRISPR-Net pairs (typed or uploaded) checked line by line before a job is queued: the engine's
// own check (crispr-net/check, which its encoder applies), worded in Chinese naming the line and the
// position, so the form, the server and the engine refuse the same lines.
import { checkPairLines, MAX_PAIR_LENGTH, MIN_PAIR_LENGTH, type LineProblem, type Side } from 'crispr-net/check';

/** Bad lines named in one message; more are summed up (a 999-line paste should not fill the screen). */
const NAMED_LINES = 5;

const SIDE: Record<Side, string> = { on: '在靶序列', off: '脱靶序列' };

export const PAIR_LINE_MESSAGES = {
  columns: (line: number) => `第${line}行：缺少逗号分隔的两条序列`,
  empty: (line: number, side: Side) => `第${line}行：${SIDE[side]}为空`,
  character: (line: number, side: Side, position: number, char: string) =>
    `第${line}行：${SIDE[side]}第${position}位的字符“${char}”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）`,
  unequal: (line: number, on: number, off: number) =>
    `第${line}行：两条序列长度不同（在靶序列${on}个字符，脱靶序列${off}个字符），请用 - 或 _ 补齐缺口`,
  tooLong: (line: number, length: number) => `第${line}行：序列过长（${length}个字符），含缺口最多${MAX_PAIR_LENGTH}个字符`,
  tooShort: (line: number, length: number) => `第${line}行：序列过短（${length}个字符），含缺口至少${MIN_PAIR_LENGTH}个字符`,
  bothN: (line: number, position: number) => `第${line}行：两条序列第${position}位都是N，至少一条需为具体碱基`,
  more: (count: number) => `另有${count}行有误`,
} as const;

export function lineProblemMessage(problem: LineProblem): string {
  const M = PAIR_LINE_MESSAGES;
  switch (problem.kind) {
    case 'columns':
      return M.columns(problem.line);
    case 'empty':
      return M.empty(problem.line, problem.side);
    case 'character':
      return M.character(problem.line, problem.side, problem.position, problem.char);
    case 'unequal':
      return M.unequal(problem.line, problem.on, problem.off);
    case 'length':
      return problem.length > MAX_PAIR_LENGTH ? M.tooLong(problem.line, problem.length) : M.tooShort(problem.line, problem.length);
    case 'bothN':
      return M.bothN(problem.line, problem.position);
  }
}

/** The pairs `text` holds and, when a line is bad, one message naming the first bad lines (else null). */
export function checkPairsText(text: string): { pairs: number; message: string | null } {
  const { pairs, problems } = checkPairLines(text);
  if (problems.length === 0) return { pairs, message: null };
  const named = problems.slice(0, NAMED_LINES).map(lineProblemMessage);
  if (problems.length > NAMED_LINES) named.push(PAIR_LINE_MESSAGES.more(problems.length - NAMED_LINES));
  return { pairs, message: named.join('；') };
}
