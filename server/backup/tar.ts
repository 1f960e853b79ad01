// A small tar (POSIX ustar, with pax headers for long names and sizes past 8 GB) writer and reader
// for backup archives: members are streamed, never held in memory (a genome's sequences can be
// gigabytes), and each member's SHA-256 is computed as it passes. The archives open with any tar
// (`tar -tzf backup-….tar.gz`).
import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;
const USTAR_MAX_SIZE = 8 ** 11 - 1;

export interface WrittenMember {
  path: string;
  size: number;
  sha256: string;
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(type === 'x' ? 0o644 : 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (Buffer.byteLength(`${length}${body}`) !== length) length++;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes a tar stream member by member onto `out` (e.g. a gzip stream into a file). */
export class TarWriter {
  readonly members: WrittenMember[] = [];
  private readonly out: Writable;
  private readonly mtime = Date.now();

  constructor(out: Writable) {
    this.out = out;
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      this.out.once('drain', onDrain);
      this.out.once('error', done);
    });
  }

  private async head(name: string, size: number): Promise<void> {
    const nameBytes = Buffer.byteLength(name);
    if (nameBytes > 99 || size > USTAR_MAX_SIZE) {
      const records = Buffer.from(paxRecord('path', name) + paxRecord('size', String(size)));
      await this.write(header('PaxHeader', records.length, 'x', this.mtime));
      await this.write(records);
      await this.write(padding(records.length));
    }
    await this.write(header(nameBytes > 99 ? name.slice(0, 99) : name, size > USTAR_MAX_SIZE ? 0 : size, '0', this.mtime));
  }

  /** Adds a member whose bytes come from `source`; exactly `size` bytes must come. */
  async addStream(name: string, size: number, source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer> | Readable): Promise<WrittenMember> {
    await this.head(name, size);
    const hash = createHash('sha256');
    let written = 0;
    for await (const raw of source) {
      const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
      written += chunk.length;
      if (written > size) throw new Error(`${name}: more than the ${size} bytes announced (the file changed while it was copied)`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size} (the file changed while it was copied)`);
    await this.write(padding(size));
    const member = { path: name, size, sha256: hash.digest('hex') };
    this.members.push(member);
    return member;
  }

  async addBuffer(name: string, data: Buffer): Promise<WrittenMember> {
    return this.addStream(name, data.length, [data]);
  }

  /** Writes the end-of-archive blocks and ends `out`. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
  }
}

export interface TarEntry {
  path: string;
  size: number;
  /** '0' a file; other types (folders, links) are refused by the restore. */
  type: string;
  /** The member's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer | Uint8Array>;
  private ended = false;

  constructor(source: AsyncIterable<Buffer | Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    return true;
  }

  /** Exactly `n` bytes, or null at the end of the stream before the first of them. */
  async exact(n: number): Promise<Buffer | null> {
    while (this.buffer.length < n) {
      if (!(await this.fill())) {
        if (this.buffer.length === 0) return null;
        throw new Error('The archive ends in the middle of a member (truncated file?)');
      }
    }
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.fill())) throw new Error('The archive ends in the middle of a member (truncated file?)');
      const take = Math.min(left, this.buffer.length);
      const out = this.buffer.subarray(0, take);
      this.buffer = this.buffer.subarray(take);
      left -= take;
      yield out;
    }
  }
}

const text = (block: Buffer, start: number, length: number) => {
  const slice = block.subarray(start, start + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? length : end).toString('utf8');
};

function checkHeader(block: Buffer): void {
  const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  if (stored !== sum) throw new Error('Not a tar archive, or a damaged one (a header checksum is wrong)');
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString('ascii'), 10);
    if (!(length > 0)) throw new Error('A damaged pax header in the archive');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

/** Reads the members of a tar stream one after the other. */
export async function* readTar(source: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await reader.exact(BLOCK);
    if (!block || block.every((b) => b === 0)) return;
    checkHeader(block);
    const type = text(block, 156, 1) || '0';
    const prefix = text(block, 345, 155);
    const name = text(block, 0, 100);
    const size = pax.size !== undefined ? Number(pax.size) : Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const entryPath = pax.path ?? (prefix ? `${prefix}/${name}` : name);
    pax = {};
    if (type === 'x') {
      pax = parsePax((await reader.exact(size)) ?? Buffer.alloc(0));
      await reader.exact(padding(size).length);
      continue;
    }
    const body = reader.chunks(size);
    yield { path: entryPath, size, type: type === '\0' ? '0' : type, body };
    // What the consumer left unread (all of it when it did not look) is skipped.
    for await (const _ of body) void _;
    await reader.exact(padding(size).length);
  }
}
