// The genome store: FASTA (plain, gzip, soft-masked, IUPAC; other symbols and proteins refused) and 2bit
// import, listing, replacement.
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { GenomeInputError, importGenome, listGenomes } from '../src/genome.ts';
import { readFasta } from '../src/genome-readers.ts';
import { readBases } from '../src/genome-store.ts';
import { twoBit } from './support/two-bit-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'crispr-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = join(dir, 'genomes');
const stored = (name: string) => readFileSync(join(store, name, 'sequences.bin'), 'latin1');

describe('FASTA import', () => {
  it('reads every record of a gzip file: soft-masked bases as bases, other IUPAC codes as N', async () => {
    const file = join(dir, 'two.fa.gz');
    writeFileSync(file, gzipSync('>chrA first record\r\nACGTacgt\r\nRYKM\r\n\n>chrB\nGGGG\nnnTT\n'));
    const info = await importGenome(store, 'two', file, { title: 'Two records' });
    expect(info).toEqual({ name: 'two', title: 'Two records', length: 20, sequences: [{ name: 'chrA', length: 12 }, { name: 'chrB', length: 8 }] });
    expect(stored('two')).toBe('ACGTACGTNNNNGGGGNNTT');
    expect(Buffer.from(await readBases(store, info, 1, 2, 6)).toString('latin1')).toBe('GGNN');
  });

  it('refuses bad names, unknown extensions and files that are not FASTA, leaving nothing behind', async () => {
    const file = join(dir, 'bad.fa');
    writeFileSync(file, 'ACGT\n');
    await expect(importGenome(store, '../x', file)).rejects.toBeInstanceOf(GenomeInputError);
    await expect(importGenome(store, 'x', join(dir, 'genome.txt'))).rejects.toThrow(/expected \.fa/);
    await expect(importGenome(store, 'bad', file)).rejects.toThrow(/not FASTA/);
    expect(readdirSync(store).filter((e) => e.startsWith('.bad') || e.startsWith('.x'))).toEqual([]);
    expect(existsSync(join(store, 'bad'))).toBe(false);
  });

  it('refuses a gap, a stop, a dot or a digit in a sequence line, naming its line and column, instead of dropping it', async () => {
    const cases: [string, string, string][] = [
      ['gap', '>chr1 x\nACGTACGT\nACG-TACGT\n', 'line 3, column 4: "-" is not a nucleotide code (A, C, G, T, N or another IUPAC code)'],
      ['stop', '>chr1\nACGTACGT*\n', 'line 2, column 9: "*" is not a nucleotide code'],
      ['dot', '>chr1\nACGTNNNN.ACGT\n', 'line 2, column 9: "." is not a nucleotide code'],
      ['digits', '>chr1\nACGT\n>chr2\n  12 ACGT\n', 'line 4, column 3: "1" is not a nucleotide code'],
    ];
    for (const [name, text, message] of cases) {
      const file = join(dir, `${name}.fa`);
      writeFileSync(file, text);
      const refusal = importGenome(store, name, file);
      await expect(refusal).rejects.toBeInstanceOf(GenomeInputError);
      await expect(refusal).rejects.toThrow(`${file}: ${message}`);
      expect(existsSync(join(store, name))).toBe(false);
    }
    // Gzip counts lines the same way.
    const gz = join(dir, 'gap.fa.gz');
    writeFileSync(gz, gzipSync('>chr1\nACGT\nAC-GT\n'));
    await expect(importGenome(store, 'gapgz', gz)).rejects.toThrow(`${gz}: line 3, column 3: "-" is not a nucleotide code`);
  });

  it('refuses a protein FASTA, also one written only in letters that are nucleotide codes', async () => {
    const albumin = join(dir, 'albumin.fa');
    writeFileSync(albumin, '>sp|P02768|ALBU_HUMAN Albumin\nMKWVTFISLLFLFSSAYSRGVFRRDTHKSEIAHRFKDLGE\n');
    await expect(importGenome(store, 'albumin', albumin)).rejects.toThrow(`${albumin}: sequence "sp|P02768|ALBU_HUMAN" is a protein, not DNA: most of its letters are not A, C, G, T or N`);
    const sneaky = join(dir, 'sneaky.fa');
    writeFileSync(sneaky, '>chrOk\nACGTACGTACGT\n>p\nMASTRKYGHDVNCMKRSWVHD\n');
    await expect(importGenome(store, 'sneaky', sneaky)).rejects.toThrow(`${sneaky}: sequence "p" is a protein, not DNA`);
    expect(existsSync(join(store, 'albumin')) || existsSync(join(store, 'sneaky'))).toBe(false);
  });
});

describe('2bit import', () => {
  for (const bigEndian of [false, true]) {
    it(`reads sequences, N blocks and soft-masking (${bigEndian ? 'big' : 'little'}-endian)`, async () => {
      const records = [
        { name: 'chr1', seq: 'ACGTNNNNacgtTTGCA' }, // 17: not a multiple of 4
        { name: 'chrM', seq: 'NNGATTACAnn' },
      ];
      const file = join(dir, `t${bigEndian ? 'be' : 'le'}.2bit`);
      writeFileSync(file, twoBit(records, bigEndian));
      const info = await importGenome(store, 'tb', file);
      expect(info.sequences).toEqual([{ name: 'chr1', length: 17 }, { name: 'chrM', length: 11 }]);
      expect(stored('tb')).toBe(records.map((r) => r.seq.toUpperCase()).join(''));
    });
  }
});

describe('listGenomes', () => {
  it('lists imported genomes by name, skips other folders, and gives [] for a missing folder', async () => {
    expect(await listGenomes(join(dir, 'nowhere'))).toEqual([]);
    const file = join(dir, 'one.fa');
    writeFileSync(file, '>only\nACGTACGT\n');
    await importGenome(store, 'a-one', file);
    rmSync(join(store, 'junk'), { recursive: true, force: true });
    writeFileSync(join(store, 'stray.txt'), 'x');
    const names = (await listGenomes(store)).map((g) => g.name);
    expect(names).toEqual(names.toSorted());
    expect(names).toContain('a-one');
    expect(names).not.toContain('stray.txt');
    expect((await listGenomes(store)).find((g) => g.name === 'a-one')).toEqual({ name: 'a-one', title: 'a-one', length: 8, sequences: [{ name: 'only', length: 8 }] });
  });

  it('replaces a genome on a second import', async () => {
    const file = join(dir, 'again.fa');
    writeFileSync(file, '>v1\nAAAA\n');
    await importGenome(store, 'again', file);
    writeFileSync(file, '>v2\nCCCCCC\n');
    const info = await importGenome(store, 'again', file);
    expect(info.sequences).toEqual([{ name: 'v2', length: 6 }]);
    expect(stored('again')).toBe('CCCCCC');
    // <name> is a link swapped in one rename; the replaced version's folder is gone.
    const versions = readdirSync(store).filter((e) => e.startsWith('.again'));
    expect(versions).toEqual([readlinkSync(join(store, 'again'))]);
    // Every dot-folder left is the target of a genome's link: no half-built or replaced version.
    const targets = readdirSync(store).filter((e) => !e.startsWith('.') && lstatSync(join(store, e)).isSymbolicLink()).map((e) => readlinkSync(join(store, e)));
    expect(readdirSync(store).filter((e) => e.startsWith('.')).toSorted()).toEqual(targets.toSorted());
  });

  it('replaces a genome folder put there by hand', async () => {
    const file = join(dir, 'hand.fa');
    writeFileSync(file, '>h\nACGT\n');
    await importGenome(store, 'hand', file);
    const version = join(store, readlinkSync(join(store, 'hand')));
    rmSync(join(store, 'hand'));
    renameSync(version, join(store, 'hand')); // now a plain folder
    expect(lstatSync(join(store, 'hand')).isSymbolicLink()).toBe(false);
    writeFileSync(file, '>h\nTTTTT\n');
    expect((await importGenome(store, 'hand', file)).length).toBe(5);
    expect(lstatSync(join(store, 'hand')).isSymbolicLink()).toBe(true);
    expect(readdirSync(store).filter((e) => e.startsWith('.hand'))).toEqual([readlinkSync(join(store, 'hand'))]);
  });
});

describe('FASTA bounds while streaming', () => {
  const sink = () => ({ names: [] as string[], begin(name: string) { this.names.push(name); }, bases() {} });

  it('refuses a header line longer than 64 kB at its 65 537th byte, before the rest of it is read', async () => {
    const file = join(dir, 'long-header.fa');
    writeFileSync(file, `>chr1 ${'x'.repeat(70_000)}\nACGT\n`);
    await expect(importGenome(store, 'longheader', file)).rejects.toThrow(`${file}: line 1: a header line longer than 65536 bytes`);
    expect(existsSync(join(store, 'longheader'))).toBe(false);
    writeFileSync(file, `>chr1 ${'x'.repeat(60_000)}\nACGT\n`);
    expect((await importGenome(store, 'longheader', file)).sequences).toEqual([{ name: 'chr1', length: 4 }]);
  });

  it('refuses a file with more sequences than a genome may have, counted as they come', async () => {
    const file = join(dir, 'many.fa');
    writeFileSync(file, Array.from({ length: 6 }, (_, i) => `>s${i}\nACGT\n`).join(''));
    const seen = sink();
    await expect(readFasta(file, seen, { maxSequences: 5, maxHeaderBytes: 100 })).rejects.toThrow(`${file}: more than 5 sequences`);
    expect(seen.names).toEqual(['s0', 's1', 's2', 's3', 's4']);
    await readFasta(file, sink(), { maxSequences: 6, maxHeaderBytes: 100 });
  });
});
