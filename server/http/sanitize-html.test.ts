import { describe, expect, it } from 'vitest';
import { multilineToHtml, sanitizeRichHtml } from './sanitize-html.ts';

describe('sanitizeRichHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeRichHtml(
      '<p onclick="x()">a</p><img src="/a.png" onerror="alert(1)"><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">j</a><a href=" JaVaScript:alert(1)">k</a><iframe src="https://e.x"></iframe>' +
        '<svg><script>alert(2)</script></svg><style>body{display:none}</style>',
    );
    expect(out).toBe('<p>a</p><img src="/a.png" /><a>j</a><a>k</a>');
  });

  it('keeps rich text, tables, images, safe links and editor styles', () => {
    const html =
      '<h2>标题</h2><p style="text-align:center;color:#333">正文<strong>粗</strong></p>' +
      '<table border="1"><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
      '<a href="https://example.com/a">外链</a><a href="mailto:a@b.cn">信</a><a href="/news">内链</a>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops dangerous styles and protocol-relative links, hardens target=_blank', () => {
    expect(sanitizeRichHtml('<p style="position:fixed;background:url(javascript:x);color:red">p</p>')).toBe(
      '<p style="color:red">p</p>',
    );
    expect(sanitizeRichHtml('<a href="//evil.example/">e</a>')).toBe('<a>e</a>');
    expect(sanitizeRichHtml('<a href="https://a.cn" target="_blank">t</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">t</a>',
    );
  });

  describe('pictures the console resized', () => {
    const main = `/uploads/2026/11/${'d'.repeat(32)}-1600x500.webp`;
    const copy = (w: number) => main.replace('.webp', `-${w}.webp`);
    const srcset = `${copy(400)} 400w, ${copy(800)} 800w, ${main} 1600w`;

    it('get their stored widths as srcset, a sizes and their own size', () => {
      expect(sanitizeRichHtml(`<p><img src="${main}" alt="图"></p>`)).toBe(
        `<p><img src="${main}" alt="图" width="1600" height="500" srcset="${srcset}" sizes="(max-width: 1600px) 100vw, 1600px" /></p>`,
      );
    });

    it('are sized by the width the editor gave, and keep it; a copy as src offers the others too', () => {
      expect(sanitizeRichHtml(`<img src="${main}" width="600">`)).toBe(`<img src="${main}" width="600" srcset="${srcset}" sizes="(max-width: 600px) 100vw, 600px" />`);
      expect(sanitizeRichHtml(`<img src="${copy(400)}">`)).toBe(`<img src="${copy(400)}" width="400" height="125" srcset="${srcset}" sizes="(max-width: 400px) 100vw, 400px" />`);
    });

    it('replace a srcset or sizes the HTML carried for them, and stay the same when sanitised again', () => {
      const once = sanitizeRichHtml(`<img src="${main}" srcset="https://evil.example/x.png 1w" sizes="1px">`);
      expect(once).toBe(`<img src="${main}" width="1600" height="500" srcset="${srcset}" sizes="(max-width: 1600px) 100vw, 1600px" />`);
      expect(sanitizeRichHtml(once)).toBe(once);
    });

    it('with no smaller copy get their size only', () => {
      const small = `/uploads/2026/11/${'d'.repeat(32)}-300x200.webp`;
      expect(sanitizeRichHtml(`<img src="${small}">`)).toBe(`<img src="${small}" width="300" height="200" />`);
    });

    it('leave other pictures as they were, never with a sizes of their own', () => {
      expect(sanitizeRichHtml('<img src="/uploads/2026/11/old.webp" srcset="/a.png 2x" sizes="50vw" loading="lazy">')).toBe(
        '<img src="/uploads/2026/11/old.webp" srcset="/a.png 2x" loading="lazy" />',
      );
      expect(sanitizeRichHtml(`<img src="https://cdn.example.com${main}">`)).toBe(`<img src="https://cdn.example.com${main}" />`);
      expect(sanitizeRichHtml(`<img src="${main}" onerror="x()">`)).not.toContain('onerror');
    });
  });

  it('keeps null as null', () => {
    expect(sanitizeRichHtml(null)).toBeNull();
  });
});

describe('multilineToHtml', () => {
  it('turns every kind of line break into <br> and still sanitises', () => {
    expect(multilineToHtml('a\r\nb\nc\rd<script>x</script>')).toBe('a<br />b<br />c<br />d');
  });
});
