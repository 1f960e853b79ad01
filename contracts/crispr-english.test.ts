// The CRISPR-Net refusals an English page shows: the line checks' messages (also several joined in
// one), the built messages and the genome titles come out in English with their values.
import { describe, expect, it } from 'vitest';
import { messageIn } from './english-messages.ts';
import { checkPairsText } from './crispr-pairs.ts';
import { CRISPR_LIMITS, CRISPR_MESSAGES, genomeTitleIn, searchPam } from './crispr.ts';

const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const english = (text: string | null) => messageIn('en', text ?? '');

describe('CRISPR-Net messages in English', () => {
  it('names the bad line, side and character of a pair', () => {
    expect(english(checkPairsText(`${PAIR}\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCXGAAGAAGAAAGG`).message)).toBe(
      'Line 2: the character "X" at position 11 of the off-target sequence is not valid (only A, C, G, T, N and the gaps - or _ may be used)',
    );
    expect(english(checkPairsText('GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAG').message)).toMatch(/^Line 1: the two sequences differ in length \(on-target 23 characters, off-target 9\)/);
    expect(english(checkPairsText('GAGTCCGAG').message)).toMatch(/^Line 1: two sequences separated by a comma are missing \(a single sequence is an sgRNA .* this line has 9 characters\)$/);
  });

  it('puts several bad lines and the count of the rest into English', () => {
    const text = Array.from({ length: 7 }, () => 'ACGT,ACGT').join('\n');
    const message = english(checkPairsText(text).message);
    expect(message).toMatch(/^Line 1: the sequence is too short \(4 characters\)/);
    expect(message.split('; Line ')).toHaveLength(5);
    expect(message).toMatch(/; 2 more lines are wrong$/);
    expect(message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('fills in the values of built messages', () => {
    expect(english(CRISPR_MESSAGES.wait(12))).toBe(
      `Too many submissions: wait at least ${CRISPR_LIMITS.intervalSeconds} seconds between two submissions; please try again in 12 seconds`,
    );
    expect(english(CRISPR_MESSAGES.truncated(2000))).toMatch(/^This sgRNA has more than 2000 candidate sites/);
    const refusal = searchPam('TTTV (AsCas12a)');
    expect('refusal' in refusal && english(refusal.refusal)).toMatch(/^The PAM type "TTTV \(AsCas12a\)" cannot be used for a genome search/);
  });

  it('names the seeded genomes in English and leaves the Chinese site alone', () => {
    expect(genomeTitleIn('en', 'mm10 (小鼠 GRCm38)')).toBe('mm10 (mouse GRCm38)');
    expect(genomeTitleIn('en', 'hg38 (人 GRCh38)')).toBe('hg38 (human GRCh38)');
    expect(genomeTitleIn('zh', 'hg38 (人 GRCh38)')).toBe('hg38 (人 GRCh38)');
  });
});
