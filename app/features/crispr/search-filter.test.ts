// The site table's filters and the CSV of every column.
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '../../../contracts/crispr-search.ts';
import { filterSites, sitesToCsv } from './search-filter.ts';

const G = 'GACGCATAAAGATGAGACGCTGG';
const site = (over: Partial<SiteRow>): SiteRow => ({
  guide: G, on_seq: G, off_seq: G, chrom: 'chr1', position: 1, strand: '+', mismatches: 0, bulge: 'none', CRISPR_Net_score: 0.9, ...over,
});

describe('site filters and CSV', () => {
  const rows = [site({ chrom: 'chrX', mismatches: 3, CRISPR_Net_score: 0.2 }), site({ chrom: 'chr2', bulge: 'DNA', CRISPR_Net_score: 0.8 })];
  it('filters by score, mismatches, bulge and chromosome', () => {
    expect(filterSites(rows, { minScore: 0.5 })).toEqual([rows[1]]);
    expect(filterSites(rows, { maxMismatches: 2 })).toEqual([rows[1]]);
    expect(filterSites(rows, { bulge: 'none' })).toEqual([rows[0]]);
    expect(filterSites(rows, { chrom: 'CHRX' })).toEqual([rows[0]]);
    expect(filterSites(rows, { guide: 'other' })).toEqual([]);
  });
  it('writes every column', () => {
    expect(sitesToCsv([rows[0], { on_seq: 'A', off_seq: 'C', CRISPR_Net_score: 0.5 }])).toBe(
      `guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score\n${G},chrX,1,+,3,none,${G},${G},0.2\n,,,,,,A,C,0.5\n`,
    );
  });
  it('adds gene and in_exon for sites of an annotated genome, quoting a name with a comma', () => {
    expect(sitesToCsv([site({ gene: 'A,B', exon: true }), site({ gene: '', exon: null })])).toBe(
      `guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score,gene,in_exon\n${G},chr1,1,+,0,none,${G},${G},0.9,"A,B",yes\n${G},chr1,1,+,0,none,${G},${G},0.9,,\n`,
    );
  });
});
