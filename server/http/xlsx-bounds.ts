// Is this upload an .xlsx (a zip archive) we may unpack? Answered before any XML is parsed, so a small
// file that would inflate to gigabytes (a zip bomb) costs nothing: the central directory's declared
// sizes are checked against the import's limits (file, every part, all parts, part count, compression
// ratio); the local entries must tile the file exactly (the streaming reader follows them, so nothing
// may hide between them); and since declared sizes can lie, every part is then inflated once, off the
// event loop, counting bytes and stopping at the first byte beyond what it declared. The shared
// strings are counted on that same pass (shared-strings-count.ts), stopping at the first text or
// character beyond the import's bound.
import zlib from 'node:zlib';
import { SPREADSHEET_MAX_RATIO, type SpreadsheetLimits } from '../../contracts/spreadsheet-import.ts';
import { countElements, countSharedStrings, SHARED_STRINGS_PART, WORKSHEET_PART, type ElementCounter } from './shared-strings-count.ts';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const EOCD = 0x06054b50;
const DESCRIPTOR = 0x08074b50;
const ZIP64_MARK = 0xffffffff;
/** The ratio rule applies to parts above this size: tiny XML parts legitimately pack very well. */
const RATIO_FROM_BYTES = 1024 * 1024;

/**
 * `text`: the shared strings hold more texts or characters than the import's bound; `rows`: they do,
 * and a worksheet has more rows than the import takes (what the file's sender should hear).
 */
export type ZipRefusal = 'not-zip' | 'too-large' | 'unpacked' | 'entries' | 'ratio' | 'text' | 'rows';
export type ZipCheck = { ok: true; unpacked: number; entries: number } | { ok: false; reason: ZipRefusal };

interface Entry {
  /** Its name as the local header gives it (what a streaming reader goes by). */
  name: string;
  /** Where its local header starts. */
  local: number;
  method: number;
  compressed: number;
  uncompressed: number;
  /** Where its packed bytes are in the file. */
  dataStart: number;
  /** Where the next local entry must start. */
  end: number;
}

const refused = (reason: ZipRefusal): ZipCheck => ({ ok: false, reason });

/** The declared shape of the archive, or why it is refused; nothing is inflated. */
export function inspectZip(content: Buffer, limits: SpreadsheetLimits): ZipCheck & { list?: Entry[] } {
  if (content.length > limits.maxBytes) return refused('too-large');
  if (content.length < 22 || content.readUInt32LE(0) !== LOCAL) return refused('not-zip');
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65 535.
  let eocd = -1;
  for (let i = content.length - 22; i >= Math.max(0, content.length - 22 - 0xffff); i--) {
    if (content.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return refused('not-zip');
  const count = content.readUInt16LE(eocd + 10);
  const size = content.readUInt32LE(eocd + 12);
  const offset = content.readUInt32LE(eocd + 16);
  // Zip64 exists for archives beyond 4 GB or 65 535 parts: never a spreadsheet we accept.
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) return refused('unpacked');
  if (count > limits.maxEntries) return refused('entries');
  if (offset + size > eocd) return refused('not-zip');

  const list: Entry[] = [];
  let unpacked = 0;
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || content.readUInt32LE(at) !== CENTRAL) return refused('not-zip');
    const flags = content.readUInt16LE(at + 8);
    const method = content.readUInt16LE(at + 10);
    const compressed = content.readUInt32LE(at + 20);
    const uncompressed = content.readUInt32LE(at + 24);
    const local = content.readUInt32LE(at + 42);
    if (compressed === ZIP64_MARK || uncompressed === ZIP64_MARK || local === ZIP64_MARK) return refused('unpacked');
    // Encrypted parts, or methods other than stored and deflate, are not something Excel writes.
    if (flags & 1 || (method !== 0 && method !== 8) || (method === 0 && compressed !== uncompressed)) return refused('not-zip');
    if (uncompressed > limits.maxUnpackedBytes) return refused('unpacked');
    unpacked += uncompressed;
    if (unpacked > limits.maxUnpackedBytes) return refused('unpacked');

    if (local + 30 > offset || content.readUInt32LE(local) !== LOCAL) return refused('not-zip');
    const nameLength = content.readUInt16LE(local + 26);
    const dataStart = local + 30 + nameLength + content.readUInt16LE(local + 28);
    let end = dataStart + compressed;
    if (flags & 8) end += end + 4 <= offset && content.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
    if (end > offset) return refused('not-zip');
    const name = content.toString('utf8', local + 30, Math.min(local + 30 + nameLength, offset));
    list.push({ name, local, method, compressed, uncompressed, dataStart, end });
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  // After the sizes, so a file both too large and too packed is answered with its size.
  if (list.some((e) => e.uncompressed > RATIO_FROM_BYTES && e.uncompressed > SPREADSHEET_MAX_RATIO * Math.max(e.compressed, 1))) return refused('ratio');
  // The local entries, in file order, must follow each other from byte 0 to the central directory.
  let expected = 0;
  for (const entry of list.toSorted((a, b) => a.local - b.local)) {
    if (entry.local !== expected) return refused('not-zip');
    expected = entry.end;
  }
  if (expected !== offset) return refused('not-zip');
  return { ok: true, unpacked, entries: count, list };
}

type Inflated = 'ok' | 'over' | 'broken' | 'text';

/**
 * Inflates one part, discarding the output (shown to `counter` when given); stops at the first byte
 * beyond what it declared, or when the counter says its bound is passed.
 */
function inflatesAsDeclared(content: Buffer, entry: Entry, counter?: ElementCounter): Promise<Inflated> {
  if (entry.method === 0) {
    const stored = content.subarray(entry.dataStart, entry.dataStart + entry.compressed);
    return Promise.resolve(counter && !counter.take(stored) ? 'text' : 'ok');
  }
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw();
    let produced = 0;
    const done = (answer: Inflated) => {
      inflate.removeAllListeners();
      inflate.on('error', () => {});
      inflate.destroy();
      resolve(answer);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressed) done('over');
      else if (counter && !counter.take(chunk)) done('text');
    });
    inflate.on('end', () => done(produced === entry.uncompressed ? 'ok' : 'broken'));
    inflate.on('error', () => done('broken'));
    inflate.end(content.subarray(entry.dataStart, entry.dataStart + entry.compressed));
  });
}

const INFLATE_REFUSALS: Record<Exclude<Inflated, 'ok' | 'text'>, ZipRefusal> = { over: 'unpacked', broken: 'not-zip' };

/**
 * The whole check: the declared shape (inspectZip), then every part inflated once to prove its
 * declared size. A part that inflates beyond it answers 'unpacked' (a lie about size is a bomb);
 * a part that fails to inflate, 'not-zip'. Shared strings beyond the bounds answer 'text' (one count
 * over every part of that name: a streaming reader reads each one), or 'rows' when a worksheet holds
 * more rows than the import takes, which says better what is wrong with a 100 000-row sheet; the
 * parts are counted as they inflate, and the shared strings' inflating stops at the first beyond.
 */
export async function checkZip(content: Buffer, limits: SpreadsheetLimits): Promise<ZipCheck> {
  const shape = inspectZip(content, limits);
  if (!shape.ok) return shape;
  const sharedStrings = countSharedStrings(limits);
  let tooMuchText = false;
  let tooManyRows = false;
  for (const entry of shape.list ?? []) {
    // Counted to the end (never stopping the inflate that proves the part's size).
    const rows = WORKSHEET_PART.test(entry.name) ? countElements('row', Number.POSITIVE_INFINITY) : undefined;
    const inflated = await inflatesAsDeclared(content, entry, entry.name === SHARED_STRINGS_PART ? sharedStrings : rows);
    if (inflated === 'text') tooMuchText = true;
    else if (inflated !== 'ok') return refused(INFLATE_REFUSALS[inflated]);
    // The header, the rows and one more that may be empty: beyond that the sheet is too long.
    if (rows && rows.elements > limits.maxRows + 2) tooManyRows = true;
  }
  if (tooMuchText) return refused(tooManyRows ? 'rows' : 'text');
  return { ok: true, unpacked: shape.unpacked, entries: shape.entries };
}

/** Parts a streaming reader needs before any worksheet, in the order it needs them. */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS_PART];

/**
 * The same parts with the workbook's relations, sheet list and shared strings first, for a reader
 * that takes the local entries in file order (exceljs's stream reader parks a worksheet that comes
 * before the shared strings in a temporary file, a path that lost about 1 file in 100, and exceljs
 * itself writes the sheets first). Only for bytes checkZip accepted: the entries are whole and
 * contiguous. The central directory is kept as it was (a streaming reader stops at it).
 */
export function withReadingOrder(content: Buffer, limits: SpreadsheetLimits): Buffer {
  const shape = inspectZip(content, limits);
  if (!shape.ok || !shape.list) return content;
  const inFileOrder = shape.list.toSorted((a, b) => a.local - b.local);
  const rank = (name: string) => {
    const at = READ_FIRST.indexOf(name);
    return at < 0 ? READ_FIRST.length : at;
  };
  const ordered = inFileOrder.toSorted((a, b) => rank(a.name) - rank(b.name));
  const directory = inFileOrder.at(-1)?.end ?? content.length;
  return Buffer.concat([...ordered.map((entry) => content.subarray(entry.local, entry.end)), content.subarray(directory)]);
}
