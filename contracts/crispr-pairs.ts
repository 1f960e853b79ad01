// The CRISPR-Net lines (typed or uploaded) checked line by line before a job is queued: a pair
// (`on,off`) is the engine's own check (crispr-net/check, which its encoder applies); a line with one
// sequence and no comma is a guide to search in a genome (20 bases and a 3-base PAM, N allowed in the
// PAM only, as the search writes the site's base for it). Worded in Chinese naming the line and the
// position, so the form, the server and the engine refuse the same lines.
import { checkPairLines, splitPairLines, MAX_PAIR_LENGTH, MIN_PAIR_LENGTH, type LineProblem, type Side } from 'crispr-net/check';
import { englishOf, englishPattern, withEnglish } from './english-messages.ts';

/** Bad lines named in one message; more are summed up (a 999-line paste should not fill the screen). */
const NAMED_LINES = 5;

const SIDE: Record<Side, string> = { on: '在靶序列', off: '脱靶序列' };
const SIDE_EN: Record<Side, string> = { on: 'the on-target sequence', off: 'the off-target sequence' };
/** The English of a side named in a Chinese message (a message always names one of the two). */
const sideEnglish = (zh: string) => (zh === SIDE.off ? SIDE_EN.off : SIDE_EN.on);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  /** A line without a comma is a guide; one that is not 23 long is most likely a pair missing its comma. */
  guideLength: (line: number, length: number) =>
    `第${line}行：缺少逗号分隔的两条序列（单独一条序列按 sgRNA 在基因组中搜索，应为${GUIDE_LENGTH}个碱基：20个碱基加3个碱基的PAM，此行${length}个字符）`,
  guideCharacter: (line: number, position: number, char: string) =>
    `第${line}行：sgRNA第${position}位的字符“${char}”无效（前20位只可使用 A、C、G、T，PAM（第21-23位）还可用 N）`,
} as const;

const ALLOWED_EN = 'only A, C, G, T, N and the gaps - or _ may be used';
export const PAIR_LINE_MESSAGES_EN = withEnglish(PAIR_LINE_MESSAGES, {
  columns: (line: number) => `Line ${line}: two sequences separated by a comma are missing`,
  empty: (line: number, side: Side) => `Line ${line}: ${SIDE_EN[side]} is empty`,
  character: (line: number, side: Side, position: number, char: string) =>
    `Line ${line}: the character "${char}" at position ${position} of ${SIDE_EN[side]} is not valid (${ALLOWED_EN})`,
  unequal: (line: number, on: number, off: number) =>
    `Line ${line}: the two sequences differ in length (on-target ${on} characters, off-target ${off}); fill the gaps with - or _`,
  tooLong: (line: number, length: number) => `Line ${line}: the sequence is too long (${length} characters); at most ${MAX_PAIR_LENGTH} including gaps`,
  tooShort: (line: number, length: number) => `Line ${line}: the sequence is too short (${length} characters); at least ${MIN_PAIR_LENGTH} including gaps`,
  bothN: (line: number, position: number) => `Line ${line}: both sequences have N at position ${position}; at least one must be a definite base`,
  more: (count: number) => `${count} more lines are wrong`,
  guideLength: (line: number, length: number) =>
    `Line ${line}: two sequences separated by a comma are missing (a single sequence is an sgRNA searched in the genome and must be ${GUIDE_LENGTH} bases: 20 bases and a 3-base PAM; this line has ${length} characters)`,
  guideCharacter: (line: number, position: number, char: string) =>
    `Line ${line}: the character "${char}" at position ${position} of the sgRNA is not valid (the first 20 positions take only A, C, G and T; the PAM, positions 21-23, also N)`,
});
const E = PAIR_LINE_MESSAGES_EN;
englishPattern(/第(\d+)行：缺少逗号分隔的两条序列/, (m) => E.columns(Number(m[1])));
englishPattern(/第(\d+)行：(.+?)为空/, (m) => `Line ${m[1]}: ${sideEnglish(m[2])} is empty`);
englishPattern(/第(\d+)行：(.+?)第(\d+)位的字符“(.*)”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）/, (m) =>
  `Line ${m[1]}: the character "${m[4]}" at position ${m[3]} of ${sideEnglish(m[2])} is not valid (${ALLOWED_EN})`,
);
englishPattern(/第(\d+)行：两条序列长度不同（在靶序列(\d+)个字符，脱靶序列(\d+)个字符），请用 - 或 _ 补齐缺口/, (m) =>
  E.unequal(Number(m[1]), Number(m[2]), Number(m[3])),
);
englishPattern(/第(\d+)行：序列过长（(\d+)个字符），含缺口最多\d+个字符/, (m) => E.tooLong(Number(m[1]), Number(m[2])));
englishPattern(/第(\d+)行：序列过短（(\d+)个字符），含缺口至少\d+个字符/, (m) => E.tooShort(Number(m[1]), Number(m[2])));
englishPattern(/第(\d+)行：两条序列第(\d+)位都是N，至少一条需为具体碱基/, (m) => E.bothN(Number(m[1]), Number(m[2])));
englishPattern(/另有(\d+)行有误/, (m) => capitalised(E.more(Number(m[1]))));
englishPattern(/第(\d+)行：缺少逗号分隔的两条序列（单独一条序列按 sgRNA 在基因组中搜索，应为\d+个碱基：20个碱基加3个碱基的PAM，此行(\d+)个字符）/, (m) =>
  E.guideLength(Number(m[1]), Number(m[2])),
);
englishPattern(/第(\d+)行：sgRNA第(\d+)位的字符“(.*)”无效（前20位只可使用 A、C、G、T，PAM（第21-23位）还可用 N）/, (m) =>
  E.guideCharacter(Number(m[1]), Number(m[2]), m[3]),
);
// checkPairsText names several bad lines in one message joined by '；': each part has its English.
englishPattern(/第\d+行：[^；]+(?:；第\d+行：[^；]+)*；(?:第\d+行：[^；]+|另有\d+行有误)/, (m) => m[0].split('；').map((part) => englishOf(part) ?? part).join('; '));

/** A searched guide: 20 bases and the 3-base PAM the model reads. */
export const GUIDE_LENGTH = 23;
const SPACER_LENGTH = 20;

/** The first thing wrong with a guide line (trimmed, no comma), as a message; null when it is a guide. */
function guideProblem(line: number, guide: string): string | null {
  const chars = Array.from(guide);
  if (chars.length !== GUIDE_LENGTH) return PAIR_LINE_MESSAGES.guideLength(line, chars.length);
  for (const [i, char] of chars.entries()) {
    const allowed = i < SPACER_LENGTH ? /^[ACGT]$/i : /^[ACGTN]$/i;
    if (!allowed.test(char)) return PAIR_LINE_MESSAGES.guideCharacter(line, i + 1, char);
  }
  return null;
}

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

/**
 * The pairs and the guides (upper case, in line order) `text` holds and, when a line is bad, one
 * message naming the first bad lines (else null).
 */
export function checkPairsText(text: string): { pairs: number; guides: string[]; message: string | null } {
  const { pairs, problems } = checkPairLines(text);
  const lines = text.split(/\r?\n|\r/);
  const guides: string[] = [];
  const messages: { line: number; text: string }[] = [];
  for (const problem of problems) {
    const raw = lines[problem.line - 1].trim();
    // The engine's split calls a line without two sequences a 'columns' problem; without any comma it is a guide.
    if (problem.kind === 'columns' && !raw.includes(',')) {
      const message = guideProblem(problem.line, raw);
      if (message) messages.push({ line: problem.line, text: message });
      else guides.push(raw.toUpperCase());
    } else {
      messages.push({ line: problem.line, text: lineProblemMessage(problem) });
    }
  }
  if (messages.length === 0) return { pairs, guides, message: null };
  const named = messages.slice(0, NAMED_LINES).map((m) => m.text);
  if (messages.length > NAMED_LINES) named.push(PAIR_LINE_MESSAGES.more(messages.length - NAMED_LINES));
  return { pairs, guides, message: named.join('；') };
}

/** The job's lines split: the pairs to score as they are and the guides to search (lines already checked). */
export function splitJobLines(text: string): { pairs: { on: string; off: string; line: number }[]; guides: string[] } {
  const { pairs } = splitPairLines(text);
  return { pairs, guides: checkPairsText(text).guides };
}
