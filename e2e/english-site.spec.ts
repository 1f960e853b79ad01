// The English site (/en/…): every converted English page at 1366 and 375 px carries no Chinese text,
// says lang="en", links both languages with hreflang, and the CN/EN switch opens the matching page in
// the other language in a new window. Screenshots are saved for review.
import { expect, test, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { CHINESE, chineseMeta, chineseText } from './support/english-checks.ts';

/** The English pages walked: fixed ones, plus the first service pages the English menu links to. */
async function englishRoutes(page: Page): Promise<string[]> {
  await page.goto('/en');
  const hrefs = await page.locator('[data-testid="site-nav"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const first = (prefix: string) => hrefs.find((href) => href.startsWith(prefix));
  const news = await page.locator('a[href^="/en/newsCenter/newsCenterDetail?newsId="]').first().getAttribute('href');
  const routes = ['/en', '/en/newsCenter', '/en/newsCenter?type=7', '/en/privacyPolicy', '/en/searchResult?keyword=Cas9', '/en/searchResult', '/en/no-such-page'];
  for (const found of [first('/en/dynamicIndex?'), first('/en/dynamicDetail?'), news]) if (found) routes.push(found);
  expect(routes.length, 'the English menu and home page link to service and news pages').toBe(10);
  return routes;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`English pages at ${viewport.width} px: no Chinese text, lang="en", hreflang both ways`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const routes = await englishRoutes(page);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await chineseText(page), `Chinese text on ${route}`).toEqual([]);
      expect(await chineseMeta(page), `Chinese title or description on ${route}`).toEqual([]);
      await expectNoHorizontalScroll(page);
      // Banner pictures have the Chinese section name drawn in: the English site shows its title band.
      await expect(page.locator('.category-banner')).toHaveCount(0);
      // noindex pages (search results, 404) carry no alternates, like their Chinese versions.
      if (!route.includes('no-such-page') && !route.includes('searchResult')) {
        const url = new URL(route, 'http://x');
        const chinese = `${url.pathname.replace(/^\/en/, '') || '/'}${url.search}`;
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${escape(route)}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', new RegExp(`${escape(chinese)}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${escape(chinese)}$`));
      }
      const name = `english-${viewport.width}-${route.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
      await saveFullPageScreenshot(page, testInfo, name);
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a Chinese page names its English page with hreflang and keeps lang="zh-CN"', async ({ page }) => {
  await page.goto('/newsCenter?type=7');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/newsCenter\?type=7$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /[^n]\/newsCenter\?type=7$/);
});

test('the CN/EN switch opens the same page in English in a new window, and the English switch leads back', async ({ page, context }, testInfo) => {
  await page.goto('/newsCenter?type=7');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByTestId('language-switch').hover();
  const [english] = await Promise.all([context.waitForEvent('page'), page.getByTestId('language-en').click()]);
  await english.waitForLoadState();
  expect(new URL(english.url()).pathname + new URL(english.url()).search).toBe('/en/newsCenter?type=7');
  await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english.getByTestId('language-switch')).toContainText('EN');
  await saveFullPageScreenshot(english, testInfo, 'english-switch-opened');

  await english.locator('html[data-hydrated="true"]').waitFor();
  await english.getByTestId('language-switch').hover();
  const [chinese] = await Promise.all([context.waitForEvent('page'), english.getByTestId('language-zh').click()]);
  await chinese.waitForLoadState();
  expect(new URL(chinese.url()).pathname + new URL(chinese.url()).search).toBe('/newsCenter?type=7');
  await expect(chinese.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // From the home page the switch leads to the English home page.
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByTestId('language-switch').hover();
  await expect(page.getByTestId('language-en')).toHaveAttribute('href', '/en');
});

test('English links stay on the English site', async ({ page }) => {
  await page.goto('/en/newsCenter');
  const hrefs = await page.locator('main a[href^="/"], header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => href !== '/en' && !href.startsWith('/en/') && !href.startsWith('/en?'))).toEqual([]);
});

test('every "Learn more" / "Read more" link names its target in its own text, in both languages (issue 35)', async ({ page }) => {
  // Crawlers and Lighthouse's link-text audit read a link's text, not its aria-label.
  const vague = new Set(['learn more', 'read more', 'more', '了解更多', '阅读全文', '更多']);
  for (const path of ['/en', '/', '/en/newsCenter', '/newsCenter']) {
    await page.goto(path);
    const texts = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim()));
    const more = texts.filter((text) => /^(learn more|read more|了解更多|阅读全文)/i.test(text));
    expect(more.length, `${path}: the page has such links`).toBeGreaterThan(0);
    expect(texts.filter((text) => vague.has(text.toLowerCase())), path).toEqual([]);
    for (const text of more) expect(text, path).toMatch(/^(Learn more: |Read more: |了解更多：|阅读全文：)\S/);
  }
  // The name is there for the eye as before: only "Learn more" shows.
  await page.goto('/en');
  const first = page.locator('a.tile__more').first();
  await expect(first).toContainText(/^Learn more:/);
  expect(await first.evaluate((a) => (a as HTMLElement).innerText.split('\n')[0]?.trim())).toMatch(/^Learn more/);
});

/** The words drawn into the demo pictures an English page shows (their SVG <text>), where they are Chinese. */
async function chineseLettering(page: Page): Promise<string[]> {
  const sources = await page.locator('img[src^="/uploads/demo/"]').evaluateAll((images) => [...new Set(images.map((image) => image.getAttribute('src') ?? ''))]);
  const found: string[] = [];
  for (const source of sources) {
    const svg = await (await page.request.get(source)).text();
    for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) if (CHINESE.test(text ?? '')) found.push(`${source}: ${text}`);
  }
  return found;
}

test('the English pages show the English pictures: no Chinese lettering on tiles, cards, the about picture or the map (issue 35)', async ({ page }) => {
  const pages = [
    // The about picture, the carousels' lettered slides, the business and recommendation tiles.
    { route: '/en', english: ['.home-about__image', '.ad-carousel__image'] },
    // The about picture and the map.
    { route: '/en/contactUS', english: ['.about-intro__image', '.about-contact__map'] },
    // The product cards.
    { route: '/en/techService?type=1&id=23&molds=cell_luc', english: ['.tech-card__image'] },
  ];
  for (const { route, english } of pages) {
    await page.goto(route);
    expect(await page.locator('img[src^="/uploads/demo/"]').count(), route).toBeGreaterThan(0);
    expect(await chineseLettering(page), `Chinese lettering in the pictures of ${route}`).toEqual([]);
    for (const selector of english) {
      // The demo content's pictures (other specs may have uploaded their own).
      const sources = (await page.locator(selector).evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))).filter((src) => src.startsWith('/uploads/demo/'));
      expect(sources.length, `${route} ${selector}`).toBeGreaterThan(0);
      // The lettered pictures are their English copies (-en); the carousel's plain slides serve both sites.
      const lettered = selector === '.ad-carousel__image' ? sources.filter((src) => !/ad-(1|3)-/.test(src)) : sources;
      expect(lettered.length, `${route} ${selector}`).toBeGreaterThan(0);
      for (const src of lettered) expect(src, `${route} ${selector}`).toMatch(/-en\.svg$/);
    }
  }
  // The Chinese pages keep the Chinese pictures (admin-content-site.spec.ts may have uploaded another map).
  await page.goto('/contactUS');
  await expect(page.locator('.about-contact__map')).not.toHaveAttribute('src', /-en\.svg$/);
  await page.goto('/');
  await expect(page.locator('.home-about__image')).not.toHaveAttribute('src', /-en\.svg$/);
});
