// The first record of a GenBank or FASTA text, with its bases counted line by line before any parser
// sees it. seqparse builds several objects a base: a 2.5 MB GenBank file of 2 Mbp took over 256 MB of
// heap, and the 200 kbp bound was only applied to what it returned (issue 32). Here the declared
// length (GenBank's LOCUS line) and the real one (the letters of ORIGIN's lines, or of a FASTA
// record's lines) are checked as they are read, stopping at the first base beyond the bound, and the
// parser is given the first record alone (the one the form keeps), so nothing after it is parsed.

export type Prescan = { ok: true; text: string; bases: number } | { ok: false; reason: 'too-long' };

/**
 * Letters (A-Z, a-z) of `text` from `from` to `to`, what the stored sequence keeps of a line; the
 * count stops at the first letter beyond `room`, so a base past the bound is the last one read.
 */
function lettersIn(text: string, from: number, to: number, room: number): number {
  let letters = 0;
  for (let i = from; i < to && letters <= room; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c >= 97 && c <= 122) letters++;
  }
  return letters;
}

/** The lines of `text` as [start, end) offsets, without building them. */
function* lines(text: string): Generator<[number, number]> {
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    yield [start, end];
    start = end + 1;
  }
}

/**
 * `text` with `\n` line ends. GenBank: up to the first `//` after ORIGIN; FASTA: the first `>` header
 * and its lines up to the next header. `maxBases` bounds the record's letters.
 */
export function prescanSequence(text: string, format: 'genbank' | 'fasta', maxBases: number): Prescan {
  let bases = 0;
  if (format === 'genbank') {
    // The first LOCUS line's length, e.g. "LOCUS       pUC19   2686 bp    DNA     circular".
    const declared = /^LOCUS[ \t]+\S+[ \t]+(\d+)[ \t]+bp\b/m.exec(text);
    if (declared && Number(declared[1]) > maxBases) return { ok: false, reason: 'too-long' };
    let inOrigin = false;
    for (const [start, end] of lines(text)) {
      if (!inOrigin) {
        inOrigin = text.startsWith('ORIGIN', start);
        continue;
      }
      if (text.startsWith('//', start)) return { ok: true, text: text.slice(0, end), bases };
      bases += lettersIn(text, start, end, maxBases - bases);
      if (bases > maxBases) return { ok: false, reason: 'too-long' };
    }
    return { ok: true, text, bases };
  }
  let inRecord = false;
  for (const [start, end] of lines(text)) {
    if (text.startsWith('>', start)) {
      if (inRecord) return { ok: true, text: text.slice(0, start), bases };
      inRecord = true;
      continue;
    }
    if (!inRecord) continue;
    bases += lettersIn(text, start, end, maxBases - bases);
    if (bases > maxBases) return { ok: false, reason: 'too-long' };
  }
  return { ok: true, text, bases };
}
