// Short-lived download links of private files (DESIGN.md "Reliability rules"): an order's result file
// or a customer's upload (proofs, CRISPR-Net inputs and results). A link is a random token (only its
// hash is stored, so every app server on the database accepts it) valid FILE_LINK_TTL_SECONDS and made
// for one person: the owner who read what refers to the file, or a member of staff. The link is the
// credential of the download (a plain <a href> carries no session), so it is minted only after the
// caller's right to the file was checked.
import { createHash, randomBytes } from 'node:crypto';
import { orderLifeApi } from '../../../contracts/api/order-life.ts';
import { FILE_LINK_TTL_SECONDS } from '../../../contracts/order-ops.ts';
import type { Database } from '../../db/client.ts';
import { createFileLinkRepo } from './link-repo.ts';

export type LinkTarget = { file_id: number } | { upload_id: number };
export type LinkHolder = { uid: number } | { staff_id: number };

export interface FileLink {
  url: string;
  expires_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createFileLinks(database: Database, options: { now?: () => Date } = {}) {
  const repo = createFileLinkRepo(database.db);
  const now = options.now ?? (() => new Date());
  return {
    async mint(target: LinkTarget, holder: LinkHolder): Promise<FileLink> {
      const token = randomBytes(32).toString('base64url');
      const expires_at = new Date(now().getTime() + FILE_LINK_TTL_SECONDS * 1000);
      await repo.insert({ ...target, ...holder, token_hash: hashToken(token), expires_at });
      return { url: `${orderLifeApi.download.url}?token=${token}`, expires_at };
    },

    /** The live link of a token with its file; null when unknown or expired. */
    resolve: (token: string) => repo.findLive(hashToken(token), now()),

    deleteExpired: () => repo.deleteExpired(now()),
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
