import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops tags, decodes the common entities and collapses spaces', () => {
    expect(plainText('<p>基于 CRISPR/Cas &amp; <strong>碱基编辑</strong></p><p>第二段</p>')).toBe('基于 CRISPR/Cas & 碱基编辑 第二段');
    expect(plainText('a<br/>b&nbsp;&lt;c&gt;')).toBe('a b <c>');
  });

  it('removes script and style bodies and copes with empty input', () => {
    expect(plainText('<style>p{}</style>x<script>alert(1)</script>')).toBe('x');
    expect(plainText(null)).toBe('');
  });
});
