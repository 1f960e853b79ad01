// Decides whether an uploaded file may be stored for a purpose: the extension must be on the
// purpose's whitelist AND the content must really be that type (magic bytes; text must be UTF-8
// without NUL bytes). The browser's Content-Type is never trusted.
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../contracts/uploads.ts';

interface KnownType {
  mime: string;
  /** Extensions file-type reports for this content; absent for plain text. */
  detected?: readonly string[];
}

/** Every extension any purpose may allow, with the content it must have and the type it is served as. */
export const KNOWN_TYPES: Record<string, KnownType> = {
  png: { mime: 'image/png', detected: ['png'] },
  jpg: { mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { mime: 'image/jpeg', detected: ['jpg'] },
  gif: { mime: 'image/gif', detected: ['gif'] },
  webp: { mime: 'image/webp', detected: ['webp'] },
  pdf: { mime: 'application/pdf', detected: ['pdf'] },
  // Word 97-2003 files are OLE compound files; file-type names the container, not the application.
  doc: { mime: 'application/msword', detected: ['cfb'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx'] },
  csv: { mime: 'text/csv' },
  txt: { mime: 'text/plain' },
};

/** Types a browser may show inline; everything else is served as a download. */
export const RASTER_IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export type CheckResult = { ok: true; ext: string; mime: string } | { ok: false };

export function extensionOf(filename: string): string {
  return path.extname(filename).slice(1).toLowerCase();
}

export async function checkFile(purpose: UploadPurpose, filename: string, content: Buffer): Promise<CheckResult> {
  return checkFileAs(UPLOAD_PURPOSES[purpose].exts, filename, content);
}

/** The same check against a list of extensions: files the server stores for other reasons (an issued invoice). */
export async function checkFileAs(allowed: readonly string[], filename: string, content: Buffer): Promise<CheckResult> {
  const ext = extensionOf(filename);
  const known = KNOWN_TYPES[ext];
  if (!allowed.includes(ext) || !known) return { ok: false };
  const detected = await fileTypeFromBuffer(content);
  if (known.detected) {
    return detected && known.detected.includes(detected.ext) ? { ok: true, ext, mime: known.mime } : { ok: false };
  }
  // Text: nothing binary may hide behind a .csv or .txt name.
  if (detected || !isUtf8Text(content)) return { ok: false };
  return { ok: true, ext, mime: known.mime };
}

export function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** The original name as shown to users: no directories, no control characters, bounded length. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > 200 ? clean.slice(clean.length - 200) : clean;
}
