// The console exports' file making: CSV quoting and formula defusing, the cut note, and an .xlsx that
// reads back with the same header and rows.
import { describe, expect, it } from 'vitest';
import { parseCsv, parseXlsx } from '../../test/support/spreadsheet-rows.ts';
import { buildExport, toCsv, type ExportSheet } from './table-export.ts';

interface Row {
  name: string;
  n: number | null;
}

const sheet: ExportSheet<Row> = {
  title: '测试',
  asciiName: 'test',
  columns: [
    { header: '名称', value: (r) => r.name },
    { header: '数量', value: (r) => r.n },
  ],
};

const rows: Row[] = [
  { name: '逗号, 与 "引号"', n: 1 },
  { name: '=1+2', n: null },
  { name: '-3', n: -3 },
  { name: '两行\n文字', n: 0 },
];

describe('table exports', () => {
  it('writes RFC 4180 CSV with CRLF, a text cell starting like a formula defused, numbers as they are', () => {
    const text = toCsv(sheet.columns, rows);
    expect(text.split('\r\n')[0]).toBe('名称,数量');
    expect(parseCsv(text)).toEqual([['名称', '数量'], ['逗号, 与 "引号"', '1'], ["'=1+2", ''], ["'-3", '-3'], ['两行\n文字', '0']]);
  });

  it('names the file in Chinese and ASCII, starts a CSV with a byte-order mark, and says when it was cut', async () => {
    const file = await buildExport(sheet, 'csv', rows.slice(0, 1), 5, new Date('2026-11-29T17:00:00Z'));
    expect(file).toMatchObject({ fileName: '测试-20261130.csv', asciiFileName: 'test-20261130.csv', count: 1, total: 5 });
    expect(file.content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parseCsv(file.content.toString('utf8')).at(-1)![0]).toMatch(/^共 5 条符合筛选条件，本文件只含最新的 1 条/);
  });

  it('writes an .xlsx whose first sheet reads back as the header and the rows', async () => {
    const file = await buildExport(sheet, 'xlsx', rows, rows.length);
    expect(await parseXlsx(file.content)).toEqual([['名称', '数量'], ['逗号, 与 "引号"', '1'], ['=1+2', ''], ['-3', '-3'], ['两行\n文字', '0']]);
  });
});
