// The search page's relevance, type filter and marked words on the demo seed (issue 35, decision
// 0072): Cas9 finds the nuclease first, the filter is a link whose type stays in the address (back
// and forward return to it, paging keeps it), the searched words are <mark>ed in titles and
// snippets, on the Chinese and English sites, at 1366 and 375 px, and in the server's HTML.
import { expect, test, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks.ts';
import { DATABASE } from './support/database-tag.ts';

async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('.search-pagination .ant-pagination-total-text').textContent();
  const match = /(\d+)/.exec(text ?? '');
  expect(match, `total text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

/** The count a filter chip shows. */
async function chipCount(page: Page, label: string): Promise<number> {
  const chip = page.getByTestId('search-types').locator('.search-types__item', { hasText: label });
  return Number(await chip.locator('.search-types__count').textContent());
}

/** Every card's badge reads `badge` (waits for the navigation's cards: the address changes first). */
async function expectOnlyBadge(page: Page, badge: string) {
  const badges = page.getByTestId('search-card').locator('.search-card__kind');
  await expect(badges.first()).toHaveText(badge);
  await expect(badges.filter({ hasNotText: badge })).toHaveCount(0);
}

/** Every <mark> on the cards holds one of `words` (any case), and there is at least one. */
async function expectMarksOf(page: Page, words: RegExp) {
  const marks = page.getByTestId('search-card').locator('mark.search-mark');
  await expect(marks.first()).toBeVisible();
  for (const text of await marks.allTextContents()) expect(text).toMatch(words);
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Cas9: the nuclease first, words marked, the type filter in the address with back and forward', DATABASE, async ({ page }, testInfo) => {
    await page.goto('/searchResult?keyword=Cas9');
    const cards = page.getByTestId('search-card');
    await expect(cards.first().locator('.search-card__title')).toHaveText('SpCas9-NLS 核酸酶（高纯度）');
    await expect(cards.first().locator('.search-card__kind')).toHaveText('产品');
    await expect(cards.first().locator('.search-card__title mark')).toHaveText('Cas9');
    await expectMarksOf(page, /^cas9$/i);

    const filter = page.getByTestId('search-types');
    await expect(filter.locator('[aria-current="page"]')).toContainText('全部');
    const all = await totalOf(page);
    expect(await chipCount(page, '全部')).toBe(all);
    const plasmids = await chipCount(page, '质粒');
    expect(plasmids).toBeGreaterThan(5);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'search-filter-all-1366');

    await filter.getByRole('link', { name: /质粒/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'plasmid' && url.searchParams.get('keyword') === 'Cas9');
    await expect(filter.locator('[aria-current="page"]')).toContainText('质粒');
    await expect(page.locator('.search-pagination .ant-pagination-total-text')).toHaveText(`共 ${plasmids} 条`);
    await expectOnlyBadge(page, '质粒');
    await expectMarksOf(page, /^cas9$/i);
    await saveFullPageScreenshot(page, testInfo, 'search-filter-plasmid-1366');

    // Paging keeps the type.
    await page.locator('.search-pagination .ant-pagination-item-2').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'plasmid' && url.searchParams.get('page') === '2');
    await expect(page.locator('.search-pagination .ant-pagination-item-active')).toHaveText('2');
    await expectOnlyBadge(page, '质粒');

    // Back to page 1 of the plasmids, back to every type, forward again.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'plasmid' && !url.searchParams.has('page'));
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has('type'));
    await expect(filter.locator('[aria-current="page"]')).toContainText('全部');
    await expect(cards.first().locator('.search-card__title')).toHaveText('SpCas9-NLS 核酸酶（高纯度）');
    await page.goForward();
    await expect(filter.locator('[aria-current="page"]')).toContainText('质粒');
    await expect(cards.first().locator('.search-card__kind')).toHaveText('质粒');
  });

  test('the secondary search keeps the type and marks the words of both boxes', DATABASE, async ({ page }) => {
    await page.goto('/searchResult?keyword=CRISPR&type=document');
    const refine = page.getByPlaceholder('请输入二次搜索内容');
    await refine.fill('敲除');
    await refine.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'document' && url.searchParams.get('keyword2') === '敲除');
    await expect(page.getByTestId('search-types').locator('[aria-current="page"]')).toContainText('技术文档');
    await expect(page.getByTestId('search-card').locator('mark.search-mark', { hasText: '敲除' }).first()).toBeVisible();
    await expectMarksOf(page, /^(crispr|敲除)$/i);
    const marked = await page.getByTestId('search-card').locator('mark.search-mark').allTextContents();
    expect(marked.map((text) => text.toLowerCase())).toEqual(expect.arrayContaining(['crispr', '敲除']));
  });
});

test.describe('English site', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('/en: English filter names, the nuclease first, words marked, the type kept under /en', DATABASE, async ({ page }, testInfo) => {
    await page.goto('/en/searchResult?keyword=cas9');
    const cards = page.getByTestId('search-card');
    await expect(cards.first().locator('.search-card__title')).toHaveText('SpCas9-NLS Nuclease (High Purity)');
    await expect(cards.first().locator('.search-card__kind')).toHaveText('Product');
    await expectMarksOf(page, /^cas9$/i);
    const filter = page.getByTestId('search-types');
    await expect(filter).toHaveAttribute('aria-label', 'Filter by type');
    await saveFullPageScreenshot(page, testInfo, 'search-filter-en-1366');
    await filter.getByRole('link', { name: /Plasmids/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/searchResult' && url.searchParams.get('type') === 'plasmid');
    await expectOnlyBadge(page, 'Plasmid');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML carries the filter links and the marks', async ({ page }) => {
    await page.goto('/searchResult?keyword=GUIDE-seq');
    await expect(page.getByTestId('search-card').first().locator('mark.search-mark').first()).toHaveText('GUIDE-seq');
    await page.getByTestId('search-types').getByRole('link', { name: /技术文档/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'document');
    await expect(page.getByTestId('search-card').first().locator('.search-card__kind')).toHaveText('技术文档');
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the filter wraps on a phone and the marked results fit the screen', async ({ page }, testInfo) => {
    await page.goto('/searchResult?keyword=扩增子');
    await expect(page.getByTestId('search-types')).toBeVisible();
    await expectMarksOf(page, /^扩增子$/);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'search-filter-375');
    await page.getByTestId('search-types').getByRole('link', { name: /技术文档/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'document');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'search-filter-document-375');
  });

  test('/en on a phone: the English filter fits the screen', async ({ page }, testInfo) => {
    await page.goto('/en/searchResult?keyword=amplicon');
    await expect(page.getByTestId('search-types')).toContainText('Documents');
    await expectMarksOf(page, /^amplicon$/i);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'search-filter-en-375');
  });
});
