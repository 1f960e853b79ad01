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

  it('keeps null as null', () => {
    expect(sanitizeRichHtml(null)).toBeNull();
  });
});

describe('multilineToHtml', () => {
  it('turns every kind of line break into <br> and still sanitises', () => {
    expect(multilineToHtml('a\r\nb\nc\rd<script>x</script>')).toBe('a<br />b<br />c<br />d');
  });
});
