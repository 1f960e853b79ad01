// The layout of a UCSC 2bit file (header, index, each sequence's record header), read and checked
// against the file's size before a single base is read. Every count and offset in a 2bit file sizes
// a later allocation or read; a truncated or forged file (bad signature, more sequences than fit,
// an offset or an N-block count past the end) used to reach Node's buffers and file reads with those
// numbers and fail deep inside them, or not at all. Here it is refused with one line saying what is
// wrong, before the import makes any folder (issue 32).
import { open, type FileHandle } from 'node:fs/promises';
import { GENOME_MAX_SEQUENCES } from './genome-limits.ts';
import { GenomeInputError } from './genome-scan.ts';

export const TWO_BIT_SIGNATURE = 0x1a412743;

export type TwoBitRecord = {
  name: string;
  /** Bases in the sequence. */
  dnaSize: number;
  /** Where the N blocks' starts begin (then their sizes), and how many there are. */
  nBlocksAt: number;
  nCount: number;
  /** Where the packed bases begin (4 a byte). */
  packedAt: number;
};

export type TwoBitLayout = { little: boolean; version: number; records: TwoBitRecord[] };

/** Reads forward through a file in blocks, refusing any read past its end. */
function cursor(fh: FileHandle, size: number, refuse: (what: string) => never) {
  const BLOCK = 1 << 16;
  let blockAt = 0;
  let block = Buffer.alloc(0);
  return async function bytes(position: number, length: number, what: string): Promise<Buffer> {
    if (position + length > size) refuse(`${what} ends at byte ${position + length}, past the end of the file (${size} bytes)`);
    if (position < blockAt || position + length > blockAt + block.length) {
      block = Buffer.alloc(Math.max(length, Math.min(BLOCK, size - position)));
      const { bytesRead } = await fh.read(block, 0, block.length, position);
      if (bytesRead !== block.length) refuse(`the file changed while it was read`);
      blockAt = position;
    }
    return block.subarray(position - blockAt, position - blockAt + length);
  };
}

/** The file's sequences and where their parts lie; GenomeInputError naming the file and the fault. */
export async function readTwoBitLayout(file: string): Promise<TwoBitLayout> {
  const refuse = (what: string): never => {
    throw new GenomeInputError(`${file}: not a usable 2bit file: ${what}`);
  };
  const fh = await open(file, 'r');
  try {
    const size = (await fh.stat()).size;
    if (size < 16) refuse(`${size} bytes, shorter than the 16-byte header`);
    const bytes = cursor(fh, size, refuse);
    const header = await bytes(0, 16, 'the header');
    let little = true;
    if (header.readUInt32LE(0) !== TWO_BIT_SIGNATURE) {
      if (header.readUInt32BE(0) !== TWO_BIT_SIGNATURE) refuse(`bad signature 0x${header.toString('hex', 0, 4)}`);
      little = false;
    }
    const u32 = (b: Buffer, o: number) => (little ? b.readUInt32LE(o) : b.readUInt32BE(o));
    const version = u32(header, 4);
    if (version > 1) refuse(`version ${version} is not supported (0 or 1)`);
    const count = u32(header, 8);
    if (count === 0) refuse('no sequences');
    const offsetBytes = version === 1 ? 8 : 4;
    // Each index entry is at least a name length, one character and an offset.
    if (16 + count * (2 + offsetBytes) > size) refuse(`${count} sequences cannot fit in ${size} bytes`);
    // Before the index is read into memory: one entry each.
    if (count > GENOME_MAX_SEQUENCES) refuse(`${count} sequences, more than the ${GENOME_MAX_SEQUENCES} a genome may have`);

    const entries: { name: string; offset: number }[] = [];
    const names = new Set<string>();
    let pos = 16;
    for (let s = 0; s < count; s++) {
      const nameSize = (await bytes(pos, 1, `the index entry of sequence ${s + 1}`))[0];
      if (nameSize === 0) refuse(`sequence ${s + 1} has an empty name`);
      const entry = await bytes(pos + 1, nameSize + offsetBytes, `the index entry of sequence ${s + 1}`);
      const name = entry.toString('latin1', 0, nameSize);
      if (names.has(name)) refuse(`the sequence name "${name}" appears twice`);
      names.add(name);
      const offset = version === 1 ? (little ? entry.readBigUInt64LE(nameSize) : entry.readBigUInt64BE(nameSize)) : BigInt(u32(entry, nameSize));
      if (offset > BigInt(size)) refuse(`sequence "${name}" starts at byte ${offset}, past the end of the file (${size} bytes)`);
      entries.push({ name, offset: Number(offset) });
      pos += 1 + nameSize + offsetBytes;
    }

    const records: TwoBitRecord[] = [];
    for (const { name, offset } of entries) {
      if (offset < pos) refuse(`sequence "${name}" starts at byte ${offset}, inside the header or index`);
      const what = `the record of sequence "${name}"`;
      const head = await bytes(offset, 8, what);
      const dnaSize = u32(head, 0);
      const nCount = u32(head, 4);
      const nBlocksAt = offset + 8;
      const maskAt = nBlocksAt + nCount * 8;
      const maskCount = u32(await bytes(maskAt, 4, `${what} (its ${nCount} N blocks)`), 0);
      // Mask blocks (soft-masking) are not read, only stepped over; then a reserved word.
      const packedAt = maskAt + 4 + maskCount * 8 + 4;
      if (packedAt > size) refuse(`${what} (its ${maskCount} mask blocks) ends at byte ${packedAt}, past the end of the file (${size} bytes)`);
      const packedEnd = packedAt + Math.ceil(dnaSize / 4);
      if (packedEnd > size) refuse(`the ${dnaSize} bases of sequence "${name}" end at byte ${packedEnd}, past the end of the file (${size} bytes)`);
      records.push({ name, dnaSize, nBlocksAt, nCount, packedAt });
    }
    return { little, version, records };
  } finally {
    await fh.close();
  }
}
