import { describe, expect, it } from 'vitest';
import { csvFileName, filterRows, formatScore, rowsToCsv } from './result-filter.ts';

const rows = [
  { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG', CRISPR_Net_score: 0.918 },
  { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA_TTTGCTCCAGG', CRISPR_Net_score: 0.146 },
  { on_seq: 'GTTGCCCCACAGGGCAGTAAAGG', off_seq: 'GTGGACACCCCGGGCAGGAAAGG', CRISPR_Net_score: 5e-8 },
];

describe('result filters', () => {
  it('filters by min and max score, bounds included', () => {
    expect(filterRows(rows, { min: 0.146 }).length).toBe(2);
    expect(filterRows(rows, { max: 0.146 }).length).toBe(2);
    expect(filterRows(rows, { min: 0.1, max: 0.5 })).toEqual([rows[1]]);
    expect(filterRows(rows, { min: null, max: null })).toEqual(rows);
  });

  it('finds a part of either sequence in any case, with - for _', () => {
    expect(filterRows(rows, { sequence: 'gagtta' })).toEqual([rows[0]]);
    expect(filterRows(rows, { sequence: 'TGA-TTT' })).toEqual([rows[1]]);
    expect(filterRows(rows, { sequence: 'GTTGCC', min: 0.5 })).toEqual([]);
  });

  it('writes the published CSV format and a timestamped name', () => {
    expect(rowsToCsv([rows[0]])).toBe('on_seq,off_seq,CRISPR_Net_score\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG,0.918\n');
    expect(csvFileName(12, new Date(2026, 0, 2, 3, 4, 5))).toBe('CRISPR-Net-12-20260102-030405.csv');
    expect(formatScore(0.5)).toBe('0.500000');
    expect(formatScore(5e-8)).toBe('5.000e-8');
  });
});
