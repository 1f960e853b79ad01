// Input parsing and the CRISPR-Net encoding.
//
// The published encoder (Lin et al. 2020, `Encoder` in the authors' code) pads both sequences on the
// left with '-' to 24 positions and encodes every position as 7 numbers: the OR of the one-hot codes of
// the on- and off-target bases over A, T, G, C, '_' (gap), then two direction bits telling which base
// ranks higher in A > G > C > T > '_'. Padding ('-') encodes as all zeros, which is also what the
// convolutions' 'same' padding feeds beyond the ends: the forward pass relies on that equality.
//
// A position is therefore fully described by its (on, off) base pair: a "token" 0..25. The forward
// pass works on tokens so that encoding is one table lookup per position.

import { BASE_CODE, MAX_PAIR_LENGTH, checkPair, splitPairLines, type PairProblem } from './check.ts';

export const SEQ_LEN = MAX_PAIR_LENGTH;
/** Bases in the order of the published one-hot code. */
const BASES = ['A', 'T', 'G', 'C', '_'] as const;
/** The token of a padded position ('-' on both sides): its encoding is all zeros. */
export const PAD_TOKEN = 25;
export const TOKEN_COUNT = 26;
export const CHANNELS = 7;

const DIRECTION: Record<string, number> = { A: 5, G: 4, C: 3, T: 2, _: 1 };

export type Pair = {
  on: string;
  off: string;
  /** 1-based line of the input the pair came from; errors name it. Defaults to the pair's index + 1. */
  line?: number;
};

export class CrisprInputError extends Error {
  line: number | undefined;
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'CrisprInputError';
    this.line = line;
  }
}

/** The 7-channel code of every token, row-major [token][channel]. */
export function tokenEncodings(): Float64Array {
  const table = new Float64Array(TOKEN_COUNT * CHANNELS);
  for (let on = 0; on < 5; on++) {
    for (let off = 0; off < 5; off++) {
      const row = (on * 5 + off) * CHANNELS;
      table[row + on] = 1;
      table[row + off] = 1;
      const dOn = DIRECTION[BASES[on]];
      const dOff = DIRECTION[BASES[off]];
      if (dOn > dOff) table[row + 5] = 1;
      else if (dOn < dOff) table[row + 6] = 1;
    }
  }
  return table;
}

/** The engine's English wording of a problem found by checkPair / splitPairLines. */
function inputError(problem: PairProblem, on: string, off: string, line: number): CrisprInputError {
  switch (problem.kind) {
    case 'columns':
      return new CrisprInputError('expected two sequences separated by a comma (on-target,off-target)', line);
    case 'empty':
      return new CrisprInputError(`the ${problem.side}-target sequence is empty`, line);
    case 'character':
      return new CrisprInputError(
        `${problem.side}-target sequence "${problem.side === 'on' ? on : off}" has the character "${problem.char}" at position ${problem.position}; only A, C, G, T, N, - and _ are allowed`,
        line,
      );
    case 'unequal':
      return new CrisprInputError(
        `the sequences differ in length (on-target ${problem.on}, off-target ${problem.off}); align them with gaps (- or _)`,
        line,
      );
    case 'length':
      return new CrisprInputError(`the sequences are ${problem.length} long; CRISPR-Net takes 23 or 24 positions including gaps`, line);
    case 'bothN':
      return new CrisprInputError(`both sequences have N at position ${problem.position}`, line);
  }
}

/**
 * Writes the 24 tokens of one pair into `out` at `offset`. Throws CrisprInputError naming the line for
 * whatever checkPair refuses (bad characters, unequal lengths, a length other than 23-24, N facing N).
 */
export function encodePair(on: string, off: string, line: number, out: Uint8Array, offset: number): void {
  const problem = checkPair(on, off);
  if (problem) throw inputError(problem, on, off, line);
  const len = on.length;
  const pad = SEQ_LEN - len;
  for (let i = 0; i < pad; i++) out[offset + i] = PAD_TOKEN;
  for (let i = 0; i < len; i++) {
    let x = BASE_CODE[on.charCodeAt(i)];
    let y = BASE_CODE[off.charCodeAt(i)];
    // The published encoder lets an N of the on-target (the PAM's N) take the off-target base. The
    // same rule is applied the other way round so an N in the off-target counts as a match.
    if (x === -2) x = y;
    if (y === -2) y = x;
    out[offset + pad + i] = x * 5 + y;
  }
}

/** Tokens of all pairs, 24 per pair. */
export function encodePairs(pairs: readonly Pair[]): Uint8Array {
  if (pairs.length === 0) throw new CrisprInputError('no sequence pairs given');
  const tokens = new Uint8Array(pairs.length * SEQ_LEN);
  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p];
    encodePair(pair.on.trim(), pair.off.trim(), pair.line ?? p + 1, tokens, p * SEQ_LEN);
  }
  return tokens;
}

/**
 * Parses text with one `on,off` pair a line (the published tool's input): see splitPairLines. Throws
 * for the first line without two sequences; the pairs themselves are checked when they are encoded.
 */
export function parsePairsText(text: string): Pair[] {
  const { pairs, problems } = splitPairLines(text);
  if (problems.length > 0) throw inputError(problems[0], '', '', problems[0].line);
  if (pairs.length === 0) throw new CrisprInputError('no sequence pairs given');
  return pairs;
}
