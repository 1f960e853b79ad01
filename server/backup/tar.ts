// The backup archive's tar layer, on tar-stream (pax headers for long or non-ASCII names, base-256
// sizes past 8 GB). Members are streamed, never held in memory (a genome's sequences can be
// gigabytes), and each member's SHA-256 is computed as it passes, which is what the manifest records.
// The archives open with any tar (`tar -tzf backup-….tar.gz`).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack, type Pack } from 'tar-stream';

export interface WrittenMember {
  path: string;
  size: number;
  sha256: string;
}

/** Writes a tar stream member by member onto `out` (e.g. a gzip stream into a file). */
export class TarWriter {
  readonly members: WrittenMember[] = [];
  private readonly archive: Pack = pack();
  private readonly piped: Promise<void>;
  private readonly mtime = new Date();

  constructor(out: Writable) {
    this.piped = pipeline(this.archive, out);
    // Awaited by finish(); a failure before then surfaces through the member being written.
    this.piped.catch(() => {});
  }

  /** Adds a member whose bytes come from `source`; exactly `size` bytes must come. */
  async addStream(name: string, size: number, source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer> | Readable): Promise<WrittenMember> {
    const hash = createHash('sha256');
    let written = 0;
    let entryError: Error | null = null;
    let entry!: ReturnType<Pack['entry']>;
    const finished = new Promise<void>((resolve, reject) => {
      entry = this.archive.entry({ name, size, mode: 0o600, mtime: this.mtime }, (error) => (error ? reject(error) : resolve()));
    });
    finished.catch((error: Error) => {
      entryError = error;
    });
    for await (const raw of source) {
      const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
      written += chunk.length;
      // Checked here, before tar-stream sees the bytes: it would write a corrupt archive first.
      if (written > size) throw new Error(`${name}: more than the ${size} bytes announced (the file changed while it was copied)`);
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), finished]);
      if (entryError) throw entryError;
    }
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size} (the file changed while it was copied)`);
    entry.end(undefined);
    await finished;
    const member = { path: name, size, sha256: hash.digest('hex') };
    this.members.push(member);
    return member;
  }

  async addBuffer(name: string, data: Buffer): Promise<WrittenMember> {
    return this.addStream(name, data.length, [data]);
  }

  /** Writes the end-of-archive blocks and waits until `out` has taken everything. */
  async finish(): Promise<void> {
    this.archive.finalize();
    await this.piped;
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

const damaged = (error: unknown) =>
  new Error(`Not a tar archive, or a damaged or truncated one (${error instanceof Error ? error.message : String(error)})`, { cause: error });

async function* bodyOf(entry: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of entry) yield chunk;
  } catch (error) {
    throw damaged(error);
  }
}

/** Reads the members of a tar stream one after the other. */
export async function* readTar(source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = extract();
  const fed = pipeline(Readable.from(source), reader);
  fed.catch(() => {});
  try {
    for await (const entry of reader) {
      const { name, size, type } = entry.header;
      yield { path: name, size: size ?? 0, type: type === 'file' ? '0' : (type ?? 'unknown'), body: bodyOf(entry as AsyncIterable<Buffer>) };
      // What the consumer left unread (all of it when it did not look) is skipped.
      entry.resume();
    }
    await fed;
  } catch (error) {
    throw damaged(error);
  }
}
