// The FASTA and GenBank writers, read back with seqparse (the parser SeqViz itself uses), so the
// files open in the usual tools with their sequence and features intact.
import seqparseModule from 'seqparse';
import { describe, expect, it } from 'vitest';
import { cleanSequence, downloadFileName, featureLocation, toFasta, toGenbank, type SequenceRecord } from './sequence-files.ts';

// seqparse is CommonJS with a default export; under ESM it may arrive wrapped once more.
const seqparse = ((seqparseModule as unknown as { default?: typeof seqparseModule }).default ?? seqparseModule) as typeof seqparseModule;

const record: SequenceRecord = {
  itemNo: 'P0042',
  name: 'pTest-"quoted" vector',
  alias: 'pTest',
  sequence: 'ATGC'.repeat(40) + 'GGA',
  features: [
    { name: 'AmpR', start: 1, end: 30, direction: 1, type: 'CDS' },
    { name: 'ori', start: 41, end: 60, direction: -1, type: 'rep_origin' },
    { name: 'odd one', start: 70, end: 90, direction: 0, type: 'made_up' },
  ],
  updated: new Date(Date.UTC(2026, 10, 3)),
};

describe('toFasta', () => {
  it('writes a header with the item number and 60 bases a line', async () => {
    const text = toFasta(record);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('>P0042 pTest-"quoted" vector (pTest) 163 bp circular');
    expect(lines.slice(1).map((l) => l.length)).toEqual([60, 60, 43]);
    const parsed = await seqparse(text);
    expect(parsed.seq.toUpperCase()).toBe(record.sequence);
  });
});

describe('toGenbank', () => {
  it('round-trips sequence and features through a GenBank parser', async () => {
    const text = toGenbank(record);
    expect(text.split('\n')[0]).toBe('LOCUS       P0042                    163 bp    DNA     circular SYN 03-NOV-2026');
    expect(text).toContain('DEFINITION  pTest-"quoted" vector (pTest).\n');
    expect(text).toContain('     CDS             1..30\n                     /label="AmpR"\n                     /codon_start=1\n');
    expect(text).toContain('     misc_feature    70..90\n                     /label="odd one"\n');
    expect(text).toContain('      121 atgcatgcat gcatgcatgc atgcatgcat gcatgcatgc gga\n//\n');
    const parsed = await seqparse(text);
    expect(parsed.seq.toUpperCase()).toBe(record.sequence);
    // seqparse gives 0-based starts and exclusive ends (the SeqViz convention).
    expect(parsed.annotations.map((a) => [a.name, a.start, a.end, a.direction])).toEqual([
      ['AmpR', 0, 30, 1],
      ['ori', 40, 60, -1],
      ['odd one', 69, 90, 1],
    ]);
  });

  it('writes origin-spanning and reverse locations', () => {
    expect(featureLocation({ start: 150, end: 10, direction: 1 }, 163)).toBe('join(150..163,1..10)');
    expect(featureLocation({ start: 5, end: 9, direction: -1 }, 163)).toBe('complement(5..9)');
    expect(featureLocation({ start: 0, end: 999, direction: 1 }, 163)).toBe('1..163');
  });
});

describe('helpers', () => {
  it('keeps only bases and names files by a safe item number', () => {
    expect(cleanSequence(' atg c\n12 NNa ')).toBe('ATGCNNA');
    expect(cleanSequence(null)).toBe('');
    expect(downloadFileName('P0001', 'fasta')).toBe('P0001.fasta');
    expect(downloadFileName('P 01/"x"', 'genbank')).toBe('P_01__x_.gb');
  });
});
