import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage } from './site-image.tsx';

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
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1600" height="800"');
    expect(html).not.toContain('decoding');
  });

  it('renders any other address as a plain picture, without srcset or sizes', () => {
    const html = renderToStaticMarkup(<SiteImage src="/uploads/seed/ad-1-pc.svg" alt="广告" sizes="100vw" width={1920} height={600} />);
    expect(html).toBe('<img alt="广告" src="/uploads/seed/ad-1-pc.svg" width="1920" height="600" loading="lazy" decoding="async"/>');
  });
});
