import { describe, expect, it } from 'vitest';
import { countElements, countSharedStrings } from './shared-strings-count.ts';

const count = (xml: string, maxSharedStrings = 1000, maxSharedChars = 1000) => {
  const counter = countSharedStrings({ maxSharedStrings, maxSharedChars });
  const within = counter.take(Buffer.from(xml));
  return { within, strings: counter.elements, chars: counter.chars };
};

describe('counting shared strings as they stream', () => {
  it('counts <si> elements of every spelling, and characters outside markup (CJK as one each)', () => {
    const xml = '<?xml version="1.0"?><sst count="3"><si><t>abc</t></si><si/><si attr="1"><r><t>样本</t></r></si><sis>x</sis><s>y</s></sst>';
    expect(count(xml)).toEqual({ within: true, strings: 3, chars: 7 });
  });

  it('counts the same however the bytes are split, a tag name or a character cut in two included', () => {
    const xml = '<sst><si><t>样本名称</t></si><si><t>ab</t></si></sst>';
    const bytes = Buffer.from(xml);
    for (let cut = 1; cut < bytes.length; cut++) {
      const counter = countSharedStrings({ maxSharedStrings: 1000, maxSharedChars: 1000 });
      counter.take(bytes.subarray(0, cut));
      counter.take(bytes.subarray(cut));
      expect({ strings: counter.elements, chars: counter.chars }, `cut at ${cut}`).toEqual({ strings: 2, chars: 6 });
    }
  });

  it('stops at the first text or character beyond the bound', () => {
    expect(count('<si/>'.repeat(3), 3)).toMatchObject({ within: true, strings: 3 });
    expect(count('<si/>'.repeat(4), 3)).toMatchObject({ within: false, strings: 4 });
    expect(count('<t>12345</t>', 10, 5)).toMatchObject({ within: true, chars: 5 });
    expect(count('<t>123456</t>', 10, 5)).toMatchObject({ within: false, chars: 6 });
  });

  it('counts a worksheet\'s rows the same way', () => {
    const rows = countElements('row', 2);
    expect(rows.take(Buffer.from('<sheetData><row r="1"><c r="A1"/></row><row r="2"/></sheetData>'))).toBe(true);
    expect(rows.elements).toBe(2);
    expect(rows.take(Buffer.from('<rows/><row r="3"></row>'))).toBe(false);
  });
});
