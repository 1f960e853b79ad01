import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage, isBannerPicture } from './site-image.tsx';

const main = `/uploads/2026/11/${'e'.repeat(32)}-1600x800.webp`;
const copy = (w: number) => main.replace('.webp', `-${w}.webp`);

describe('SiteImage', () => {
  it('renders a resized upload lazily with its srcset, the sizes of its place and the place’s own size', () => {
    const html = renderToStaticMarkup(<SiteImage className="tile__image" src={main} alt="" sizes="(max-width: 640px) 100vw, 400px" width={400} height={200} />);
    expect(html).toBe(
      `<img class="tile__image" alt="" src="${main}" srcSet="${copy(400)} 400w, ${copy(800)} 800w, ${main} 1600w" sizes="auto, (max-width: 640px) 100vw, 400px"` +
        ` width="400" height="200" loading="lazy" decoding="async"/>`,
    );
  });

  it('loads a priority picture at once, with the sizes as given (auto applies to lazy pictures only)', () => {
    const html = renderToStaticMarkup(<SiteImage src={main} alt="横幅" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    // Ahead of the page's scripts: it is usually the largest paint.
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1600" height="800"');
    expect(html).not.toContain('decoding');
  });

  it('renders any other address as a plain picture, without srcset or sizes', () => {
    const html = renderToStaticMarkup(<SiteImage src="/uploads/seed/ad-1-pc.svg" alt="广告" sizes="100vw" width={1920} height={600} />);
    expect(html).toBe('<img alt="广告" src="/uploads/seed/ad-1-pc.svg" width="1920" height="600" loading="lazy" decoding="async"/>');
  });
});

describe('isBannerPicture', () => {
  const upload = (size: string, copyWidth = '') => `/uploads/2026/11/${'a'.repeat(32)}-${size}${copyWidth}.webp`;

  it('accepts a wide upload of banner width, also through the address of one of its copies', () => {
    expect(isBannerPicture(upload('1600x420'))).toBe(true);
    expect(isBannerPicture(upload('1600x420', '-800'))).toBe(true);
    expect(isBannerPicture(upload('1200x400'))).toBe(true);
  });

  it('refuses a small or squarish upload: a tile would be blown up or cropped to its middle', () => {
    expect(isBannerPicture(upload('600x400'))).toBe(false);
    expect(isBannerPicture(upload('1100x300'))).toBe(false);
    expect(isBannerPicture(upload('1600x800'))).toBe(false);
  });

  it('trusts an address that does not tell its size (it comes from the banner field)', () => {
    expect(isBannerPicture('/uploads/demo/cat-1-banner.svg')).toBe(true);
  });
});
