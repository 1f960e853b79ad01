// Hand-made zip archives for the tests of the .xlsx bounds (server/http/xlsx-bounds.ts): an archive
// whose parts declare sizes of our choosing (a lie included), or that hides a part the central
// directory does not list. Built in memory per test; nothing binary is committed.
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Stored as is (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** The uncompressed size the archive claims (default: the truth). */
  declaredSize?: number;
  /** Written in the file but left out of the central directory. */
  hidden?: boolean;
}

export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const packed = method === 8 ? zlib.deflateRawSync(part.data, { level: 9 }) : part.data;
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.data.length;
    const crc = zlib.crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    if (!part.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(method, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(packed.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
    }
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = parts.filter((p) => !p.hidden).length;
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An .xlsx of one sheet: `header`, then `rows` rows from `row(i)`, written by exceljs's streaming
 * writer (a 100 000-row file in a couple of seconds, without holding the workbook).
 */
export async function streamedWorkbook(header: string[], rows: number, row: (i: number) => unknown[], sheetName = '样本'): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
