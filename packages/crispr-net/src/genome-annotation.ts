// A genome's optional annotation: gene and exon intervals read from a GTF or BED file and stored
// beside the genome: `dir/<name>/annotation.json` (gene names listed once, where each sequence's
// intervals lie) and `annotation.bin` (the sorted 0-based half-open intervals as little-endian uint32
// arrays). The intervals are read into typed arrays outside the JavaScript heap, so a GENCODE-size
// annotation does not weigh on a worker started with a small heap. A site is then named by the genes it overlaps and whether it touches an
// exon. The file lives in the genome's version folder, so importing the genome again drops it: a new
// assembly may not share the old coordinates, and an annotation on the wrong coordinates names wrong genes.
import { createReadStream } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { GenomeInputError } from './genome-scan.ts';
import { genomeFolder, readInfoIn } from './genome-store.ts';

export const ANNOTATION_FORMAT = 'crispr-net-annotation-1';
const ANNOTATION_FILE = 'annotation.json';
const BIN_FILE = 'annotation.bin';

/** One interval read from a file, 0-based half-open, on a sequence of the genome. */
export interface AnnotationRecord {
  kind: 'gene' | 'exon';
  chrom: string;
  start: number;
  end: number;
  /** The gene's name (exons carry their gene's name too). */
  name: string;
}

/** Intervals of one sequence, sorted by start; `maxEnd[i]` is the largest end among 0..i (stops a lookup early). */
interface Track {
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
  maxEnd: ArrayLike<number>;
  /** Index into `names` (genes only). */
  names?: ArrayLike<number>;
}

/** Where a track's arrays lie in annotation.bin: `count` values each, from uint32 index `at`. */
interface TrackPlace {
  at: number;
  count: number;
}

export interface StoredAnnotation {
  format: typeof ANNOTATION_FORMAT;
  source: string;
  names: string[];
  /** False for a BED without blocks: exons unknown, so sites say neither yes nor no. */
  hasExons: boolean;
  genes: Record<string, Track>;
  exons: Record<string, Track>;
}

/** What a site overlaps: its genes ('' for none) and whether it touches an exon (null when the annotation has no exons). */
export interface SiteAnnotation {
  gene: string;
  exon: boolean | null;
}

/** GTF attributes: `key "value";` pairs. */
function gtfAttribute(attributes: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${key}\\s+"([^"]*)"`).exec(attributes);
  return match?.[1] || undefined;
}

/** One GTF line (1-based, inclusive) as a record; null for comments and other features. */
export function parseGtfLine(line: string): AnnotationRecord | null {
  if (line.startsWith('#') || line.trim() === '') return null;
  const cols = line.split('\t');
  if (cols.length < 9) throw new GenomeInputError(`GTF line without 9 tab-separated columns: ${line.slice(0, 80)}`);
  const feature = cols[2];
  if (feature !== 'gene' && feature !== 'exon') return null;
  const start = Number(cols[3]);
  const end = Number(cols[4]);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) {
    throw new GenomeInputError(`GTF line with bad start/end: ${line.slice(0, 80)}`);
  }
  const name = gtfAttribute(cols[8], 'gene_name') ?? gtfAttribute(cols[8], 'gene_id') ?? '';
  return { kind: feature, chrom: cols[0], start: start - 1, end, name };
}

/** One BED line (0-based, half-open) as its gene and, when it has blocks (BED12), its exons. */
export function parseBedLine(line: string): AnnotationRecord[] {
  if (line.trim() === '' || line.startsWith('#') || /^(track|browser)\b/.test(line)) return [];
  const cols = line.split('\t');
  if (cols.length < 3) throw new GenomeInputError(`BED line without chrom, start and end: ${line.slice(0, 80)}`);
  const [chrom, startText, endText] = cols;
  const start = Number(startText);
  const end = Number(endText);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start) {
    throw new GenomeInputError(`BED line with bad start/end: ${line.slice(0, 80)}`);
  }
  const name = cols[3]?.trim() || `${chrom}:${start + 1}-${end}`;
  const records: AnnotationRecord[] = [{ kind: 'gene', chrom, start, end, name }];
  if (cols.length >= 12) {
    const count = Number(cols[9]);
    const sizes = cols[10].split(',').filter(Boolean).map(Number);
    const offsets = cols[11].split(',').filter(Boolean).map(Number);
    if (!Number.isInteger(count) || sizes.length !== count || offsets.length !== count) {
      throw new GenomeInputError(`BED line whose blocks do not add up: ${line.slice(0, 80)}`);
    }
    for (let i = 0; i < count; i++) records.push({ kind: 'exon', chrom, start: start + offsets[i], end: start + offsets[i] + sizes[i], name });
  }
  return records;
}

function buildTrack(list: AnnotationRecord[], nameIndex?: Map<string, number>): Track {
  const sorted = list.toSorted((a, b) => a.start - b.start || a.end - b.end || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const track = { starts: [] as number[], ends: [] as number[], maxEnd: [] as number[], ...(nameIndex ? { names: [] as number[] } : {}) };
  let maxEnd = 0;
  for (const [i, r] of sorted.entries()) {
    // The same exon listed by several transcripts is kept once.
    const previous = sorted[i - 1];
    if (previous && previous.start === r.start && previous.end === r.end && previous.name === r.name) continue;
    track.starts.push(r.start);
    track.ends.push(r.end);
    maxEnd = Math.max(maxEnd, r.end);
    track.maxEnd.push(maxEnd);
    track.names?.push(nameIndex!.get(r.name)!);
  }
  return track;
}

/** The stored form of the records; a GTF gene without a `gene` line spans its exons. */
export function buildAnnotation(records: readonly AnnotationRecord[], source: string, hasExons: boolean): StoredAnnotation {
  const genes = records.filter((r) => r.kind === 'gene');
  const named = new Set(genes.map((g) => `${g.chrom}\t${g.name}`));
  const spans = new Map<string, AnnotationRecord>();
  for (const exon of records) {
    if (exon.kind !== 'exon' || named.has(`${exon.chrom}\t${exon.name}`)) continue;
    const key = `${exon.chrom}\t${exon.name}`;
    const span = spans.get(key);
    if (span) {
      span.start = Math.min(span.start, exon.start);
      span.end = Math.max(span.end, exon.end);
    } else spans.set(key, { ...exon, kind: 'gene' });
  }
  genes.push(...spans.values());
  const names = [...new Set(genes.map((g) => g.name))].toSorted();
  const nameIndex = new Map(names.map((n, i) => [n, i]));
  const group = (kind: 'gene' | 'exon') => {
    const byChrom = new Map<string, AnnotationRecord[]>();
    for (const r of kind === 'gene' ? genes : records.filter((e) => e.kind === 'exon')) {
      const list = byChrom.get(r.chrom);
      if (list) list.push(r);
      else byChrom.set(r.chrom, [r]);
    }
    return Object.fromEntries([...byChrom].map(([chrom, list]) => [chrom, buildTrack(list, kind === 'gene' ? nameIndex : undefined)]));
  };
  return { format: ANNOTATION_FORMAT, source, names, hasExons, genes: group('gene'), exons: group('exon') };
}

/** Indexes of the intervals overlapping [start, end), in start order. */
function overlapping(track: Track | undefined, start: number, end: number): number[] {
  if (!track) return [];
  // Last interval starting before `end` (binary search), then back while an earlier one can still reach `start`.
  let lo = 0;
  let hi = track.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (track.starts[mid] < end) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo - 1; i >= 0 && track.maxEnd[i] > start; i--) if (track.ends[i] > start) found.push(i);
  return found.toReversed();
}

/** Looks sites up in a stored annotation. */
export class GenomeAnnotation {
  readonly data: StoredAnnotation;
  constructor(data: StoredAnnotation) {
    this.data = data;
  }

  /** The genes and exon overlap of [start, end) (0-based, half-open) on `chrom`. */
  lookup(chrom: string, start: number, end: number): SiteAnnotation {
    const track = this.data.genes[chrom];
    const genes = [...new Set(overlapping(track, start, end).map((i) => this.data.names[track.names![i]]))];
    const exon = this.data.hasExons ? overlapping(this.data.exons[chrom], start, end).length > 0 : null;
    return { gene: genes.join(';'), exon };
  }

  /** The same for a site found by the search: its 1-based leftmost position and its off-target. */
  lookupSite(chrom: string, position: number, offSeq: string): SiteAnnotation {
    const { start, end } = siteSpan(position, offSeq);
    return this.lookup(chrom, start, end);
  }
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input = file.toLowerCase().endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  yield* createInterface({ input, crlfDelay: Infinity });
}

export interface AnnotateSummary {
  genes: number;
  exons: number;
  /** Records on sequences the genome does not have (another naming, e.g. "chr1" against "1"), left out. */
  skipped: number;
  bytes: number;
}

/**
 * Reads a GTF (.gtf) or BED (.bed) file, optionally gzipped, and stores its genes and exons beside
 * the genome, replacing an earlier annotation. Refuses a file none of whose records fall on the genome.
 */
export async function annotateGenome(genomeDir: string, name: string, file: string): Promise<AnnotateSummary> {
  const folder = await genomeFolder(genomeDir, name);
  const info = await readInfoIn(folder, name);
  const kind = /\.gtf(\.gz)?$/i.test(file) ? 'gtf' : /\.bed(\.gz)?$/i.test(file) ? 'bed' : null;
  if (!kind) throw new GenomeInputError(`${file}: expected .gtf or .bed (optionally .gz)`);
  const known = new Set(info.sequences.map((s) => s.name));
  const records: AnnotationRecord[] = [];
  let skipped = 0;
  let blocks = false;
  try {
    for await (const line of linesOf(file)) {
      const parsed = kind === 'gtf' ? [parseGtfLine(line)].filter((r) => r !== null) : parseBedLine(line);
      for (const r of parsed) {
        if (!known.has(r.chrom)) skipped++;
        else {
          if (r.kind === 'exon') blocks = true;
          records.push(r);
        }
      }
    }
  } catch (error) {
    if (error instanceof GenomeInputError) throw error;
    throw new GenomeInputError(`${file}: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new GenomeInputError(`${file}: no gene or exon on a sequence of genome "${name}"`);
  // A GTF always says where exons are (none listed means a site is in none); a BED only with blocks.
  const data = buildAnnotation(records, file, kind === 'gtf' || blocks);
  const bytes = await storeAnnotation(folder, data);
  const count = (tracks: Record<string, Track>) => Object.values(tracks).reduce((sum, t) => sum + t.starts.length, 0);
  return { genes: count(data.genes), exons: count(data.exons), skipped, bytes };
}

/** Writes the annotation into a genome folder (each file by a rename; the .json, written last, names the .bin's size). Answers the bytes written. */
export async function storeAnnotation(folder: string, data: StoredAnnotation): Promise<number> {
  const arrays: Uint32Array[] = [];
  let at = 0;
  const place = (tracks: Record<string, Track>) =>
    Object.fromEntries(
      Object.entries(tracks).map(([chrom, track]): [string, TrackPlace] => {
        const placed = { at, count: track.starts.length };
        for (const values of [track.starts, track.ends, track.maxEnd, ...(track.names ? [track.names] : [])]) {
          arrays.push(Uint32Array.from(values));
          at += values.length;
        }
        return [chrom, placed];
      }),
    );
  const genes = place(data.genes);
  const exons = place(data.exons);
  const bin = Buffer.concat(arrays.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
  const meta = JSON.stringify({ format: data.format, source: data.source, hasExons: data.hasExons, names: data.names, genes, exons, binBytes: bin.length });
  for (const [file, content] of [[BIN_FILE, bin], [ANNOTATION_FILE, meta]] as const) {
    const tmp = join(folder, `.${file}.${process.pid}`);
    try {
      await writeFile(tmp, content);
      await rename(tmp, join(folder, file));
    } finally {
      await rm(tmp, { force: true });
    }
  }
  return bin.length + Buffer.byteLength(meta);
}

/** The genome's annotation, or null when it has none. */
export async function readAnnotation(genomeDir: string, name: string): Promise<GenomeAnnotation | null> {
  const folder = await genomeFolder(genomeDir, name);
  let text: string;
  try {
    text = await readFile(join(folder, ANNOTATION_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const meta = JSON.parse(text) as Omit<StoredAnnotation, 'genes' | 'exons'> & { genes: Record<string, TrackPlace>; exons: Record<string, TrackPlace>; binBytes: number };
  if (meta.format !== ANNOTATION_FORMAT) return null;
  const bin = await readFile(join(folder, BIN_FILE));
  // Written in the middle of a new annotation: the sizes disagree, so there is none to use yet.
  if (bin.length !== meta.binBytes) return null;
  // A large file's Buffer owns its memory from offset 0; a small one may sit in the shared pool, unaligned.
  const aligned = bin.byteOffset % 4 === 0 ? bin : Buffer.from(bin);
  const all = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  const tracks = (places: Record<string, TrackPlace>, named: boolean) =>
    Object.fromEntries(
      Object.entries(places).map(([chrom, { at, count }]): [string, Track] => {
        const field = (k: number) => all.subarray(at + k * count, at + (k + 1) * count);
        return [chrom, { starts: field(0), ends: field(1), maxEnd: field(2), ...(named ? { names: field(3) } : {}) }];
      }),
    );
  return new GenomeAnnotation({ format: meta.format, source: meta.source, hasExons: meta.hasExons, names: meta.names, genes: tracks(meta.genes, true), exons: tracks(meta.exons, false) });
}

/** The genome's bases a site covers: 0-based half-open from its 1-based leftmost position and its off-target (gaps are not bases). */
export function siteSpan(position: number, offSeq: string): { start: number; end: number } {
  const bases = offSeq.replace(/[-_]/g, '').length;
  return { start: position - 1, end: position - 1 + bases };
}
