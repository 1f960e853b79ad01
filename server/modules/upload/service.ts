// Upload rules: which purpose accepts which files, random stored names, the `uploads` record, the
// owner's storage quota, and reading files back for serving or for jobs (CRISPR-Net reads its csv
// input through here).
// Everything a customer uploads or receives is private (DESIGN.md "Reliability rules"): stored under
// the private key prefix, never served at /uploads/, opened only through a short-lived link minted for
// its owner or for staff (../files/file-links.ts), and removed with what refers to it or, unreferenced,
// after a day.
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES, UPLOAD_PURPOSES, uploadPurposeNames, type UploadPurpose } from '../../../contracts/uploads.ts';
import type { UploadedFile } from '../../../contracts/api/upload.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { PRIVATE_UPLOAD_PREFIX, createStorage, isPrivateKey, isValidKey, randomKey, type FileStorage } from '../../storage/storage.ts';
import type { FileLink, FileLinks, LinkHolder } from '../files/file-links.ts';
import { checkFile, checkFileAs, displayName, extensionOf, KNOWN_TYPES } from './file-check.ts';
import { createUploadRepo } from './repo.ts';
import { keyFromUrl, uploadUrl } from './upload-url.ts';

export { uploadUrl } from './upload-url.ts';

/** The purpose of the CRISPR-Net result files the worker makes for a user. */
export const CRISPR_RESULT_PURPOSE = 'crispr-result';

/** The purpose of an issued e-invoice staff attach to a customer's order (decision 0074). */
export const INVOICE_PURPOSE = 'invoice';

/** Purposes of customers' files: private, under the quota, swept when unreferenced. */
export const PRIVATE_PURPOSES: readonly string[] = [...uploadPurposeNames, CRISPR_RESULT_PURPOSE, INVOICE_PURPOSE];

/** An upload nothing refers to is removed after this long (an order form may take a while to fill in). */
export const UNREFERENCED_TTL_MS = 24 * 3600 * 1000;

const SWEEP_BATCH = 500;

export interface SaveUpload {
  uid: number;
  purpose: UploadPurpose;
  filename: string;
  content: Buffer;
}

export interface OpenedUpload {
  body: Readable;
  size: number;
  mime: string;
  name: string;
  /** The purpose of its row; null for files without one (demo seed). */
  purpose: string | null;
}

/** A private file's link as answers carry it: where to download it for a few minutes, and its name. */
export interface PrivateFileLink extends FileLink {
  name: string;
}

export function createUploadService(
  config: AppConfig,
  database: Database,
  deps: { links: FileLinks; now?: () => Date },
  storage: FileStorage = createStorage(config),
) {
  const repo = createUploadRepo(database.db);
  const now = deps.now ?? (() => new Date());

  /**
   * Stores a customer's file under a private key and records it, if the owner's quota allows. The
   * check and the record commit together with the owner's row locked, so simultaneous uploads count
   * one after the other; refused, the bytes go again.
   */
  async function store(input: { uid: number; purpose: string; name: string; content: Buffer; mime: string; ext: string; quota: boolean }): Promise<string> {
    const key = `${PRIVATE_UPLOAD_PREFIX}${randomKey(input.ext)}`;
    await storage.put(key, input.content, input.mime);
    try {
      await repo.transaction(async (tx) => {
        if (!(await tx.lockUser(input.uid))) throw refuse('请先登录');
        if (input.quota && (await tx.usage(input.uid)) + input.content.length > config.UPLOAD_QUOTA_BYTES) {
          throw refuse(UPLOAD_MESSAGES.quota(config.UPLOAD_QUOTA_BYTES));
        }
        await tx.insert({ uid: input.uid, storage_key: key, original_name: input.name, mime: input.mime, size: input.content.length, purpose: input.purpose });
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    return uploadUrl(key);
  }

  async function removeKey(key: string): Promise<void> {
    await storage.delete(key);
    await repo.deleteByKey(key);
  }

  return {
    storage,

    async save(input: SaveUpload): Promise<UploadedFile> {
      const name = displayName(input.filename);
      if (input.content.length === 0) throw refuse('文件内容为空');
      const checked = await checkFile(input.purpose, name, input.content);
      if (!checked.ok) throw refuse(UPLOAD_PURPOSES[input.purpose].message);
      const url = await store({ uid: input.uid, purpose: input.purpose, name, content: input.content, mime: checked.mime, ext: checked.ext, quota: true });
      return { url, name, size: input.content.length };
    },

    /**
     * A file staff attach for a customer (an issued e-invoice): the upload's checks (extension in
     * `exts` and content of that type; `message` refuses it), stored as the customer's private file
     * so only they (and staff) open it, outside the quota: the customer did not choose to store it.
     */
    async saveForCustomer(input: { uid: number; purpose: string; filename: string; content: Buffer; exts: readonly string[]; message: string }): Promise<UploadedFile> {
      const name = displayName(input.filename);
      if (input.content.length === 0) throw refuse(input.message);
      const checked = await checkFileAs(input.exts, name, input.content);
      if (!checked.ok) throw refuse(input.message);
      const url = await store({ uid: input.uid, purpose: input.purpose, name, content: input.content, mime: checked.mime, ext: checked.ext, quota: false });
      return { url, name, size: input.content.length };
    },

    /** A stored file with the type to serve it as; files without a row (demo seed) get it from the extension. */
    async open(key: string): Promise<OpenedUpload | null> {
      if (!isValidKey(key)) return null;
      const row = await repo.findByKey(key);
      const file = await storage.get(key);
      if (!file) return null;
      const ext = extensionOf(key);
      const mime = row?.mime ?? KNOWN_TYPES[ext]?.mime ?? (ext === 'svg' ? 'image/svg+xml' : 'application/octet-stream');
      return { ...file, mime, name: row?.original_name || key.split('/').pop()!, purpose: row?.purpose ?? null };
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
     * Short-lived links for the stored files named by `urls`, for their owner (`{ uid }`: only the
     * user's own files) or for staff (`{ staff_id }`: the caller checked the member's role). Answers a
     * link per address, null where the address names no such file.
     */
    async linksFor(urls: readonly (string | null | undefined)[], holder: LinkHolder): Promise<(PrivateFileLink | null)[]> {
      const keys = urls.map((url) => (url ? keyFromUrl(url) : null));
      const rows = new Map((await repo.findByKeys(keys.filter((k): k is string => k !== null))).map((row) => [row.storage_key, row]));
      return Promise.all(
        keys.map(async (key) => {
          const row = key ? rows.get(key) : undefined;
          if (!row || ('uid' in holder && row.uid !== holder.uid)) return null;
          const link = await deps.links.mint({ upload_id: row.id }, holder);
          return { ...link, name: row.original_name || key!.split('/').pop()! };
        }),
      );
    },

    /**
     * Stores a file the server made for a user (a CRISPR-Net result CSV): private key, an `uploads` row
     * so it downloads under `name`. Returns its address. It counts towards the quota but is never refused
     * for it: the user asked for the work before the file existed.
     */
    async saveGenerated(input: { uid: number; purpose: string; name: string; content: Buffer; mime: string; ext: string }): Promise<string> {
      return store({ ...input, quota: false });
    },

    /**
     * Deletes files their owner let go (a deleted order, a replaced proof) unless something else still
     * refers to them (the same proof sent in two orders). Missing is fine.
     */
    async release(urls: readonly (string | null | undefined)[]): Promise<void> {
      for (const url of urls) {
        const key = url ? keyFromUrl(url) : null;
        if (key && isPrivateKey(key) && (await repo.deleteUnreferenced(key))) await storage.delete(key);
      }
    },

    /** Deletes a stored file and its row, named by its address (retention). Missing is fine. */
    async removeByUrl(url: string | null | undefined): Promise<void> {
      const key = url ? keyFromUrl(url) : null;
      if (key) await removeKey(key);
    },

    /**
     * The daily sweep: customer files nothing refers to a day after their upload (or whose owner is gone),
     * then stored objects under the private prefix whose row is gone (a crash between storing and
     * recording, or between deleting the row and the bytes), and download links past their expiry.
     * Answers the counts.
     */
    async sweep(): Promise<{ unreferenced: number; orphans: number; links: number }> {
      const before = new Date(now().getTime() - UNREFERENCED_TTL_MS);
      let unreferenced = 0;
      for (;;) {
        const batch = await repo.unreferenced(PRIVATE_PURPOSES, before, SWEEP_BATCH);
        for (const row of batch) await removeKey(row.storage_key);
        unreferenced += batch.length;
        if (batch.length < SWEEP_BATCH) break;
      }
      let orphans = 0;
      let page: string[] = [];
      const flush = async () => {
        const known = new Set((await repo.findByKeys(page)).map((row) => row.storage_key));
        for (const object of page) {
          if (known.has(object)) continue;
          await storage.delete(object);
          orphans++;
        }
        page = [];
      };
      // Objects stored in the last day may be between their bytes and their row: leave them be.
      for await (const object of storage.list(PRIVATE_UPLOAD_PREFIX, before)) {
        page.push(object);
        if (page.length >= SWEEP_BATCH) await flush();
      }
      await flush();
      return { unreferenced, orphans, links: await deps.links.deleteExpired() };
    },

    /** For the demo seed: stores generated files (e.g. SVG pictures) under a fixed key. */
    async putFile(key: string, content: Buffer, mime: string): Promise<string> {
      await storage.put(key, content, mime);
      return uploadUrl(key);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
