// What a nucleotide FASTA's sequence lines may hold: the IUPAC nucleotide codes in either case, and
// white space (ignored). Anything else (a gap '-' or '.', a stop '*', a digit, punctuation) is refused
// with its line: dropping it silently would shift every coordinate after it. A record whose letters
// are mostly not A, C, G, T or N is a protein (DNA is almost all ACGTN; a protein has a quarter of
// them), so a protein FASTA is refused as such even when it happens to use only nucleotide letters.
// Shared by the genome reader (streaming bytes) and the website's plasmid import (text), so both
// refuse the same files. Problems are data, not text: each caller words them. No dependency.

/** The IUPAC nucleotide codes (U included), upper case; their lower case is accepted too. */
export const NUCLEOTIDE_CODES = 'ACGTURYSWKMBDHVN';

/** Byte classes of SYMBOL_CLASS. */
export const SymbolClass = { Other: 0, Acgtn: 1, OtherCode: 2, Space: 3 } as const;

/** By character code (ASCII): A C G T N, another nucleotide code, white space, or anything else. */
export const SYMBOL_CLASS = new Uint8Array(256);
for (const code of NUCLEOTIDE_CODES) {
  const cls = 'ACGTN'.includes(code) ? SymbolClass.Acgtn : SymbolClass.OtherCode;
  SYMBOL_CLASS[code.charCodeAt(0)] = cls;
  SYMBOL_CLASS[code.toLowerCase().charCodeAt(0)] = cls;
}
for (const space of ' \t\r\n\v\f') SYMBOL_CLASS[space.charCodeAt(0)] = SymbolClass.Space;

/** True when a record's letters are mostly not A, C, G, T or N: a protein, not DNA. */
export function looksLikeProtein(acgtn: number, letters: number): boolean {
  return letters > 0 && acgtn * 2 < letters;
}

/** A symbol of protein FASTA: a Latin letter (E, F, I, L, P, Q … are no nucleotide codes) or the stop '*'. */
export function isProteinSymbol(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 42;
}

export type FastaSymbolProblem =
  /** `record` is the header's first word; `line` (1-based) is where its sequence was judged. */
  | { kind: 'protein'; record: string; line: number }
  /** `line` and `column` are 1-based; `char` is the character as written. */
  | { kind: 'symbol'; line: number; column: number; char: string };

/**
 * The first reason a FASTA text is not a nucleotide FASTA, or null. Header lines ('>') start records;
 * lines before the first header are left to the caller's own "is this FASTA" check.
 */
export function checkFastaText(text: string): FastaSymbolProblem | null {
  const lines = text.split('\n');
  let record: string | null = null;
  let acgtn = 0;
  let letters = 0;
  let lastLine = 0;
  const endRecord = (): FastaSymbolProblem | null =>
    record !== null && looksLikeProtein(acgtn, letters) ? { kind: 'protein', record, line: lastLine } : null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('>')) {
      const problem = endRecord();
      if (problem) return problem;
      record = line.slice(1).trim().split(/\s+/)[0] ?? '';
      acgtn = 0;
      letters = 0;
      continue;
    }
    if (record === null) continue;
    for (let j = 0; j < line.length; j++) {
      const code = line.charCodeAt(j);
      const cls = code < 256 ? SYMBOL_CLASS[code] : SymbolClass.Other;
      if (cls === SymbolClass.Space) continue;
      lastLine = i + 1;
      if (cls === SymbolClass.Acgtn) {
        acgtn++;
        letters++;
        continue;
      }
      if (cls === SymbolClass.OtherCode) {
        letters++;
        continue;
      }
      // An amino acid or a stop in what reads as a protein so far: the record is a protein, not a typo.
      if (isProteinSymbol(code) && looksLikeProtein(acgtn, letters + 1)) return { kind: 'protein', record, line: i + 1 };
      const char = String.fromCodePoint(line.codePointAt(j) ?? code);
      return { kind: 'symbol', line: i + 1, column: j + 1, char };
    }
  }
  return endRecord();
}
