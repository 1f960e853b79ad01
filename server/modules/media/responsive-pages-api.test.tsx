// A picture uploaded through the console reaches the public pages in the sizes that fit their place:
// the home carousel renders the slide (from the public carousel call, as the home loader gets it)
// with every stored width as srcset, and a news body that shows the picture gets the same srcset
// from the sanitiser. Every candidate is a stored file.
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdCarousel } from '../../../app/features/home/ad-carousel.tsx';
import { zh } from '../../../app/i18n/zh.ts';
import { provideCatalogue } from '../../../app/i18n/catalogue-store.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { categories } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { makeImage, uploadImage } from '../../../test/support/media-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let picture: { url: string; variants: Record<string, string> };

const pub = async (url: string) => (await t.app.inject({ method: 'POST', url: `/api/v1${url}` })).json() as { code: number; data: any };
const srcsetOf = (html: string) => /srcset="([^"]+)"/i.exec(html)?.[1].replaceAll('&amp;', '&');

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values([{ id: 60, pid: 0, catname: '新闻中心', type: 6 }]);
  editor = await createStaff(t.app, ['editor']);
  const res = await uploadImage(t.app, editor.token, { filename: 'banner.png', content: await makeImage(2000, 625) }, 'carousel');
  expect(res.code).toBe(200);
  picture = res.data;
});
afterAll(async () => t?.close());

describe('a console upload on the public pages', () => {
  it('the home carousel offers each stored width, the first slide loaded at once, the others lazily', async () => {
    const expected = `${picture.variants['400']} 400w, ${picture.variants['800']} 800w, ${picture.url} 1600w`;
    for (const name of ['第一张', '第二张']) {
      const added = await adminCall(t.app, '/content/carousels/add', { position: 1, name, adfile: picture.url, body: '', is_showbody: 0, gourl: '', status: 1 }, { token: editor.token });
      expect(added.code).toBe(200);
    }
    const ads = (await pub('/dsm/indexad?id=1')).data;
    // The carousel reads its words from the catalogue of the root data's language, as on the site.
    provideCatalogue('zh', zh);
    const Page = createRoutesStub([{ id: 'root', path: '/', Component: () => <AdCarousel ads={ads} variant="desktop" autoplay={false} width={1920} height={600} /> }]);
    const html = renderToStaticMarkup(<Page hydrationData={{ loaderData: { root: { lang: 'zh', nav: [], settings: {}, publicUrl: '' } } }} />);
    const slides = html.split('<li class="ad-carousel__slide"').slice(1);
    expect(slides).toHaveLength(2);
    expect(srcsetOf(slides[0]!)).toBe(expected);
    expect(slides[0]).toContain('sizes="(max-width: 768px) 1px, 100vw"');
    expect(slides[0]).toMatch(/loading="eager"/);
    expect(srcsetOf(slides[1]!)).toBe(expected);
    expect(slides[1]).toContain('sizes="auto, (max-width: 768px) 1px, 100vw"');
    expect(slides[1]).toMatch(/loading="lazy"/);

    for (const candidate of expected.split(', ').map((entry) => entry.split(' ')[0]!)) {
      const res = await t.app.inject({ method: 'GET', url: candidate });
      expect(res.statusCode, candidate).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('a news body showing the picture gets its srcset from the sanitiser; a picture from elsewhere none', async () => {
    const body = `<p>正文</p><p><img src="${picture.url}" alt="发布会"></p><p><img src="https://example.com/a.jpg"></p>`;
    const added = await adminCall(t.app, '/content/news/add', { tid: 60, title: '新平台发布', body, is_index: 1, status: 1 }, { token: editor.token });
    expect(added.code).toBe(200);
    const read = (await pub(`/news/read?id=${added.data.id}`)).data;
    expect(read.body).toBe(
      `<p>正文</p><p><img src="${picture.url}" alt="发布会" width="1600" height="500" ` +
        `srcset="${picture.variants['400']} 400w, ${picture.variants['800']} 800w, ${picture.url} 1600w" sizes="(max-width: 1600px) 100vw, 1600px" /></p>` +
        '<p><img src="https://example.com/a.jpg" /></p>',
    );
  });
});
