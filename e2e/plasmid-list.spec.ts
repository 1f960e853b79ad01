// The plasmid platform's index and list on the production build with the demo seed: quick links (and
// what they remember), two filters end to end, the search, paging 10/50 with 共 N 条, a shared filtered URL, the
// session's list state, the server HTML without JavaScript, SEO tags, accessibility, 1366 and 375 px.
import { expect, test, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import {
  INDEX_PATH,
  LIST_PATH,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectSeo,
  listCall,
  shownItemNumbers,
  shownTotal,
  waitForHydration,
} from './support/plasmid.ts';
import { DATABASE } from './support/database-tag.ts';
import { limit } from './support/time-limits.ts';

// Two of the seven filters walked in the browser (the first, and the one whose column is named apart):
// the seven's URL names, keys and options are held by contracts/plasmid-filters.test.ts, and what each
// option selects by the API tests (plasmid-api.test.ts), so the browser checks the wiring, not the list.
const FILTERS = [
  { state: 'host', key: 'plasmidHost', label: '慢病毒', value: 'lentivirus' },
  { state: 'fragmentSpecies', key: 'plasmidFragmentSpecies', label: '小鼠', value: 'mouse' },
] as const;

const QUICK_LINKS = [
  { label: '大肠杆菌', main: 'plasmidHost', sub: 'e_coli', state: 'host' },
  { label: '哺乳动物细胞', main: 'plasmidHost', sub: 'mammalian', state: 'host' },
  { label: '基因编辑', main: 'plasmidUsage', sub: 'gene_editing', state: 'plasmidUsage' },
  { label: '基因模板', main: 'plasmidUsage', sub: 'gene_template', state: 'plasmidUsage' },
  { label: '绿色', main: 'plasmidFluorescentMarker', sub: 'green', state: 'fluorescentMarker' },
  { label: '红色', main: 'plasmidFluorescentMarker', sub: 'red', state: 'fluorescentMarker' },
] as const;

const filterInput = (page: Page, state: string) => page.locator(`#plasmid-filter-${state}`);

async function openList(page: Page, url = LIST_PATH) {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('/plasmidPlatform opens the index; each quick link opens the filtered list and remembers its classification', async ({ page, request }, testInfo) => {
    test.setTimeout(limit(360_000));
    await page.goto('/plasmidPlatform');
    await expect(page).toHaveURL(INDEX_PATH);
    await expect(page.getByTestId('plasmid-quick-link')).toHaveCount(6);
    await expectSeo(page, /质粒平台/, INDEX_PATH);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-index-1366');

    for (const link of QUICK_LINKS) {
      await page.goto(INDEX_PATH);
      await waitForHydration(page);
      const card = page.getByTestId('plasmid-quick-link').filter({ hasText: link.label });
      const expected = await listCall(request, { [link.main]: link.sub });
      await expect(card).toContainText(`${expected.total} 个质粒`);
      await card.click();
      await expect(page).toHaveURL((url) => url.pathname === LIST_PATH && url.searchParams.get(link.state) === link.sub);
      await expect(page.getByTestId('plasmid-filter-' + link.main)).toContainText(link.label);
      await expect.poll(() => shownTotal(page)).toBe(expected.total);
      const stored = await page.evaluate(() => [localStorage.getItem('plasmid.mainClassification'), localStorage.getItem('plasmid.subClassification')]);
      expect(stored).toEqual([link.main, link.sub]);
    }
    // Back on the index, the quick link used last is marked.
    await page.goto(INDEX_PATH);
    await expect(page.locator('.plasmid-quick__link.is-last')).toContainText('红色');
  });

  test('the list: columns, 共 N 条, SEO, and a filter alone (resetting to page 1)', DATABASE, async ({ page, request }, testInfo) => {
    await openList(page);
    const all = await listCall(request);
    const headers = await page.locator('.plasmid-table th').allTextContents();
    expect(headers.map((h) => h.trim())).toEqual(['操作', '产品名称', '货号', '质粒宿主', '质粒用途', '片段类型', '片段物种', '原核抗性', '真核抗性', '荧光标记']);
    const widths = await page.locator('.plasmid-table col').evaluateAll((cols) => cols.map((c) => (c as HTMLElement).style.width));
    expect(widths.slice(1, 3)).toEqual(['200px', '150px']);
    await expect(page.getByTestId('plasmid-row')).toHaveCount(10);
    await expect(page.locator('.plasmid-pagination')).toContainText(`共 ${all.total} 条`);
    await expectSeo(page, /质粒列表/, LIST_PATH);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-list-1366');

    for (const filter of FILTERS) {
      await openList(page, `${LIST_PATH}?page=2`);
      await chooseOption(page, filterInput(page, filter.state), filter.label);
      await expect(page).toHaveURL((url) => url.searchParams.get(filter.state) === filter.value && !url.searchParams.has('page'));
      const expected = await listCall(request, { [filter.key]: filter.value });
      expect(expected.total, filter.key).toBeGreaterThan(0);
      await expect(page.getByTestId('plasmid-count')).toContainText(`${expected.total}`);
      await expect.poll(() => shownItemNumbers(page)).toEqual(expected.data.map((r) => r.itemNo));
      const column = page.locator(`.plasmid-table [data-column="${filter.key === 'plasmidFragmentSpecies' ? 'plasmidSpecies' : filter.key}"]`);
      for (const text of await column.allTextContents()) expect(text).toBe(filter.label);
      // 'all' removes the filter again.
      await chooseOption(page, filterInput(page, filter.state), '全部');
      await expect(page).toHaveURL((url) => !url.searchParams.has(filter.state));
      await expect.poll(() => shownTotal(page)).toBe(all.total);
    }
  });

  test('filters combine, the search finds by name or item number, and 重置筛选 clears everything', DATABASE, async ({ page, request }) => {
    await openList(page);
    await chooseOption(page, filterInput(page, 'host'), '慢病毒');
    await expect(page).toHaveURL(/host=lentivirus/);
    await chooseOption(page, filterInput(page, 'fragmentType'), 'shRNA');
    await expect(page).toHaveURL((url) => url.searchParams.get('host') === 'lentivirus' && url.searchParams.get('fragmentType') === 'shrna');
    const both = await listCall(request, { plasmidHost: 'lentivirus', plasmidFragmentType: 'shrna' });
    await expect(page.getByTestId('plasmid-count')).toContainText(`${both.total}`);
    await expect.poll(() => shownItemNumbers(page)).toEqual(both.data.map((r) => r.itemNo));

    await page.getByTestId('plasmid-reset').click();
    await expect(page).toHaveURL((url) => url.pathname === LIST_PATH && url.search === '');
    await expect(page.getByTestId('plasmid-row')).toHaveCount(10);

    await chooseOption(page, page.locator('#plasmid-search-type'), '产品货号');
    await page.locator('#plasmid-search-input').fill('p0003');
    await page.locator('#plasmid-search-input').press('Enter');
    await expect(page).toHaveURL(/itemNo=p0003/);
    await expect(page.getByTestId('plasmid-row')).toHaveCount(1);
    await expect.poll(() => shownItemNumbers(page)).toEqual(['P0003']);

    await chooseOption(page, page.locator('#plasmid-search-type'), '产品名称');
    await page.locator('#plasmid-search-input').fill('lenti');
    await page.getByTestId('plasmid-filters').getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('name') === 'lenti' && !url.searchParams.has('itemNo'));
    const byName = await listCall(request, { name: 'lenti' });
    await expect(page.getByTestId('plasmid-count')).toContainText(`${byName.total}`);
    // The name search also looks at the alias (e.g. a 'pLV' vector known as lenti…).
    await expect(page.getByTestId('plasmid-row-name')).toHaveText(byName.data.map((r) => r.name));

    await page.locator('#plasmid-search-input').fill('没有这个质粒zz');
    await page.locator('#plasmid-search-input').press('Enter');
    await expect(page.getByTestId('plasmid-empty')).toContainText('没有找到符合条件的质粒');
  });

  test('paging: page links, 10 or 50 a page, 共 N 条', DATABASE, async ({ page, request }) => {
    await openList(page);
    const all = await listCall(request, { size: 50 });
    const first = await shownItemNumbers(page);
    await page.locator('.plasmid-pagination .ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('plasmid-row-item').first()).not.toHaveText(first[0]!);
    await expect.poll(() => shownItemNumbers(page)).toEqual(all.data.slice(10, 20).map((r) => r.itemNo));
    await expect(page.locator('.plasmid-pagination .ant-pagination-item-2 a')).toHaveAttribute('href', `${LIST_PATH}?page=2`);

    await chooseOption(page, page.locator('.plasmid-pagination .ant-select input'), '50');
    await expect(page).toHaveURL((url) => url.searchParams.get('size') === '50' && !url.searchParams.has('page'));
    await expect(page.getByTestId('plasmid-row')).toHaveCount(50);
    await page.locator('.plasmid-pagination .ant-pagination-item-2').click();
    await expect(page).toHaveURL(/size=50&page=2|page=2&size=50/);
    await expect(page.getByTestId('plasmid-row')).toHaveCount(all.total - 50);
    await expect(page.locator('.plasmid-pagination')).toContainText(`共 ${all.total} 条`);
  });

  test('a shared filtered URL opens the same list in a fresh browser, and the plain address brings back the session list', async ({ browser, request }) => {
    const shared = `${LIST_PATH}?host=mammalian&nuclearResistance=ampicillin&page=2`;
    const expected = await listCall(request, { plasmidHost: 'mammalian', plasmidNuclearResistance: 'ampicillin', page: 2 });
    expect(expected.data.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openList(page, shared);
    await expect(page.getByTestId('plasmid-filter-plasmidHost')).toContainText('哺乳动物细胞');
    await expect(page.getByTestId('plasmid-filter-plasmidNuclearResistance')).toContainText('氨苄青霉素');
    await expect(page.locator('.plasmid-pagination .ant-pagination-item-active')).toHaveText('2');
    await expect.poll(() => shownItemNumbers(page)).toEqual(expected.data.map((r) => r.itemNo));

    // Elsewhere and back through the menu's plain address: the session's list comes back.
    await page.goto('/');
    await waitForHydration(page);
    await page.goto(LIST_PATH);
    await expect(page).toHaveURL((url) => url.searchParams.get('nuclearResistance') === 'ampicillin' && url.searchParams.get('page') === '2');
    await expect(page.getByTestId('plasmid-row-item')).toHaveText(expected.data.map((r) => r.itemNo));
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML of the index and of a filtered list carries the links and rows', async ({ page, request }) => {
    const index = await (await request.get(INDEX_PATH)).text();
    expect(index.match(/data-testid="plasmid-quick-link"/g)).toHaveLength(6);
    expect(index).toContain(`href="${LIST_PATH}?host=e_coli"`);

    const expected = await listCall(request, { plasmidFragmentType: 'sgrna' });
    const html = await (await request.get(`${LIST_PATH}?fragmentType=sgrna`)).text();
    expect(html.match(/data-testid="plasmid-row"/g)?.length).toBe(Math.min(10, expected.total));
    for (const row of expected.data) expect(html).toContain(`/plasmidPlatformDetail?listId=${row.id}`);
    expect(html).toContain(`共找到 <strong>${expected.total}</strong> 个质粒`);

    await page.goto(`${LIST_PATH}?fragmentType=sgrna`);
    await expect(page.getByTestId('plasmid-row').first()).toBeVisible();
    // The search box works as a plain form (it keeps the filters, so start from the whole list).
    await page.goto(LIST_PATH);
    await page.locator('#plasmid-search-input').fill('pX330');
    await page.locator('#plasmid-search-input').press('Enter');
    await expect(page).toHaveURL(/name=pX330/);
    await expect(page.getByTestId('plasmid-row-name').first()).toContainText('pX330');
  });
});

test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the index fits and its quick links work', async ({ page }, testInfo) => {
    await page.goto(INDEX_PATH);
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-index-375');
    await page.getByTestId('plasmid-quick-link').filter({ hasText: '绿色' }).click();
    await expect(page).toHaveURL(/fluorescentMarker=green/);
    await expect(page.getByTestId('plasmid-card').first()).toBeVisible();
  });

  test('the list shows cards, filters and pages, and fits the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(limit(240_000));
    await openList(page);
    await expect(page.getByTestId('plasmid-table')).toBeHidden();
    await expect(page.getByTestId('plasmid-card')).toHaveCount(10);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-list-375');

    for (const filter of FILTERS) {
      await chooseOption(page, filterInput(page, filter.state), filter.label);
      await expect(page).toHaveURL((url) => url.searchParams.get(filter.state) === filter.value);
      const expected = await listCall(request, { [filter.key]: filter.value });
      await expect(page.getByTestId('plasmid-count')).toContainText(`${expected.total}`);
      await expect.poll(() => shownItemNumbers(page, true)).toEqual(expected.data.map((r) => r.itemNo));
      await chooseOption(page, filterInput(page, filter.state), '全部');
      await expect(page).toHaveURL((url) => !url.searchParams.has(filter.state));
    }

    await page.locator('.plasmid-pagination .ant-pagination-next').click();
    await expect(page).toHaveURL(/page=2/);
    const all = await listCall(request, { page: 2 });
    await expect.poll(() => shownItemNumbers(page, true)).toEqual(all.data.map((r) => r.itemNo));
    await expectNoHorizontalScroll(page);
  });
});
