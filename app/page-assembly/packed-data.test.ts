// @vitest-environment happy-dom
import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverContext, type ServerContext } from '../server-context.ts';
import { blockId, blockTextOf, createPacker, isPackedBlock, packedInline, unpack, type Packed } from './packed-data.ts';

function loaderContext(page: boolean) {
  const context = new RouterContextProvider();
  context.set(serverContext, { page } as ServerContext);
  return context;
}
const PAGE = loaderContext(true);
const DATA_REQUEST = loaderContext(false);

describe('packOnce', () => {
  it('makes the text once per combination of inputs: objects by identity, others by value', () => {
    const packOnce = createPacker();
    const news = [{ id: 1, title: '澄源 <GUIDE-seq>' }];
    let made = 0;
    const make = () => {
      made += 1;
      return { news };
    };
    const first = packOnce(PAGE, ['zh', news], make);
    expect(packOnce(PAGE, ['zh', news], make)).toBe(first);
    expect(made).toBe(1);
    // New content is a new object; another language another value.
    expect(packOnce(PAGE, ['zh', [...news]], make)).not.toBe(first);
    expect(packOnce(PAGE, ['en', news], make)).not.toBe(first);
    expect(made).toBe(3);
  });

  it('names a data block in a page, and carries the text in a data request', () => {
    const packOnce = createPacker();
    const value = { title: '澄源 </script><!-- 基因 -->', note: '\u2028' };
    const block = packOnce(PAGE, [value], () => value);
    const inline = packOnce(DATA_REQUEST, [value], () => value);
    expect(isPackedBlock(block)).toBe(true);
    expect(isPackedBlock(inline)).toBe(false);
    expect(Object.keys(block)).toEqual(['packedBlock']);
    expect(JSON.parse((inline as { packedJson: string }).packedJson)).toEqual(value);
    // The block's text is the same JSON with nothing that could end the script element or open a comment.
    const text = blockTextOf(block)!;
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('a data block holds any text (generated, markup-like) as JSON that cannot leave its script element', () => {
    const markupLike = fc.string({ unit: fc.constantFrom('<', '/', 's', 'c', 'r', 'i', 'p', 't', '>', '!', '-', '&', '"', "'", '\\', '\u2028', '\u2029', '基', ' ') });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), markupLike), fc.array(markupLike), (fields, items) => {
        const value = { fields, items };
        const text = blockTextOf(createPacker()(PAGE, [value], () => value))!;
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('tells inputs apart by position, and null and undefined from each other', () => {
    const packOnce = createPacker();
    const a = {};
    const b = {};
    expect(packOnce(PAGE, [a, b], () => 1)).not.toBe(packOnce(PAGE, [b, a], () => 2));
    expect(packOnce(PAGE, [null], () => 3)).not.toBe(packOnce(PAGE, [undefined], () => 4));
  });
});

describe('unpack', () => {
  it('gives the server the object the text was made from, without parsing', () => {
    const value = { tiles: [{ id: 11, catname: '基因敲除' }] };
    const packOnce = createPacker();
    expect(unpack(packOnce(PAGE, [value], () => value))).toBe(value);
    expect(unpack(packOnce(DATA_REQUEST, [value], () => value))).toBe(value);
    expect(unpack(packedInline([]))).toEqual([]);
  });

  it('in the browser, parses text that came inline once', () => {
    const packed: Packed<{ lead: string }> = { packedJson: '{"lead":"一站式 \\u2028 </script>"}' };
    const value = unpack(packed);
    expect(value).toEqual({ lead: '一站式 \u2028 </script>' });
    expect(unpack(packed)).toBe(value);
  });

  it('in the browser, reads a named value from its data block in the page', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = blockId('77');
    script.textContent = '{"tiles":[{"catname":"\\u003cb\\u003e"}]}';
    document.body.append(script);
    expect(unpack({ packedBlock: '77' })).toEqual({ tiles: [{ catname: '<b>' }] });
    expect(() => unpack({ packedBlock: '78' })).toThrow(/packed-78/);
  });
});
