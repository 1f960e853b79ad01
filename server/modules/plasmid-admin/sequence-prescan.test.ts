import { describe, expect, it } from 'vitest';
import { prescanSequence } from './sequence-prescan.ts';

/** A GenBank record of `bases` bases (ORIGIN in lines of 60, groups of 10), its LOCUS saying `declared`. */
function genbank(bases: number, declared = bases, name = 'pTest'): string {
  const lines = [`LOCUS       ${name}               ${declared} bp    DNA     circular SYN 01-JAN-2024`, 'FEATURES             Location/Qualifiers', 'ORIGIN'];
  for (let i = 0; i < bases; i += 60) {
    const groups: string[] = [];
    for (let g = i; g < Math.min(bases, i + 60); g += 10) groups.push('acgt'.repeat(3).slice(0, Math.min(10, bases - g)));
    lines.push(`${String(i + 1).padStart(9)} ${groups.join(' ')}`);
  }
  return `${lines.join('\n')}\n//\n`;
}

describe('counting a sequence file before it is parsed', () => {
  it('counts the letters of ORIGIN, and takes exactly the bound', () => {
    expect(prescanSequence(genbank(120), 'genbank', 200)).toMatchObject({ ok: true, bases: 120 });
    expect(prescanSequence(genbank(200), 'genbank', 200)).toMatchObject({ ok: true, bases: 200 });
    expect(prescanSequence(genbank(201), 'genbank', 200)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('refuses by the LOCUS line alone, and by the real count when the LOCUS line lies', () => {
    // The declared length is refused without reading a base.
    expect(prescanSequence(`${genbank(10, 2_000_000)}`, 'genbank', 200_000)).toEqual({ ok: false, reason: 'too-long' });
    expect(prescanSequence(genbank(300, 100), 'genbank', 200)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('stops at the first base beyond the bound, whatever follows', () => {
    // A line of 10 MB after the bound is never counted: the scan ends inside the first line past it.
    const text = `${genbank(200).replace('\n//\n', '\n')}      201 a${'c'.repeat(10_000_000)}\n//\n`;
    expect(prescanSequence(text, 'genbank', 200)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('hands on the first record only: GenBank up to its //, FASTA up to the next header', () => {
    const two = genbank(60, 60, 'first') + genbank(60, 60, 'second');
    const first = prescanSequence(two, 'genbank', 100);
    expect(first).toMatchObject({ ok: true, bases: 60 });
    expect(first.ok && first.text).toBe(genbank(60, 60, 'first').replace(/\n$/, ''));
    const fasta = '>one circular\nACGT\nacgt\n>two\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n';
    expect(prescanSequence(fasta, 'fasta', 10)).toEqual({ ok: true, bases: 8, text: '>one circular\nACGT\nacgt\n' });
    expect(prescanSequence('>one\nACGTACGTACG\n', 'fasta', 10)).toEqual({ ok: false, reason: 'too-long' });
  });
});
