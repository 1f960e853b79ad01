// What the engine accepts, line by line, without encoding anything. The encoder refuses exactly what
// this module reports (it calls checkPair), so a caller that checks input first (a web form, a server
// before it queues a job) and the engine agree. Problems are data, not text: each caller words them
// (the engine in English, the website in Chinese). No dependency: this module also runs in a browser.

/** Positions the model reads; a pair is 23 or 24 long, gaps included (the engine pads one on the left). */
export const MAX_PAIR_LENGTH = 24;
export const MIN_PAIR_LENGTH = 23;

/** Base index (0 A, 1 T, 2 G, 3 C, 4 gap) by character code; -2 for N, -1 for anything else. */
export const BASE_CODE = new Int8Array(128).fill(-1);
for (const [i, b] of ['A', 'T', 'G', 'C'].entries()) {
  BASE_CODE[b.charCodeAt(0)] = i;
  BASE_CODE[b.toLowerCase().charCodeAt(0)] = i;
}
// Users may type a gap as '-' or '_': both mean a bulge (padding is added by the engine only).
BASE_CODE['_'.charCodeAt(0)] = 4;
BASE_CODE['-'.charCodeAt(0)] = 4;
BASE_CODE['N'.charCodeAt(0)] = -2;
BASE_CODE['n'.charCodeAt(0)] = -2;

export type Side = 'on' | 'off';

export type PairProblem =
  /** The line does not hold two comma-separated sequences. */
  | { kind: 'columns' }
  | { kind: 'empty'; side: Side }
  /** `position` is 1-based; `char` is the character as typed. */
  | { kind: 'character'; side: Side; position: number; char: string }
  | { kind: 'unequal'; on: number; off: number }
  | { kind: 'length'; length: number }
  | { kind: 'bothN'; position: number };

export type LineProblem = PairProblem & { line: number };

export type PairLine = { on: string; off: string; line: number };

function codeAt(seq: string, i: number): number {
  const c = seq.charCodeAt(i);
  return c < 128 ? BASE_CODE[c] : -1;
}

/** The first reason the engine would refuse this pair (sequences already trimmed), or null. */
export function checkPair(on: string, off: string): PairProblem | null {
  if (on.length === 0) return { kind: 'empty', side: 'on' };
  if (off.length === 0) return { kind: 'empty', side: 'off' };
  for (const [side, seq] of [['on', on], ['off', off]] as const) {
    // Characters are iterated by code point so a character outside the BMP is named whole.
    let position = 0;
    for (const char of seq) {
      position++;
      if (char.length !== 1 || codeAt(char, 0) === -1) return { kind: 'character', side, position, char };
    }
  }
  if (on.length !== off.length) return { kind: 'unequal', on: on.length, off: off.length };
  if (on.length < MIN_PAIR_LENGTH || on.length > MAX_PAIR_LENGTH) return { kind: 'length', length: on.length };
  for (let i = 0; i < on.length; i++) {
    if (codeAt(on, i) === -2 && codeAt(off, i) === -2) return { kind: 'bothN', position: i + 1 };
  }
  return null;
}

/**
 * Splits text with one `on,off` pair a line (the published tool's input): blank lines are skipped, a
 * first line naming the columns (on_seq,off_seq) is skipped, extra columns are ignored, spaces around
 * a sequence are trimmed. A line without two sequences is a 'columns' problem, not a pair.
 */
export function splitPairLines(text: string): { pairs: PairLine[]; problems: LineProblem[] } {
  const pairs: PairLine[] = [];
  const problems: LineProblem[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    // The first two columns only: a line of a million commas is not split into a million strings.
    const comma = raw.indexOf(',');
    const on = (comma < 0 ? raw : raw.slice(0, comma)).trim();
    const next = comma < 0 ? -1 : raw.indexOf(',', comma + 1);
    const off = comma < 0 ? undefined : (next < 0 ? raw.slice(comma + 1) : raw.slice(comma + 1, next)).trim();
    if (pairs.length === 0 && problems.length === 0 && /^on[_ ]?seq/i.test(on)) continue;
    if (off === undefined || off === '') problems.push({ kind: 'columns', line: i + 1 });
    else pairs.push({ on, off, line: i + 1 });
  }
  return { pairs, problems };
}

/** Every line of `text` checked: the pairs it holds (good or bad) and each bad line's first problem, in line order. */
export function checkPairLines(text: string): { pairs: number; problems: LineProblem[] } {
  const { pairs, problems } = splitPairLines(text);
  for (const pair of pairs) {
    const problem = checkPair(pair.on, pair.off);
    if (problem) problems.push({ ...problem, line: pair.line });
  }
  return { pairs: pairs.length, problems: problems.toSorted((a, b) => a.line - b.line) };
}
