// Readers of FASTA (plain or gzip) and UCSC 2bit files. Both stream: they hand over each sequence's
// bases in blocks as upper-case ASCII (A C G T N; soft-masked lower case is the base, any other IUPAC
// nucleotide code becomes N), so a 3.1 Gbp genome never sits in memory as one string. A FASTA symbol
// that is no nucleotide code (a gap, a stop, a digit, an amino acid) is refused with its line, and so
// is a record that is a protein (fasta-symbols.ts): skipping them would shift every coordinate after.
// A header line and the number of sequences are bounded as they are read (genome-limits.ts).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { SYMBOL_CLASS, SymbolClass, isProteinSymbol, looksLikeProtein } from './fasta-symbols.ts';
import { FASTA_MAX_HEADER_BYTES, GENOME_MAX_SEQUENCES } from './genome-limits.ts';
import { GenomeInputError } from './genome-scan.ts';
import { readTwoBitLayout, type TwoBitLayout } from './two-bit-layout.ts';

export type SequenceSink = {
  /** A new sequence starts (the first word of a FASTA header, or a 2bit name). */
  begin(name: string): Promise<void> | void;
  /** Bases of the current sequence; the array is only valid during the call. */
  bases(block: Uint8Array): Promise<void> | void;
};

/** Byte → stored base of a nucleotide code: A C G T (either case) as upper case, the other codes N. */
const STORED = new Uint8Array(256);
for (let c = 0; c < 256; c++) if (SYMBOL_CLASS[c] === SymbolClass.Acgtn || SYMBOL_CLASS[c] === SymbolClass.OtherCode) STORED[c] = 78; // N
for (const b of 'ACGT') {
  STORED[b.charCodeAt(0)] = b.charCodeAt(0);
  STORED[b.toLowerCase().charCodeAt(0)] = b.charCodeAt(0);
}

const GT = 62; // '>'
const NL = 10;

/** A byte as a message shows it: the character when printable ASCII, else its hex code. */
const shownByte = (c: number) => (c > 32 && c < 127 ? `"${String.fromCharCode(c)}"` : `byte 0x${c.toString(16).padStart(2, '0')}`);

/** Streams a FASTA file (gzip when its first bytes say so) into `sink`; `limits` for tests. */
export async function readFasta(
  file: string,
  sink: SequenceSink,
  limits: { maxSequences: number; maxHeaderBytes: number } = { maxSequences: GENOME_MAX_SEQUENCES, maxHeaderBytes: FASTA_MAX_HEADER_BYTES },
): Promise<void> {
  const head = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await head.read(magic, 0, 2, 0);
  await head.close();
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  let inHeader = false;
  let header: number[] = [];
  let started = false;
  let record = '';
  // Where we are, for messages: the 1-based line, and the stream offsets of the chunk and of the line.
  let line = 1;
  let offset = 0;
  let lineStart = 0;
  // The current record's bases handed over, and how many of them were codes other than A C G T N.
  let recordBases = 0;
  let otherCodes = 0;
  let records = 0;
  const beginRecord = async (name: string) => {
    if (++records > limits.maxSequences) throw new GenomeInputError(`${file}: more than ${limits.maxSequences} sequences`);
    await sink.begin(name);
  };
  const protein = () => new GenomeInputError(`${file}: sequence "${record}" is a protein, not DNA: most of its letters are not A, C, G, T or N`);
  const endRecord = () => {
    if (started && looksLikeProtein(recordBases - otherCodes, recordBases)) throw protein();
  };
  const out = new Uint8Array(1 << 20);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let n = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (inHeader) {
        if (c === NL) {
          inHeader = false;
          line++;
          lineStart = offset + i + 1;
          record = Buffer.from(header).toString('utf8').trim().split(/\s+/)[0] ?? '';
          await beginRecord(record);
          started = true;
          recordBases = 0;
          otherCodes = 0;
          header = [];
        } else if (header.push(c) > limits.maxHeaderBytes) {
          throw new GenomeInputError(`${file}: line ${line}: a header line longer than ${limits.maxHeaderBytes} bytes`);
        }
        continue;
      }
      if (c === GT) {
        if (n > 0) await sink.bases(out.subarray(0, n));
        recordBases += n;
        n = 0;
        endRecord();
        inHeader = true;
        continue;
      }
      const cls = SYMBOL_CLASS[c];
      if (cls === SymbolClass.Space) {
        if (c === NL) {
          line++;
          lineStart = offset + i + 1;
        }
        continue;
      }
      if (!started) throw new GenomeInputError(`${file}: not FASTA (bases before the first ">" header)`);
      if (cls === SymbolClass.Other) {
        if (isProteinSymbol(c) && looksLikeProtein(recordBases + n - otherCodes, recordBases + n + 1)) throw protein();
        const column = offset + i - lineStart + 1;
        throw new GenomeInputError(`${file}: line ${line}, column ${column}: ${shownByte(c)} is not a nucleotide code (A, C, G, T, N or another IUPAC code)`);
      }
      if (cls === SymbolClass.OtherCode) otherCodes++;
      out[n++] = STORED[c];
    }
    if (n > 0) await sink.bases(out.subarray(0, n));
    recordBases += n;
    offset += chunk.length;
  }
  if (inHeader) {
    await beginRecord(Buffer.from(header).toString('utf8').trim().split(/\s+/)[0] ?? '');
    started = true;
    return;
  }
  if (!started) throw new GenomeInputError(`${file}: no FASTA record found`);
  endRecord();
}

const TWO_BIT_BASES = [84, 67, 65, 71]; // T C A G

/**
 * Streams a UCSC 2bit file (version 0 or 1) into `sink`; N blocks become N, mask blocks are ignored.
 * Its layout is checked against the file first (two-bit-layout.ts; pass it when already read), so
 * every read below lies inside the file.
 */
export async function readTwoBit(file: string, sink: SequenceSink, checked?: TwoBitLayout): Promise<void> {
  const layout = checked ?? (await readTwoBitLayout(file));
  const fh = await open(file, 'r');
  try {
    const read = async (position: number, length: number): Promise<Buffer> => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, position);
      // Only when the file changed since its layout was checked.
      if (bytesRead !== length) throw new GenomeInputError(`${file}: truncated 2bit file`);
      return buf;
    };
    const u32 = (b: Buffer, o: number) => (layout.little ? b.readUInt32LE(o) : b.readUInt32BE(o));
    for (const { name, dnaSize, nBlocksAt, nCount, packedAt } of layout.records) {
      const nBlocks = nCount > 0 ? await read(nBlocksAt, nCount * 8) : Buffer.alloc(0);
      const nStarts = Array.from({ length: nCount }, (_, i) => u32(nBlocks, i * 4));
      const nSizes = Array.from({ length: nCount }, (_, i) => u32(nBlocks, (nCount + i) * 4));
      await sink.begin(name);
      // Decode 4 Mbases at a time.
      const BLOCK = 1 << 22;
      let nb = 0;
      for (let from = 0; from < dnaSize; from += BLOCK) {
        const len = Math.min(BLOCK, dnaSize - from);
        const packed = await read(packedAt + from / 4, Math.ceil(len / 4));
        const out = new Uint8Array(len);
        for (let i = 0; i < len; i++) out[i] = TWO_BIT_BASES[(packed[i >> 2] >> (6 - 2 * (i & 3))) & 3];
        while (nb < nCount && nStarts[nb] + nSizes[nb] <= from) nb++;
        for (let k = nb; k < nCount && nStarts[k] < from + len; k++) {
          const a = Math.max(nStarts[k], from) - from;
          const b = Math.min(nStarts[k] + nSizes[k], from + len) - from;
          out.fill(78, a, b);
        }
        await sink.bases(out);
      }
    }
  } finally {
    await fh.close();
  }
}
