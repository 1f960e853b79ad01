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

export const SEQ_LEN = 24;
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

// Character code → base index (0..4), -2 for N, -1 for anything else. Users may type a gap as '-' or
// '_': both mean a bulge, so '-' maps to the gap base before padding (padding is added by us only).
const CODE = new Int8Array(128).fill(-1);
for (const [i, b] of BASES.entries()) {
  if (b !== '_') {
    CODE[b.charCodeAt(0)] = i;
    CODE[b.toLowerCase().charCodeAt(0)] = i;
  }
}
CODE['_'.charCodeAt(0)] = 4;
CODE['-'.charCodeAt(0)] = 4;
CODE['N'.charCodeAt(0)] = -2;
CODE['n'.charCodeAt(0)] = -2;

function badCharacter(seq: string, which: string, line: number): CrisprInputError {
  for (let i = 0; i < seq.length; i++) {
    const c = seq.charCodeAt(i);
    if (c >= 128 || CODE[c] === -1) {
      return new CrisprInputError(
        `${which} sequence "${seq}" has the character "${seq[i]}" at position ${i + 1}; only A, C, G, T, N, - and _ are allowed`,
        line,
      );
    }
  }
  return new CrisprInputError(`${which} sequence is invalid`, line);
}

/**
 * Writes the 24 tokens of one pair into `out` at `offset`. Throws CrisprInputError naming the line for
 * bad characters, unequal lengths or a length other than 23-24 (gaps included).
 */
export function encodePair(on: string, off: string, line: number, out: Uint8Array, offset: number): void {
  if (on.length === 0 || off.length === 0) {
    throw new CrisprInputError(on.length === 0 ? 'the on-target sequence is empty' : 'the off-target sequence is empty', line);
  }
  if (on.length !== off.length) {
    throw new CrisprInputError(
      `the sequences differ in length (on-target ${on.length}, off-target ${off.length}); align them with gaps (- or _)`,
      line,
    );
  }
  const len = on.length;
  if (len < SEQ_LEN - 1 || len > SEQ_LEN) {
    throw new CrisprInputError(`the sequences are ${len} long; CRISPR-Net takes 23 or 24 positions including gaps`, line);
  }
  const pad = SEQ_LEN - len;
  for (let i = 0; i < pad; i++) out[offset + i] = PAD_TOKEN;
  for (let i = 0; i < len; i++) {
    const a = on.charCodeAt(i);
    const b = off.charCodeAt(i);
    let x = a < 128 ? CODE[a] : -1;
    let y = b < 128 ? CODE[b] : -1;
    if (x === -1) throw badCharacter(on, 'on-target', line);
    if (y === -1) throw badCharacter(off, 'off-target', line);
    // The published encoder lets an N of the on-target (the PAM's N) take the off-target base. The
    // same rule is applied the other way round so an N in the off-target counts as a match.
    if (x === -2) x = y;
    if (y === -2) y = x;
    if (x === -2) throw new CrisprInputError(`both sequences have N at position ${i + 1}`, line);
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
 * Parses text with one `on,off` pair a line (the published tool's input). Blank lines are skipped, a
 * first line naming the columns (on_seq,off_seq) is skipped, extra columns are ignored.
 */
export function parsePairsText(text: string): Pair[] {
  const pairs: Pair[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    const cols = raw.split(',').map((c) => c.trim());
    if (pairs.length === 0 && /^on[_ ]?seq/i.test(cols[0])) continue;
    if (cols.length < 2 || cols[1] === '') {
      throw new CrisprInputError('expected two sequences separated by a comma (on-target,off-target)', i + 1);
    }
    pairs.push({ on: cols[0], off: cols[1], line: i + 1 });
  }
  if (pairs.length === 0) throw new CrisprInputError('no sequence pairs given');
  return pairs;
}
