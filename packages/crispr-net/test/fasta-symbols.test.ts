// The symbols of a nucleotide FASTA: IUPAC codes in either case and white space pass; a gap, a stop,
// a dot, a digit or an amino acid is named with its line and column; a protein record is a protein.
import { describe, expect, it } from 'vitest';
import { checkFastaText, looksLikeProtein } from '../src/fasta-symbols.ts';

describe('checkFastaText', () => {
  it('takes A C G T N and the other IUPAC codes in either case, white space ignored, several records', () => {
    expect(checkFastaText('>chr1 a record\nACGT acgt\tNNnn\r\nRYSWKMBDHVU ryswkmbdhvu\nACGTACGTACGTACGTACGTACGT\n\n>chr2\nggcc\n')).toBeNull();
    expect(checkFastaText('>only a header\n')).toBeNull();
  });

  it('names the line and column of a gap, a stop, a dot, a digit or any other symbol', () => {
    expect(checkFastaText('>a\nACGTACGT\nACG-TACGT\n')).toEqual({ kind: 'symbol', line: 3, column: 4, char: '-' });
    expect(checkFastaText('>a\nACGTACGT*\n')).toEqual({ kind: 'symbol', line: 2, column: 9, char: '*' });
    expect(checkFastaText('>a\nACGT.ACGT\n')).toEqual({ kind: 'symbol', line: 2, column: 5, char: '.' });
    expect(checkFastaText('>a\nACGT\n>b\n       1 acgtacgtac\n')).toEqual({ kind: 'symbol', line: 4, column: 8, char: '1' });
    expect(checkFastaText('>a\nACGTÄ\n')).toEqual({ kind: 'symbol', line: 2, column: 5, char: 'Ä' });
    // A letter that is no nucleotide code in a DNA record is a typo, not a protein.
    expect(checkFastaText('>a\nACGTACGTACGTE\n')).toEqual({ kind: 'symbol', line: 2, column: 13, char: 'E' });
  });

  it('refuses a protein record, also one written only in letters that are nucleotide codes', () => {
    expect(checkFastaText('>sp|P02768|ALBU_HUMAN\nMKWVTFISLLFLFSSAYSRGVFRRDTHKSEIAHRFKDLGE\n')).toEqual({ kind: 'protein', record: 'sp|P02768|ALBU_HUMAN', line: 2 });
    expect(checkFastaText('>dna\nACGTACGT\n>p\nMASTRKYGHDVNCMKRSWVHD\n')).toEqual({ kind: 'protein', record: 'p', line: 4 });
    expect(checkFastaText('>p\nMKRSWVHD*\n')).toEqual({ kind: 'protein', record: 'p', line: 2 });
  });

  it('looksLikeProtein: most letters are not ACGTN', () => {
    expect(looksLikeProtein(0, 0)).toBe(false);
    expect(looksLikeProtein(5, 10)).toBe(false);
    expect(looksLikeProtein(4, 10)).toBe(true);
  });
});
