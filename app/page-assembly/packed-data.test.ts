import { describe, expect, it } from 'vitest';
import { createPacker, unpack, type Packed } from './packed-data.ts';

describe('packOnce', () => {
  it('makes the text once per combination of inputs: objects by identity, others by value', () => {
    const packOnce = createPacker();
    const news = [{ id: 1, title: '澄源 <GUIDE-seq>' }];
    let made = 0;
    const make = () => {
      made += 1;
      return { news };
    };
    const first = packOnce(['zh', news], make);
    expect(packOnce(['zh', news], make)).toBe(first);
    expect(made).toBe(1);
    // New content is a new object; another language another value.
    expect(packOnce(['zh', [...news]], make)).not.toBe(first);
    expect(packOnce(['en', news], make)).not.toBe(first);
    expect(made).toBe(3);
    expect(JSON.parse(first.json)).toEqual({ news });
  });

  it('tells inputs apart by position, and null and undefined from each other', () => {
    const packOnce = createPacker();
    const a = {};
    const b = {};
    expect(packOnce([a, b], () => 1)).not.toBe(packOnce([b, a], () => 2));
    expect(packOnce([null], () => 3)).not.toBe(packOnce([undefined], () => 4));
    expect(packOnce([], () => 5).json).toBe('5');
  });
});

describe('unpack', () => {
  it('gives the server the object the text was made from, without parsing', () => {
    const value = { tiles: [{ id: 11, catname: '基因敲除' }] };
    const packed = createPacker()([value], () => value);
    expect(unpack(packed)).toBe(value);
  });

  it('parses a text that came over the wire once, and gives the same value after', () => {
    const packed: Packed<{ lead: string; counters: Record<string, number> }> = { json: '{"lead":"一站式 \\u2028 </script>","counters":{"a":320}}' };
    const value = unpack(packed);
    expect(value).toEqual({ lead: '一站式 \u2028 </script>', counters: { a: 320 } });
    expect(unpack(packed)).toBe(value);
  });
});
