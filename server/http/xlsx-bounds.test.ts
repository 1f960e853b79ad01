import { describe, expect, it } from 'vitest';
import { streamedWorkbook, zipOf } from '../../test/support/zip-fixture.ts';
import { checkZip, inspectZip } from './xlsx-bounds.ts';

const MB = 1024 * 1024;
// The order import's bounds, written out: 2 MB sent, 20 MB unpacked, 100 parts, 200 rows.
const limits = { maxBytes: 2 * MB, maxUnpackedBytes: 20 * MB, maxEntries: 100, maxRows: 200 };
const SHEET = 'xl/worksheets/sheet1.xml';

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
