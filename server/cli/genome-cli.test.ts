// `npm run genome`: the argument handling, and one add and list through the in-test engine into a
// DATA_DIR of its own (the genome row is recorded in its embedded database).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestGenomeEngine } from '../../test/support/test-genome-engine.ts';
import { pgliteTemplate } from '../../test/support/test-database.ts';
import { openDatabase } from '../db/client.ts';
import { genomes } from '../db/schema/index.ts';
import { parseGenomeArgs, runGenomeCli } from './genome-cli.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('parseGenomeArgs', () => {
  it('reads add, list and help', () => {
    expect(parseGenomeArgs(['add', 'lambda', '/x/lambda_virus.fa.gz'])).toEqual({ command: 'add', name: 'lambda', file: '/x/lambda_virus.fa.gz' });
    expect(parseGenomeArgs(['add', 'hg38', 'hg38.2bit', '--title', 'hg38 (人 GRCh38)'])).toEqual({ command: 'add', name: 'hg38', file: 'hg38.2bit', title: 'hg38 (人 GRCh38)' });
    expect(parseGenomeArgs(['list'])).toEqual({ command: 'list' });
    expect(parseGenomeArgs([])).toEqual({ command: 'help' });
    expect(parseGenomeArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseGenomeArgs(['reindex', 'hg38'])).toEqual({ command: 'reindex', name: 'hg38', force: false });
    expect(parseGenomeArgs(['reindex', 'hg38', '--force'])).toEqual({ command: 'reindex', name: 'hg38', force: true });
    expect(parseGenomeArgs(['reindex'])).toMatchObject({ error: expect.stringContaining('`reindex` needs NAME') });
    expect(parseGenomeArgs(['add', 'a', 'f.fa', '--force'])).toEqual({ error: '--force belongs to `reindex`.' });
  });

  it('refuses what would not make a genome folder, and says why', () => {
    expect(parseGenomeArgs(['add', 'lambda'])).toEqual({ error: '`add` needs NAME and FILE.' });
    expect(parseGenomeArgs(['add', 'a', 'b', 'c'])).toEqual({ error: '`add` needs NAME and FILE.' });
    for (const name of ['../etc', '.hidden', 'a:b', 'a/b', 'a b', 'x'.repeat(65)]) {
      expect(parseGenomeArgs(['add', name, 'f.fa'])).toMatchObject({ error: expect.stringContaining(`Bad NAME "${name}"`) });
    }
    expect(parseGenomeArgs(['add', 'a', 'f.fa', '--title', ' '])).toEqual({ error: '--title is empty.' });
    expect(parseGenomeArgs(['list', 'x'])).toEqual({ error: '`list` takes no arguments.' });
    expect(parseGenomeArgs(['remove', 'x'])).toEqual({ error: 'Unknown command "remove".' });
    expect(parseGenomeArgs(['list', '--bogus'])).toMatchObject({ error: expect.stringContaining('--bogus') });
  });

  it('reads annotate NAME FILE for a GTF or BED file only', () => {
    expect(parseGenomeArgs(['annotate', 'hg38', 'gencode.gtf.gz'])).toEqual({ command: 'annotate', name: 'hg38', file: 'gencode.gtf.gz' });
    expect(parseGenomeArgs(['annotate', 'hg38', 'genes.BED'])).toEqual({ command: 'annotate', name: 'hg38', file: 'genes.BED' });
    expect(parseGenomeArgs(['annotate', 'hg38', 'genes.gff3'])).toEqual({ error: 'FILE must be .gtf or .bed (optionally .gz): genes.gff3' });
    expect(parseGenomeArgs(['annotate', 'hg38'])).toEqual({ error: '`annotate` needs NAME and FILE (and no --title).' });
    expect(parseGenomeArgs(['annotate', '../x', 'a.gtf'])).toEqual({ error: 'Bad NAME "../x".' });
  });
});

describe('runGenomeCli', () => {
  it('imports into GENOME_DIR, records the option row and lists it; a bad command exits 2 with the usage', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genome-cli-'));
    dirs.push(dataDir);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteTemplate: await pgliteTemplate() });
    await database.close();
    const fasta = path.join(dataDir, 'tiny.fa');
    await fs.writeFile(fasta, `>chr1\n${'ACGT'.repeat(25)}\n>chr2\nGGGCCC\n`);
    const lines: string[] = [];
    const errors: string[] = [];
    const engine = createTestGenomeEngine();
    const io = { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (l: string) => lines.push(l), err: (l: string) => errors.push(l), engine: async () => engine };

    expect(await runGenomeCli(['add', 'tiny', fasta, '--title', 'Tiny'], io)).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`^Imported tiny \\(Tiny\\): 106 bp in 2 sequence\\(s\\), in ${path.join(dataDir, 'genomes')} \\([\\d.]+ s\\)\\.$`));
    expect(await runGenomeCli(['list'], io)).toBe(0);
    expect(lines.at(-1)).toBe('tiny\tTiny\t106 bp\t2 sequence(s)');
    const reopened = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      expect(await reopened.db.select({ name: genomes.name, title: genomes.title }).from(genomes)).toEqual([{ name: 'tiny', title: 'Tiny' }]);
    } finally {
      await reopened.close();
    }
    expect(await runGenomeCli(['add', '../x', fasta], io)).toBe(2);
    expect(errors.at(-1)).toMatch(/^Bad NAME "\.\.\/x".*\n\nGenomes of the CRISPR-Net off-target search/s);
  });

  it('annotates a stored genome through the real engine, and refuses an unknown one with one line', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genome-cli-'));
    dirs.push(dataDir);
    const fasta = path.join(dataDir, 'tiny.fa');
    await fs.writeFile(fasta, `>chr1\n${'ACGT'.repeat(25)}\n`);
    const { importGenome, readAnnotation } = await import('crispr-net/genome');
    await importGenome(path.join(dataDir, 'genomes'), 'tiny', fasta);
    const bed = path.join(dataDir, 'genes.bed');
    await fs.writeFile(bed, 'chr1\t10\t40\tBeta\nchrM\t0\t5\tMito\n');
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) };
    expect(await runGenomeCli(['annotate', 'tiny', bed], io)).toBe(0);
    expect(lines[0]).toMatch(/^Annotated tiny: 1 genes, 0 exons \(\d+ bytes beside the genome\)\.$/);
    expect(lines[1]).toBe('1 records on sequences tiny does not have were left out (check the sequence names).');
    expect((await readAnnotation(path.join(dataDir, 'genomes'), 'tiny'))?.lookupSite('chr1', 11, 'A'.repeat(23))).toEqual({ gene: 'Beta', exon: null });
    expect(await runGenomeCli(['annotate', 'nothere', bed], io)).toBe(1);
    expect(errors).toEqual(['Not annotated: unknown genome "nothere"']);
  });

  it('refuses a malformed 2bit with one line through the real engine, and makes no folder', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genome-cli-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) };
    // A 2bit header that claims a billion sequences, then nothing.
    const header = Buffer.alloc(16);
    header.writeUInt32LE(0x1a412743, 0);
    header.writeUInt32LE(1_000_000_000, 8);
    const forged = path.join(dataDir, 'forged.2bit');
    await fs.writeFile(forged, header);
    expect(await runGenomeCli(['add', 'forged', forged], io)).toBe(1);
    const truncated = path.join(dataDir, 'truncated.2bit');
    await fs.writeFile(truncated, header.subarray(0, 12));
    expect(await runGenomeCli(['add', 'truncated', truncated], io)).toBe(1);
    expect(errors).toEqual([
      `Not imported: ${forged}: not a usable 2bit file: 1000000000 sequences cannot fit in 16 bytes`,
      `Not imported: ${truncated}: not a usable 2bit file: 12 bytes, shorter than the 16-byte header`,
    ]);
    expect(lines).toEqual([]);
    expect((await fs.readdir(dataDir)).toSorted()).toEqual(['forged.2bit', 'truncated.2bit']);
  });

  it('adds through the real engine with a line on the search index, and reindexes only when asked or stale', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genome-cli-'));
    dirs.push(dataDir);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteTemplate: await pgliteTemplate() });
    await database.close();
    const fasta = path.join(dataDir, 'small.fa');
    await fs.writeFile(fasta, `>chr1\n${'ACGTTGCA'.repeat(40)}\n`);
    const lines: string[] = [];
    const io = { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runGenomeCli(['add', 'small', fasta], io)).toBe(0);
    expect(lines[0]).toMatch(/^Search index built in [\d.]+ s: \d+ MB on disk, peak memory \d+ MB\.$/);
    expect(lines.at(-1)).toMatch(/^Imported small \(small\): 320 bp in 1 sequence\(s\)/);
    expect(await runGenomeCli(['reindex', 'small'], io)).toBe(0);
    expect(lines.at(-1)).toBe('The search index of small is current.');
    expect(await runGenomeCli(['reindex', 'small', '--force'], io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Search index built in /);
    expect(await runGenomeCli(['reindex', 'nope'], io)).toBe(1);
    expect(lines.at(-1)).toBe('Not reindexed: unknown genome "nope"');
  });
});
