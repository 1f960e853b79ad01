// The marked title or snippet is text: markup in the content is escaped, only the matches are <mark>.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted.tsx';

describe('Highlighted', () => {
  it('marks every match and escapes everything else', () => {
    const html = renderToStaticMarkup(<Highlighted text={'<img src=x onerror="alert(1)"> Cas9 & <mark>cas9</mark>'} terms={['cas9']} />);
    expect(html).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark class="search-mark">Cas9</mark> &amp; &lt;mark&gt;<mark class="search-mark">cas9</mark>&lt;/mark&gt;',
    );
  });

  it('cannot be broken out of by a term', () => {
    const html = renderToStaticMarkup(<Highlighted text="a <script> b" terms={['<script>']} />);
    expect(html).toBe('a <mark class="search-mark">&lt;script&gt;</mark> b');
  });
});
