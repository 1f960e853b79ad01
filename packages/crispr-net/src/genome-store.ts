// The genome store: genomeDir/<name>/genome.json (GenomeInfo + format) and genomeDir/<name>/sequences.bin,
// every sequence's bases back to back as upper-case ASCII (A C G T N), one byte a base, in the order
// of genome.json. One byte a base costs 4x a 2bit file on disk (hg38: 3.1 GB) but the scan reads
// blocks straight into memory with no decoding and a site is read back with one positioned read
// (decision 0026).
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, readlink, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { once } from 'node:events';
import { readFasta, readTwoBit, type SequenceSink } from './genome-readers.ts';
import { GenomeInputError } from './genome-scan.ts';
import { readTwoBitLayout } from './two-bit-layout.ts';
import { buildSeedIndex, currentIndex, type IndexBuildReport } from './seed-index.ts';

export type { IndexBuildReport } from './seed-index.ts';
export type ImportOptions = { title?: string; /** Told the seed index's build time, size and peak memory. */ onIndex?: (report: IndexBuildReport) => void };

export type GenomeInfo = { name: string; title: string; length: number; sequences: { name: string; length: number }[] };

export const STORE_FORMAT = 'crispr-net-genome-1';
const NAME = /^[A-Za-z0-9._-]{1,64}$/;

export function checkGenomeName(name: string): void {
  if (!NAME.test(name) || name === '.' || name === '..') {
    throw new GenomeInputError(`bad genome name "${name}": 1-64 of A-Z a-z 0-9 . _ -`);
  }
}

/** The folder `dir/<name>` points at now; a search reads only from it, whatever is imported meanwhile. */
export async function genomeFolder(genomeDir: string, name: string): Promise<string> {
  checkGenomeName(name);
  try {
    return await realpath(join(genomeDir, name));
  } catch {
    throw new GenomeInputError(`unknown genome "${name}"`);
  }
}

/** The info in a genome folder (`genomeFolder`); GenomeInputError when it is not a stored genome. */
export async function readInfoIn(folder: string, name: string): Promise<GenomeInfo> {
  let text: string;
  try {
    text = await readFile(join(folder, 'genome.json'), 'utf8');
  } catch {
    throw new GenomeInputError(`unknown genome "${name}"`);
  }
  const data = JSON.parse(text) as GenomeInfo & { format?: string };
  if (data.format !== STORE_FORMAT) throw new GenomeInputError(`genome "${name}" was stored in another format; import it again`);
  return { name: data.name, title: data.title, length: data.length, sequences: data.sequences };
}

/** The genome's info; GenomeInputError when it is not in the store. */
export async function readGenomeInfo(genomeDir: string, name: string): Promise<GenomeInfo> {
  return readInfoIn(await genomeFolder(genomeDir, name), name);
}

export async function listGenomes(genomeDir: string): Promise<GenomeInfo[]> {
  let entries: string[];
  try {
    entries = await readdir(genomeDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const genomes: GenomeInfo[] = [];
  for (const entry of entries.toSorted()) {
    if (!NAME.test(entry) || entry.startsWith('.')) continue; // temporary folders of an import start with '.'
    try {
      genomes.push(await readGenomeInfo(genomeDir, entry));
    } catch {
      // not a genome (or half-written by hand): not listed
    }
  }
  return genomes;
}

/** The file's format from its name (.2bit, or FASTA with an optional .gz). */
function formatOf(file: string): 'fasta' | '2bit' {
  const lower = basename(file).toLowerCase().replace(/\.gz$/, '');
  if (lower.endsWith('.2bit')) return '2bit';
  if (/\.(fa|fna|fasta|fas|fsa)$/.test(lower)) return 'fasta';
  throw new GenomeInputError(`${file}: expected .fa, .fna, .fasta (optionally .gz) or .2bit`);
}

/**
 * Makes the built folder `dir/<name>`: `<name>` is a symbolic link to the dot-folder, swapped with one
 * rename (atomic: a reader sees the old genome or the new one, never none). The replaced folder is
 * removed; a search already running on it fails instead of mixing two versions (searchGenome resolves
 * the link once).
 */
async function publish(genomeDir: string, name: string, built: string): Promise<void> {
  const target = join(genomeDir, name);
  let previous: string | null = null;
  try {
    previous = await readlink(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EINVAL') {
      // A plain folder (copied by hand): moved aside, then replaced.
      previous = `.${name}.old-${process.pid}-${Date.now()}`;
      await rename(target, join(genomeDir, previous));
    } else if (code !== 'ENOENT') throw error;
  }
  const link = join(genomeDir, `.${name}.link-${process.pid}-${Date.now()}`);
  await symlink(basename(built), link);
  await rename(link, target);
  if (previous && previous !== basename(built)) await rm(join(genomeDir, basename(previous)), { recursive: true, force: true });
}

export async function importGenome(genomeDir: string, name: string, file: string, options: ImportOptions = {}): Promise<GenomeInfo> {
  checkGenomeName(name);
  const format = formatOf(file);
  // A 2bit file's layout is checked before anything is made: a malformed one leaves no folder at all.
  const twoBit = format === '2bit' ? await readTwoBitLayout(file) : undefined;
  await mkdir(genomeDir, { recursive: true });
  // Built in a dot-folder (never listed) and published by one rename when complete (publish).
  const tmp = join(genomeDir, `.${name}.v${Date.now()}-${process.pid}`);
  await mkdir(tmp);
  try {
    const out = createWriteStream(join(tmp, 'sequences.bin'));
    const sequences: { name: string; length: number }[] = [];
    const seen = new Set<string>();
    const sink: SequenceSink = {
      begin(seqName) {
        if (!seqName) throw new Error(`${file}: a sequence without a name`);
        if (seen.has(seqName)) throw new Error(`${file}: the sequence name "${seqName}" appears twice`);
        seen.add(seqName);
        sequences.push({ name: seqName, length: 0 });
      },
      async bases(block) {
        sequences[sequences.length - 1].length += block.length;
        // Copy: the reader reuses its buffer once we return.
        if (!out.write(Buffer.from(block))) await once(out, 'drain');
      },
    };
    try {
      await (twoBit ? readTwoBit(file, sink, twoBit) : readFasta(file, sink));
    } finally {
      out.end();
      await once(out, 'close');
    }
    const info: GenomeInfo = {
      name,
      title: options.title ?? name,
      length: sequences.reduce((sum, s) => sum + s.length, 0),
      sequences,
    };
    if (info.length === 0) throw new Error(`${file}: no bases`);
    await writeFile(join(tmp, 'genome.json'), JSON.stringify({ ...info, format: STORE_FORMAT }, null, 2) + '\n');
    // The seed index is part of the genome: published together, so no search sees one without it.
    const report = await buildSeedIndex(tmp, info);
    options.onIndex?.(report);
    await publish(genomeDir, name, tmp);
    return info;
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Reads bases [from, to) of one sequence (0-based) as upper-case ASCII. */
export async function readBases(genomeDir: string, info: GenomeInfo, sequence: number, from: number, to: number): Promise<Uint8Array> {
  let offset = 0;
  for (let s = 0; s < sequence; s++) offset += info.sequences[s].length;
  const fh = await open(join(await genomeFolder(genomeDir, info.name), 'sequences.bin'), 'r');
  try {
    const buf = new Uint8Array(to - from);
    await fh.read(buf, 0, buf.length, offset + from);
    return buf;
  } finally {
    await fh.close();
  }
}

/**
 * Rebuilds a stored genome's seed index when it is missing or stale (another INDEX_VERSION, another
 * genome), or always with `force`; null when it was current. Searches meanwhile scan (decision 0063).
 */
export async function reindexGenome(genomeDir: string, name: string, options: { force?: boolean } = {}): Promise<IndexBuildReport | null> {
  const folder = await genomeFolder(genomeDir, name);
  const info = await readInfoIn(folder, name);
  if (!options.force && (await currentIndex(folder, info))) return null;
  return buildSeedIndex(folder, info);
}

/** The most bases `readRegion` reads at once: enough for any amplicon around a site, never a chromosome. */
export const MAX_REGION_BASES = 100_000;

/**
 * Bases [from, to) (0-based, clipped to the sequence) of sequence `chrom` of stored genome `name`, as
 * upper-case text, with where the clipped stretch starts and the sequence's length. The sequences
 * around a site are read back this way (primer design for its validation): one positioned read.
 */
export async function readRegion(genomeDir: string, name: string, chrom: string, from: number, to: number): Promise<{ bases: string; from: number; sequenceLength: number }> {
  const info = await readGenomeInfo(genomeDir, name);
  const sequence = info.sequences.findIndex((s) => s.name === chrom);
  if (sequence < 0) throw new GenomeInputError(`genome "${name}" has no sequence "${chrom}"`);
  const length = info.sequences[sequence].length;
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(length, Math.floor(to));
  if (end - start > MAX_REGION_BASES) throw new GenomeInputError(`at most ${MAX_REGION_BASES} bases are read at once`);
  if (end <= start) return { bases: '', from: start, sequenceLength: length };
  const bytes = await readBases(genomeDir, info, sequence, start, end);
  return { bases: Buffer.from(bytes).toString('latin1'), from: start, sequenceLength: length };
}
