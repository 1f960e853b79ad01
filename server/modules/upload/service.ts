// Upload rules: which purpose accepts which files, random stored names, the `uploads` record, and
// reading files back for serving or for jobs (CRISPR-Net reads its csv input through here).
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../contracts/uploads.ts';
import type { UploadedFile } from '../../../contracts/api/upload.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { createStorage, isValidKey, randomKey, type FileStorage } from '../../storage/storage.ts';
import { checkFile, displayName, extensionOf, KNOWN_TYPES } from './file-check.ts';
import { createUploadRepo } from './repo.ts';

export const UPLOAD_URL_PREFIX = '/uploads/';

export interface SaveUpload {
  uid: number | null;
  purpose: UploadPurpose;
  filename: string;
  content: Buffer;
}

export interface OpenedUpload {
  body: Readable;
  size: number;
  mime: string;
  name: string;
}

export const uploadUrl = (key: string) => `${UPLOAD_URL_PREFIX}${key}`;

/** The storage key inside an upload address (`/uploads/<key>`, absolute or not), or null. */
export function keyFromUrl(url: string): string | null {
  let pathname = url;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null;
  const key = pathname.slice(UPLOAD_URL_PREFIX.length);
  return isValidKey(key) ? key : null;
}

export function createUploadService(
  config: AppConfig,
  database: Database,
  storage: FileStorage = createStorage(config),
) {
  const repo = createUploadRepo(database.db);

  return {
    storage,

    async save(input: SaveUpload): Promise<UploadedFile> {
      const name = displayName(input.filename);
      if (input.content.length === 0) throw refuse('文件内容为空');
      const checked = await checkFile(input.purpose, name, input.content);
      if (!checked.ok) throw refuse(UPLOAD_PURPOSES[input.purpose].message);
      const key = randomKey(checked.ext);
      await storage.put(key, input.content, checked.mime);
      await repo.insert({
        uid: input.uid,
        storage_key: key,
        original_name: name,
        mime: checked.mime,
        size: input.content.length,
        purpose: input.purpose,
      });
      return { url: uploadUrl(key), name, size: input.content.length };
    },

    /** A stored file with the type to serve it as; files without a row (demo seed) get it from the extension. */
    async open(key: string): Promise<OpenedUpload | null> {
      if (!isValidKey(key)) return null;
      const row = await repo.findByKey(key);
      const file = await storage.get(key);
      if (!file) return null;
      const ext = extensionOf(key);
      const mime = row?.mime ?? KNOWN_TYPES[ext]?.mime ?? (ext === 'svg' ? 'image/svg+xml' : 'application/octet-stream');
      return { ...file, mime, name: row?.original_name || key.split('/').pop()! };
    },

    /** The content of an upload named by its address, when it belongs to `uid` (jobs read inputs this way). */
    async readOwned(url: string, uid: number): Promise<Buffer | null> {
      const key = keyFromUrl(url);
      if (!key) return null;
      const row = await repo.findByKey(key);
      if (!row || row.uid !== uid) return null;
      const file = await storage.get(key);
      return file ? buffer(file.body) : null;
    },

    /** Whether an upload address names a file `uid` uploaded for `purpose` (forms store only their own proofs). */
    async ownsUpload(url: string, uid: number, purpose: UploadPurpose): Promise<boolean> {
      const key = keyFromUrl(url);
      if (!key) return false;
      const row = await repo.findByKey(key);
      return !!row && row.uid === uid && row.purpose === purpose;
    },

    /**
     * Stores a file the server made for a user (a CRISPR-Net result CSV): random key, an `uploads` row
     * so it downloads under `name`. Returns its address.
     */
    async saveGenerated(input: { uid: number; purpose: string; name: string; content: Buffer; mime: string; ext: string }): Promise<string> {
      const key = randomKey(input.ext);
      await storage.put(key, input.content, input.mime);
      await repo.insert({
        uid: input.uid,
        storage_key: key,
        original_name: input.name,
        mime: input.mime,
        size: input.content.length,
        purpose: input.purpose,
      });
      return uploadUrl(key);
    },

    /** Deletes a stored file and its row, named by its address (retention clean-up). Missing is fine. */
    async removeByUrl(url: string): Promise<void> {
      const key = keyFromUrl(url);
      if (!key) return;
      await storage.delete(key);
      await repo.deleteByKey(key);
    },

    /** For the demo seed: stores generated files (e.g. SVG pictures) under a fixed key. */
    async putFile(key: string, content: Buffer, mime: string): Promise<string> {
      await storage.put(key, content, mime);
      return uploadUrl(key);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
