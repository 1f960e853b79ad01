// A genome's annotation: GTF (1-based, inclusive) and BED (0-based, half-open; blocks as exons) read
// into sorted intervals, stored beside the genome, looked up at their exact boundaries.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { annotateGenome, GenomeInputError, importGenome, readAnnotation, siteSpan } from '../src/genome.ts';
import { buildAnnotation, GenomeAnnotation, parseBedLine, parseGtfLine } from '../src/genome-annotation.ts';

const dir = mkdtempSync(join(tmpdir(), 'crispr-annotation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = join(dir, 'genomes');
const fasta = join(dir, 'g.fa');
writeFileSync(fasta, `>chr1\n${'ACGT'.repeat(50)}\n>chr2\n${'GGCC'.repeat(25)}\n`);

const gtf = [
  '#!genome-build test',
  'chr1\ttest\tgene\t11\t60\t.\t+\t.\tgene_id "G1"; gene_name "Alpha";',
  'chr1\ttest\ttranscript\t11\t60\t.\t+\t.\tgene_id "G1"; gene_name "Alpha";',
  'chr1\ttest\texon\t11\t20\t.\t+\t.\tgene_id "G1"; gene_name "Alpha"; exon_number "1";',
  'chr1\ttest\texon\t51\t60\t.\t+\t.\tgene_id "G1"; gene_name "Alpha"; exon_number "2";',
  'chr1\ttest\tgene\t41\t100\t.\t-\t.\tgene_id "G2";',
  // No `gene` line: the gene spans its exons.
  'chr2\ttest\texon\t5\t9\t.\t+\t.\tgene_id "G3"; gene_name "Gamma";',
  'chrUn\ttest\tgene\t1\t10\t.\t+\t.\tgene_id "G4";',
].join('\n');

describe('GTF', () => {
  it('reads gene and exon lines into 0-based half-open intervals, named by gene_name, else gene_id', () => {
    expect(parseGtfLine(gtf.split('\n')[1])).toEqual({ kind: 'gene', chrom: 'chr1', start: 10, end: 60, name: 'Alpha' });
    expect(parseGtfLine(gtf.split('\n')[5])).toEqual({ kind: 'gene', chrom: 'chr1', start: 40, end: 100, name: 'G2' });
    expect(parseGtfLine(gtf.split('\n')[2])).toBeNull();
    expect(() => parseGtfLine('chr1\tx\tgene\t0\t5\t.\t+\t.\tgene_id "X";')).toThrow(GenomeInputError);
  });

  it('stores the annotation beside the genome and finds genes and exons at their exact boundaries', async () => {
    await importGenome(store, 'g', fasta);
    const file = join(dir, 'genes.gtf.gz');
    writeFileSync(file, gzipSync(gtf));
    const summary = await annotateGenome(store, 'g', file);
    expect(summary).toMatchObject({ genes: 3, exons: 3, skipped: 1 });
    const annotation = await readAnnotation(store, 'g');
    expect(annotation).not.toBeNull();
    const at = (chrom: string, start: number, end: number) => annotation!.lookup(chrom, start, end);
    // Alpha is GTF 11-60: 0-based bases 10..59.
    expect(at('chr1', 9, 10)).toEqual({ gene: '', exon: false });
    expect(at('chr1', 10, 11)).toEqual({ gene: 'Alpha', exon: true });
    expect(at('chr1', 19, 20)).toEqual({ gene: 'Alpha', exon: true });
    expect(at('chr1', 20, 21)).toEqual({ gene: 'Alpha', exon: false });
    // Overlapping genes are both named, in start order; exon 2 is GTF 51-60.
    expect(at('chr1', 45, 51)).toEqual({ gene: 'Alpha;G2', exon: true });
    expect(at('chr1', 60, 61)).toEqual({ gene: 'G2', exon: false });
    expect(at('chr1', 99, 100)).toEqual({ gene: 'G2', exon: false });
    expect(at('chr1', 100, 101)).toEqual({ gene: '', exon: false });
    expect(at('chr2', 4, 5)).toEqual({ gene: 'Gamma', exon: true });
    expect(at('chr2', 9, 10)).toEqual({ gene: '', exon: false });
    expect(at('chrX', 0, 10)).toEqual({ gene: '', exon: false });
  });

  it('refuses another extension and a file with nothing on the genome', async () => {
    await expect(annotateGenome(store, 'g', join(dir, 'genes.txt'))).rejects.toThrow(/expected \.gtf or \.bed/);
    const other = join(dir, 'other.gtf');
    writeFileSync(other, 'chrZ\tt\tgene\t1\t5\t.\t+\t.\tgene_id "Z";\n');
    await expect(annotateGenome(store, 'g', other)).rejects.toThrow(/no gene or exon/);
    await expect(annotateGenome(store, 'missing', other)).rejects.toThrow(/unknown genome/);
  });
});

describe('BED', () => {
  it('takes the name column as the gene and BED12 blocks as exons', () => {
    expect(parseBedLine('chr1\t10\t40\tBeta\t0\t+\t10\t40\t0\t2\t5,10,\t0,20,')).toEqual([
      { kind: 'gene', chrom: 'chr1', start: 10, end: 40, name: 'Beta' },
      { kind: 'exon', chrom: 'chr1', start: 10, end: 15, name: 'Beta' },
      { kind: 'exon', chrom: 'chr1', start: 30, end: 40, name: 'Beta' },
    ]);
    expect(parseBedLine('track name=x')).toEqual([]);
    expect(parseBedLine('chr1\t5\t9')).toEqual([{ kind: 'gene', chrom: 'chr1', start: 5, end: 9, name: 'chr1:6-9' }]);
    expect(() => parseBedLine('chr1\t9\t9\tX')).toThrow(GenomeInputError);
  });

  it('looks BED intervals up 0-based half-open; without blocks the exon is unknown', async () => {
    const file = join(dir, 'genes.bed');
    writeFileSync(file, 'track name=genes\nchr1\t10\t40\tBeta\t0\t+\t10\t40\t0\t2\t5,10,\t0,20,\n');
    await annotateGenome(store, 'g', file);
    const annotation = (await readAnnotation(store, 'g'))!;
    expect(annotation.lookup('chr1', 9, 10)).toEqual({ gene: '', exon: false });
    expect(annotation.lookup('chr1', 10, 11)).toEqual({ gene: 'Beta', exon: true });
    expect(annotation.lookup('chr1', 15, 16)).toEqual({ gene: 'Beta', exon: false });
    expect(annotation.lookup('chr1', 39, 40)).toEqual({ gene: 'Beta', exon: true });
    expect(annotation.lookup('chr1', 40, 41)).toEqual({ gene: '', exon: false });

    const plain = join(dir, 'plain.bed');
    writeFileSync(plain, 'chr1\t10\t40\tBeta\n');
    await annotateGenome(store, 'g', plain);
    expect((await readAnnotation(store, 'g'))!.lookup('chr1', 12, 13)).toEqual({ gene: 'Beta', exon: null });
    // Stored compactly: one name list, and per sequence where its uint32 starts, ends, running ends and names lie.
    expect(JSON.parse(readFileSync(join(store, 'g', 'annotation.json'), 'utf8'))).toMatchObject({ names: ['Beta'], genes: { chr1: { at: 0, count: 1 } }, binBytes: 16 });
    expect([...new Uint32Array(new Uint8Array(readFileSync(join(store, 'g', 'annotation.bin'))).buffer)]).toEqual([10, 40, 40, 0]);
  });

  it('re-importing the genome drops its annotation (the coordinates may have changed)', async () => {
    await importGenome(store, 'g', fasta);
    expect(await readAnnotation(store, 'g')).toBeNull();
  });
});

describe('lookup', () => {
  it('finds a short gene nested after a long one (the running end, not the last start, decides)', () => {
    const annotation = new GenomeAnnotation(
      buildAnnotation(
        [
          { kind: 'gene', chrom: 'c', start: 0, end: 1000, name: 'Long' },
          { kind: 'gene', chrom: 'c', start: 100, end: 110, name: 'Short' },
          { kind: 'gene', chrom: 'c', start: 500, end: 510, name: 'Later' },
        ],
        'test',
        true,
      ),
    );
    expect(annotation.lookup('c', 800, 823).gene).toBe('Long');
    expect(annotation.lookup('c', 105, 128).gene).toBe('Long;Short');
    expect(annotation.lookupSite('c', 106, 'ACGTACGTACGTACGTACGTAGG').gene).toBe('Long;Short');
  });

  it('keeps an exon listed by several transcripts once', () => {
    const exon = { kind: 'exon' as const, chrom: 'c', start: 10, end: 20, name: 'A' };
    const data = buildAnnotation([{ kind: 'gene', chrom: 'c', start: 0, end: 100, name: 'A' }, exon, { ...exon }, { ...exon, end: 21 }], 'test', true);
    expect(data.exons.c.starts).toEqual([10, 10]);
    expect(data.exons.c.ends).toEqual([20, 21]);
  });

  it('a site covers its off-target bases without gaps from its 1-based position', () => {
    expect(siteSpan(11, 'ACGTACGTACGTACGTACGTAGG')).toEqual({ start: 10, end: 33 });
    expect(siteSpan(11, 'ACGTACGTAC_TACGTACGTAGG')).toEqual({ start: 10, end: 32 });
  });
});
