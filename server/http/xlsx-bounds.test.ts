import { describe, expect, it } from 'vitest';
import { sharedStringsWorkbook, shortText } from '../../test/support/xlsx-fixture.ts';
import { streamedWorkbook, zipOf } from '../../test/support/zip-fixture.ts';
import { checkZip, inspectZip } from './xlsx-bounds.ts';

const MB = 1024 * 1024;
// The order import's bounds, written out: 2 MB sent, 20 MB unpacked, 100 parts, 200 rows, 20 000
// shared texts of 2 million characters.
const limits = { maxBytes: 2 * MB, maxUnpackedBytes: 20 * MB, maxEntries: 100, maxRows: 200, maxSharedStrings: 20_000, maxSharedChars: 2_000_000 };
const SHEET = 'xl/worksheets/sheet1.xml';

/** `length` characters drawn from `alphabet` by a seeded generator (packs like real text, not like a bomb). */
function randomText(alphabet: string, length: number, seed: number): string {
  const letters = [...alphabet];
  let state = seed + 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    text += letters[(state >> 16) % letters.length];
  }
  return text;
}

describe('the .xlsx bounds, before anything is parsed', () => {
  it('accepts a workbook exceljs wrote, with its real unpacked size', async () => {
    const book = await streamedWorkbook(['a', 'b'], 10, (i) => [i, `t${i}`]);
    const answer = await checkZip(book, limits);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.unpacked).toBeGreaterThan(book.length);
  });

  it('refuses by the central directory alone: one part, all parts, part count, ratio, file size', () => {
    // Declared sizes only: the parts hold a few bytes, so nothing large is ever built or inflated.
    const part = (name: string, declaredSize: number) => ({ name, data: Buffer.from('<x/>'), declaredSize });
    expect(inspectZip(zipOf([part(SHEET, 20 * MB + 1)]), limits)).toMatchObject({ ok: false, reason: 'unpacked' });
    expect(inspectZip(zipOf([part(SHEET, 11 * MB), part('xl/sharedStrings.xml', 10 * MB)]), limits)).toMatchObject({ ok: false, reason: 'unpacked' });
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `p${i}.xml`, data: Buffer.from('<x/>') }));
    expect(inspectZip(zipOf(many), limits)).toMatchObject({ ok: false, reason: 'entries' });
    expect(inspectZip(zipOf(many.slice(0, 100)), limits)).toMatchObject({ ok: true, entries: 100 });
    expect(inspectZip(Buffer.alloc(2 * MB + 1), limits)).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('refuses a part packed beyond 500× (a zip bomb inside the size limit)', () => {
    const bomb = zipOf([{ name: SHEET, data: Buffer.alloc(4 * MB, 0x20) }]);
    expect(bomb.length * 500).toBeLessThan(4 * MB);
    expect(inspectZip(bomb, limits)).toMatchObject({ ok: false, reason: 'ratio' });
  });

  it('refuses a part that inflates beyond the size it declares, stopping there', async () => {
    const liar = zipOf([{ name: SHEET, data: Buffer.alloc(3 * MB, 0x20), declaredSize: 1000 }]);
    expect(inspectZip(liar, limits)).toMatchObject({ ok: true });
    expect(await checkZip(liar, limits)).toEqual({ ok: false, reason: 'unpacked' });
  });

  it('refuses a part hidden from the central directory, what is not a zip, and a broken part', async () => {
    const hidden = zipOf([
      { name: SHEET, data: Buffer.from('<worksheet/>') },
      { name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(MB, 0x20), hidden: true },
    ]);
    expect(inspectZip(hidden, limits)).toMatchObject({ ok: false, reason: 'not-zip' });
    expect(inspectZip(Buffer.from('name,type\nA,DNA\n'), limits)).toMatchObject({ ok: false, reason: 'not-zip' });
    expect(inspectZip(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(64)]), limits)).toMatchObject({ ok: false, reason: 'not-zip' });
    const broken = zipOf([{ name: SHEET, data: Buffer.from('<worksheet/>'.repeat(50)) }]);
    broken.fill(0xff, 40, 60); // the deflated bytes, after the 30-byte header and the 24-byte name
    expect(await checkZip(broken, limits)).toEqual({ ok: false, reason: 'not-zip' });
  });
});

describe('the shared strings, counted as they inflate', () => {
  it('refuses 500 000 short texts (20 MB unpacked, under every size bound) at the first text beyond 20 000', async () => {
    const book = sharedStringsWorkbook({ rows: [['样本名称'], ['S-1']], extraStrings: 500_000, extra: (i) => shortText(i, 25) });
    expect(book.length).toBeLessThan(2 * MB);
    const shape = inspectZip(book, limits);
    expect(shape).toMatchObject({ ok: true });
    expect(shape.ok && shape.unpacked).toBeGreaterThan(19 * MB);
    expect(await checkZip(book, limits)).toEqual({ ok: false, reason: 'text' });
  });

  it('refuses by characters: a few texts of 2 million characters and more', async () => {
    const book = sharedStringsWorkbook({ rows: [['样本名称'], ['S-1']], extraStrings: 3, extra: (i) => randomText('ACGT', 1_000_000, i) });
    expect(book.length).toBeLessThan(2 * MB);
    expect(await checkZip(book, limits)).toEqual({ ok: false, reason: 'text' });
  });

  it('counts characters, not bytes: CJK text of 3 bytes a character is within a bound of its characters', async () => {
    const cjk = sharedStringsWorkbook({ rows: [['样本名称'], ['S-1']], extraStrings: 19, extra: (i) => randomText('样本名称序列质粒载体启动子', 10_000, i) });
    const small = { ...limits, maxSharedChars: 200_000 };
    expect(await checkZip(cjk, small)).toMatchObject({ ok: true });
    expect(await checkZip(cjk, { ...small, maxSharedChars: 190_000 })).toEqual({ ok: false, reason: 'text' });
  });

  it('answers "too many rows" when the texts are too many because the sheet is too long', async () => {
    const long = await streamedWorkbook(['名称'], 100_000, (i) => [`S-${i}`]);
    expect(await checkZip(long, limits)).toEqual({ ok: false, reason: 'rows' });
    // Too many rows alone is left to the reader, which counts filled rows as it streams.
    expect(await checkZip(await streamedWorkbook(['名称'], 1000, (i) => [i]), limits)).toMatchObject({ ok: true });
  });

  it('takes exactly the bounds', async () => {
    const exact = sharedStringsWorkbook({ rows: [['a']], extraStrings: 19_999, extra: (i) => shortText(i) });
    expect(await checkZip(exact, limits)).toMatchObject({ ok: true });
    const oneMore = sharedStringsWorkbook({ rows: [['a']], extraStrings: 20_000, extra: (i) => shortText(i) });
    expect(await checkZip(oneMore, limits)).toEqual({ ok: false, reason: 'text' });
  });

  it('counts a part stored without compression too', async () => {
    const strings = Buffer.from(`<sst>${'<si><t>x</t></si>'.repeat(20_001)}</sst>`);
    const book = zipOf([{ name: 'xl/sharedStrings.xml', data: strings, method: 0 }]);
    expect(await checkZip(book, limits)).toEqual({ ok: false, reason: 'text' });
  });
});
