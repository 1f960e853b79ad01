// Site search, the privacy policy and the CRISPR help page on the production build with the demo seed:
// header search → results (共 N 条, cards, paging), secondary search, a detail, server HTML without
// JavaScript, new-tab links, accessibility and screenshots at 1366 and 375 px.
import { expect, test, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks.ts';
import { DATABASE } from './support/database-tag.ts';

const SEARCH_PLACEHOLDER = '请输入产品名称或编号';

async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('.search-pagination .ant-pagination-total-text').textContent();
  const match = /共 (\d+) 条/.exec(text ?? '');
  expect(match, `total text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('header search shows cards with 共 N 条 and pages five at a time', DATABASE, async ({ page }, testInfo) => {
    await page.goto('/');
    const box = page.getByPlaceholder(SEARCH_PLACEHOLDER).first();
    await box.fill('CRISPR');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/searchResult' && url.searchParams.get('keyword') === 'CRISPR');
    await expect(page.getByTestId('breadcrumb')).toContainText('首页');
    await expect(page.getByTestId('breadcrumb')).toContainText('搜索结果');
    const cards = page.getByTestId('search-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole('link', { name: /查看详情/ })).toBeVisible();
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(5);
    await expect(page).toHaveTitle(/CRISPR/);

    const firstTitle = await cards.first().locator('.search-card__title').textContent();
    await page.locator('.search-pagination .ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first().locator('.search-card__title')).not.toHaveText(firstTitle ?? '');
    expect(await totalOf(page)).toBe(total);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'search-result-1366');
  });

  test('the secondary search narrows within the results', DATABASE, async ({ page }) => {
    await page.goto('/searchResult?keyword=CRISPR');
    const total = await totalOf(page);
    const refine = page.getByPlaceholder('请输入二次搜索内容');
    await refine.fill('GUIDE-seq');
    await refine.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword2') === 'GUIDE-seq' && url.searchParams.get('keyword') === 'CRISPR');
    await expect(page.locator('.search-pagination .ant-pagination-total-text')).not.toHaveText(`共 ${total} 条`);
    await expect(page.getByTestId('search-card').first()).toBeVisible();
    const narrowed = await totalOf(page);
    // Every hit matches both keywords (the second may occur only in a body, not on the card).
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
    await expect(page.getByPlaceholder('请输入二次搜索内容')).toHaveValue('GUIDE-seq');
  });

  test('an item number finds the plasmid first; no hits and an empty keyword show the empty state', DATABASE, async ({ page }) => {
    await page.goto('/searchResult?keyword=P0003');
    const first = page.getByTestId('search-card').first();
    await expect(first.getByRole('link', { name: /查看详情/ })).toHaveAttribute('href', /^\/searchResultDetail\?kind=plasmid&id=\d+$/);
    await expect(first).toContainText('P0003');

    await page.goto('/searchResult?keyword=%25%25不存在的内容zzz');
    await expect(page.getByTestId('search-empty')).toContainText('没有找到相关内容');
    await page.goto('/searchResult');
    await expect(page.getByTestId('search-empty')).toContainText('请输入要搜索的内容');
  });

  test('every 查看详情 leads to /searchResultDetail, which links on to the item\'s own page', async ({ page }) => {
    // CRISPR finds articles, news, products and plasmids in the demo seed; every card's links go to the detail.
    await page.goto('/searchResult?keyword=CRISPR&size=50');
    const cards = page.getByTestId('search-card');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.getByRole('link', { name: /查看详情/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^\/searchResultDetail\?kind=(article|news|product|plasmid)&id=\d+$/);
    expect(new Set(hrefs.map((href) => /kind=(\w+)/.exec(href!)![1]))).toContain('news');
    const titleHrefs = await cards.locator('.search-card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(titleHrefs).toEqual(hrefs);

    // A news hit: the detail, then on to the news page itself.
    const newsCard = cards.filter({ has: page.locator('a[href^="/searchResultDetail?kind=news"]') }).first();
    const newsTitle = (await newsCard.locator('.search-card__title').textContent())!.trim();
    await newsCard.getByRole('link', { name: /查看详情/ }).click();
    await expect(page).toHaveURL(/\/searchResultDetail\?kind=news&id=\d+$/);
    await expect(page.locator('.search-detail__title')).toHaveText(newsTitle);
    await page.getByRole('link', { name: '查看完整页面' }).click();
    await expect(page).toHaveURL(/\/newsCenter\/newsCenterDetail\?newsId=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTitle);
  });

  test('查看详情 opens the detail; unknown items are the 404 page', async ({ page }, testInfo) => {
    await page.goto('/searchResult?keyword=敲除');
    const detailLink = page.locator('a[href^="/searchResultDetail"]', { hasText: '查看详情' }).first();
    await detailLink.click();
    await expect(page).toHaveURL(/\/searchResultDetail\?kind=(article|news|product|plasmid)&id=\d+/);
    await expect(page.getByTestId('search-detail')).toBeVisible();
    await expect(page.locator('.search-detail__title')).toContainText(/\S/);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'search-detail-1366');

    for (const url of ['/searchResultDetail?kind=product&id=999999', '/searchResultDetail?kind=user&id=1', '/searchResultDetail']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('/privacyPolicy shows the policy from the server', async ({ page }, testInfo) => {
    const response = await page.goto('/privacyPolicy');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page.locator('.privacy-page__body')).toContainText('privacy@example.com');
    await expect(page).toHaveTitle(/隐私政策/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/privacyPolicy$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /个人信息/);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'privacy-policy-1366');
  });

  test('/crispr-help: three steps whose tools and tutorials open in new tabs, four references', async ({ page }, testInfo) => {
    await page.goto('/crispr-help');
    const steps = page.getByTestId('crispr-step');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0).getByRole('link', { name: /打开 CRISPOR/ })).toHaveAttribute('href', 'https://crispor.gi.ucsc.edu/');
    await expect(steps.nth(1).getByRole('link', { name: /打开 Cas-OFFinder/ })).toHaveAttribute('href', 'http://www.rgenome.net/cas-offinder/');
    await expect(steps.nth(2).getByRole('link', { name: /打开 CRISPR-Net/ })).toHaveAttribute('href', '/crispr');
    const external = page.locator('.crispr-help a[target]');
    expect(await external.count()).toBe(10);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const step of await steps.all()) await expect(step.getByRole('link', { name: /使用教程/ })).toHaveAttribute('target', '_blank');
    const references = page.getByTestId('crispr-reference');
    await expect(references).toHaveCount(4);
    await expect(references.nth(0)).toContainText('Advanced Science');
    await expect(references.nth(3).getByRole('link')).toHaveAttribute('href', 'https://doi.org/10.1038/nbt.3117');
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'crispr-help-1366');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML of /searchResult carries the hits', async ({ page, request }) => {
    const html = await (await request.get('/searchResult?keyword=GUIDE-seq')).text();
    expect(html).toContain('data-testid="search-card"');
    expect(html).toContain('共找到');
    expect(html).toContain('GUIDE-seq');
    await page.goto('/searchResult?keyword=GUIDE-seq');
    await expect(page.getByTestId('search-card').first()).toBeVisible();
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const [name, url] of [
    ['search-result', '/searchResult?keyword=CRISPR'],
    ['privacy-policy', '/privacyPolicy'],
    ['crispr-help', '/crispr-help'],
  ] as const) {
    test(`${url} fits the screen`, async ({ page }, testInfo) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('.search-page')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `${name}-375`);
    });
  }

  test('a search detail fits the screen', async ({ page }, testInfo) => {
    await page.goto('/searchResult?keyword=敲除');
    await page.locator('a[href^="/searchResultDetail"]', { hasText: '查看详情' }).first().click();
    await expect(page.getByTestId('search-detail')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'search-detail-375');
  });
});
