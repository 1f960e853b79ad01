// What an .xlsx (a zip archive) says it unpacks to, read from its central directory without inflating
// anything, so a small file that would inflate to gigabytes (a zip bomb) is refused before exceljs
// opens it. The declared sizes can lie; the import also streams rows with a counter (excel.ts).

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

export type ZipBounds = { ok: true; unpacked: number; entries: number } | { ok: false; reason: 'not-zip' | 'zip64' };

/** The sum of the entries' declared uncompressed sizes. */
export function declaredUnpackedSize(content: Buffer): ZipBounds {
  if (content.length < 22 || content.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'not-zip' };
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65 535.
  let end = -1;
  for (let i = content.length - 22; i >= Math.max(0, content.length - 22 - 0xffff); i--) {
    if (content.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'not-zip' };
  const entries = content.readUInt16LE(end + 10);
  const size = content.readUInt32LE(end + 12);
  const offset = content.readUInt32LE(end + 16);
  if (entries === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) return { ok: false, reason: 'zip64' };
  if (offset + size > end) return { ok: false, reason: 'not-zip' };
  let unpacked = 0;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || content.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'not-zip' };
    const uncompressed = content.readUInt32LE(at + 24);
    if (uncompressed === ZIP64_MARK) return { ok: false, reason: 'zip64' };
    unpacked += uncompressed;
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return { ok: true, unpacked, entries };
}
