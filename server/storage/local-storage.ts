// Files under one directory on local disk (the default: DATA_DIR/uploads).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, isValidKey, type FileStorage, type StoredFile } from './keys.ts';

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Key validation already forbids `..`; the prefix check is a second, independent guard. */
  private resolve(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('Storage key escapes the upload directory');
    return full;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await fsp.writeFile(temp, body, { flag: 'wx' });
    await fsp.rename(temp, full);
  }

  async putStream(key: string, body: Readable, _contentType?: string): Promise<void> {
    const full = this.resolve(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Same as put: the bytes land in a temporary file that becomes the file only once complete.
    const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
      await fsp.rename(temp, full);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const full = this.resolve(key);
    try {
      const handle = await fsp.open(full, 'r');
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stat.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.resolve(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async *list(prefix: string, before: Date): AsyncIterable<string> {
    const start = path.resolve(this.root, prefix);
    // '' lists everything (a backup); any other prefix must stay inside the folder.
    if (start !== this.root && !start.startsWith(this.root + path.sep)) throw new Error('Storage prefix escapes the upload directory');
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      // Temporary files of a write in progress are not valid keys.
      if (!isValidKey(key)) continue;
      const stat = await fsp.stat(full).catch(() => null);
      if (stat && stat.mtime < before) yield key;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

