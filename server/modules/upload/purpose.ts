// Which purpose an upload serves when the caller names none (docs/decisions/0030-upload-as-specified.md).
// Both specification documents describe the upload as "one file" with no other field, so a bare
// multipart file must work. The purpose still decides the accepted types, so the choice only ever
// narrows: the page the upload came from first, then the file's own extension, and otherwise the
// order proofs' list (images, PDF, Word), which is the upload the ordering document describes and
// whose refusal is its message. Every purpose is private and counts towards the quota.
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../contracts/uploads.ts';
import { extensionOf } from './file-check.ts';

/** The general purpose: the specification's upload (png, jpg, jpeg, pdf, doc, docx). */
export const DEFAULT_UPLOAD_PURPOSE: UploadPurpose = 'proof';

/** The path of a Referer header without the English site's prefix; null when there is none or it is not a URL. */
function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const path = new URL(referer).pathname;
    return path === '/en' || path.startsWith('/en/') ? path.slice(3) || '/' : path;
  } catch {
    return null;
  }
}

/** The purpose of the page an upload came from: the CRISPR-Net form takes csv, the order forms proofs. */
function purposeOfPage(path: string | null): UploadPurpose | null {
  if (path === null) return null;
  if (/^\/crispr(?:\/|$)/i.test(path)) return 'crispr';
  if (/^\/order/i.test(path)) return 'proof';
  return null;
}

/** The purpose whose list holds the file's extension (csv → crispr, gif/webp → image), else the default. */
function purposeOfFile(filename: string): UploadPurpose {
  const ext = extensionOf(filename);
  if ((UPLOAD_PURPOSES.proof.exts as readonly string[]).includes(ext)) return 'proof';
  if ((UPLOAD_PURPOSES.crispr.exts as readonly string[]).includes(ext)) return 'crispr';
  if ((UPLOAD_PURPOSES.image.exts as readonly string[]).includes(ext)) return 'image';
  return DEFAULT_UPLOAD_PURPOSE;
}

/** The purpose of an upload sent without one: from the page (Referer), else from the file name. */
export function inferUploadPurpose(filename: string, referer: string | undefined): UploadPurpose {
  return purposeOfPage(refererPath(referer)) ?? purposeOfFile(filename);
}
