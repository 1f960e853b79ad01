// The check a search that is then scored passes first: a 3-nt PAM and 23-nt guides, what CRISPR-Net reads.
import { describe, expect, it } from 'vitest';
import { SCORABLE_PAM_LENGTH, scorableSearchProblem } from '../src/genome.ts';

describe('scorableSearchProblem', () => {
  it('takes 3-nt IUPAC PAMs with 23-nt guides, any case', () => {
    expect(SCORABLE_PAM_LENGTH).toBe(3);
    expect(scorableSearchProblem('NGG', ['GAGTCCGAGCAGAAGAAGAAAGG'])).toBeNull();
    expect(scorableSearchProblem('nrg', ['gagtccgagcagaagaagaaNGG', 'GAGTCCGAGCAGAAGAAGAAAAG'])).toBeNull();
  });

  it('refuses a PAM of another length, whatever the guides, and a guide that is not 23 nt', () => {
    expect(scorableSearchProblem('NNGRRT', ['GAGTCCGAGCAGAAGAAGAANNGRRT'])).toBe(
      '--pam NNGRRT is 6 nt, but CRISPR-Net scores 23-nt sites (20-nt protospacer + 3-nt PAM): use a 3-nt PAM such as NGG, NAG or NGN',
    );
    expect(scorableSearchProblem('TTTV', ['GAGTCCGAGCAGAAGAAGAATTTV'])).toMatch(/^--pam TTTV is 4 nt/);
    expect(scorableSearchProblem('NG', ['GAGTCCGAGCAGAAGAAGAAAG'])).toMatch(/^--pam NG is 2 nt/);
    expect(scorableSearchProblem('NGG', ['GAGTCCGAGCAGAAGAAGAAAGG', 'GAGTCCGAGCAGAAGAAGAAAG'])).toBe(
      'guide "GAGTCCGAGCAGAAGAAGAAAG" is 22 nt; with the PAM NGG a guide is 23 nt (20-nt protospacer + the PAM)',
    );
    expect(scorableSearchProblem('', ['GAGTCCGAGCAGAAGAAGAAAGG'])).toBe('--pam "": IUPAC letters only, such as NGG');
  });
});
