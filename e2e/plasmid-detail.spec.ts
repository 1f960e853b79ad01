// The plasmid detail on the production build with the demo seed: blocks in the specification's order,
// the interactive SeqViz map (circular and linear), the sequence in tens, the FASTA and GenBank
// downloads, the back arrow returning to the list as it was, SEO tags, the server HTML without
// JavaScript, accessibility, 1366 and 375 px, and the 404 page for a missing listId.
import fs from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { LIST_PATH, expectNoHorizontalScroll, expectNoSeriousAxeViolations, expectSeo, shownItemNumbers, waitForHydration } from './support/plasmid.ts';
import { limit } from './support/time-limits.ts';

const BLOCK_TITLES = ['产品信息', '基本信息', '质粒属性', '功能介绍', '质粒介绍', '质粒图谱', '质粒序列'];

interface Detail {
  id: number;
  name: string;
  item_no: string;
  sequence: string;
  features: Array<{ name: string }>;
}

async function readDetail(page: Page, id: number): Promise<Detail> {
  const body = (await (await page.request.get(`/api/v1/zhili/read?id=${id}`)).json()) as { data: Detail };
  return body.data;
}

async function expectInteractiveMap(page: Page, detail: Detail) {
  // SeqViz and the whole sequence load when the map comes near the screen.
  await page.getByTestId('plasmid-map').scrollIntoViewIfNeeded();
  const viewer = page.getByTestId('plasmid-map-viewer');
  await expect(viewer).toHaveAttribute('data-view', 'circular');
  // SeqViz draws the map as SVG with the features' names and the plasmid's name and length.
  await expect(viewer.locator('svg').first()).toBeVisible({ timeout: limit(40_000) });
  await expect(viewer).toContainText(`${detail.sequence.length} bp`);
  await expect(viewer).toContainText(detail.features[0]!.name);
  await page.getByText('线性图谱', { exact: true }).click();
  await expect(viewer).toHaveAttribute('data-view', 'linear');
  await expect(viewer.locator('svg').first()).toBeVisible();
  await expect(viewer).toContainText(detail.sequence.slice(0, 12));
  await page.getByText('环状图谱', { exact: true }).click();
  await expect(viewer).toHaveAttribute('data-view', 'circular');
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the detail: blocks in order, 暂无信息 rule, interactive map, sequence in tens, SEO', async ({ page }, testInfo) => {
    const response = await page.goto('/plasmidPlatformDetail?listId=2');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const detail = await readDetail(page, 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);
    const titles = await page.locator('.plasmid-block__title').allTextContents();
    expect(titles).toEqual(BLOCK_TITLES);
    const product = page.getByTestId('plasmid-block-product');
    await expect(product.locator('[data-field="item_no"] dd')).toHaveText(detail.item_no);
    await expect(page.getByTestId('plasmid-block-properties').locator('[data-field="plasmid_host"] dd')).toHaveText('哺乳动物细胞');
    // Every field shows its text or 暂无信息, never an empty cell.
    for (const text of await page.locator('.plasmid-fields dd').allTextContents()) expect(text.trim()).not.toBe('');

    await expectInteractiveMap(page, detail);

    const sequence = page.getByTestId('plasmid-sequence');
    const groups = sequence.locator('.plasmid-sequence__group');
    // The page comes with the first 600 bases; the rest when asked for.
    expect(detail.sequence.length).toBeGreaterThan(600);
    await expect(groups).toHaveCount(60);
    await page.getByTestId('plasmid-sequence-all').click();
    await expect(groups).toHaveCount(Math.ceil(detail.sequence.length / 10));
    await expect(page.getByTestId('plasmid-sequence-all')).toHaveCount(0);
    await expect(groups.nth(0)).toHaveText(`${detail.sequence.slice(0, 10)} `);
    await expect(groups.last()).toHaveText(`${detail.sequence.slice(Math.floor((detail.sequence.length - 1) / 10) * 10)} `);
    await expect(groups.nth(6)).toHaveAttribute('data-pos', '61');
    const position = await groups.nth(6).evaluate((el) => getComputedStyle(el, '::before').content);
    expect(position).toBe('"61"');

    await expectSeo(page, new RegExp(detail.name.replace(/[()]/g, '.')), `/plasmidPlatformDetail?listId=2`);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(detail.item_no));
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-detail-1366');
  });

  test('copies the sequence and downloads FASTA and GenBank files named by item number', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/plasmidPlatformDetail?listId=5');
    await waitForHydration(page);
    const detail = await readDetail(page, 5);
    await page.getByTestId('plasmid-copy').click();
    await expect(page.locator('.ant-message')).toContainText(`已复制 ${detail.sequence.length} bp 序列`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.sequence);

    for (const [testId, extension, start] of [
      ['plasmid-download-fasta', 'fasta', `>${detail.item_no} `],
      ['plasmid-download-genbank', 'gb', `LOCUS       ${detail.item_no}`],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByTestId(testId).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${detail.item_no}.${extension}`);
      const text = await fs.readFile((await download.path())!, 'utf8');
      expect(text.startsWith(start)).toBe(true);
      expect(text.replace(/[^ACGTacgt]/g, '').length).toBeGreaterThanOrEqual(detail.sequence.length);
      if (extension === 'gb') {
        expect(text).toContain(`/label="${detail.features[0]!.name}"`);
        expect(text.trimEnd().endsWith('//')).toBe(true);
      }
    }
  });

  test('the back arrow returns to the list as it was and forgets the remembered list item', async ({ page }) => {
    await page.goto(`${LIST_PATH}?host=mammalian&page=2`);
    await waitForHydration(page);
    const listUrl = page.url();
    const items = await shownItemNumbers(page);
    const link = page.getByTestId('plasmid-row-name').first().getByRole('link');
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/plasmidPlatformDetail\?listId=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const id = Number(new URL(page.url()).searchParams.get('listId'));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('plasmid.listItem'))).toBe(String(id));
    await waitForHydration(page);
    await page.getByTestId('plasmid-back').click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByTestId('plasmid-row-item')).toHaveText(items);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('plasmid.listItem'))).toBeNull();

    // Opened directly (a shared link), the arrow still leads to this session's list.
    await page.goto(`/plasmidPlatformDetail?listId=${id}`);
    await waitForHydration(page);
    await expect(page.getByTestId('plasmid-back')).toHaveAttribute('href', `${LIST_PATH}?host=mammalian&page=2`);
    await page.getByTestId('plasmid-back').click();
    await expect(page).toHaveURL(listUrl);
  });

  test('a missing or malformed listId is the 404 page', async ({ page }) => {
    for (const url of ['/plasmidPlatformDetail', '/plasmidPlatformDetail?listId=abc', '/plasmidPlatformDetail?listId=999999']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML carries every block, the fields, the static map and the first bases', async ({ page, request }) => {
    const detail = (await (await request.get('/api/v1/zhili/read?id=3')).json()).data as Detail & { profile: string };
    const html = await (await request.get('/plasmidPlatformDetail?listId=3')).text();
    for (const title of BLOCK_TITLES) expect(html).toContain(title);
    expect(html).toContain(detail.item_no);
    expect(html).toContain(`src="${detail.profile}"`);
    expect(html).toContain(detail.sequence.slice(0, 10));
    // Only the first 600 bases: the rest is fetched when the map or the reader needs it.
    expect(html).not.toContain(detail.sequence.slice(600, 610));
    expect(html).toContain(`href="/api/v1/zhili/download?id=3&amp;format=genbank"`);
    await page.goto('/plasmidPlatformDetail?listId=3');
    await expect(page.getByTestId('plasmid-map-image')).toBeVisible();
    await expect(page.getByTestId('plasmid-back')).toHaveAttribute('href', LIST_PATH);
  });
});

test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('from a card to the detail: map, sequence in three groups a line, back arrow; fits the screen', async ({ page }, testInfo) => {
    await page.goto(`${LIST_PATH}?plasmidUsage=gene_editing`);
    await waitForHydration(page);
    await chooseOption(page, page.locator('#plasmid-filter-fluorescentMarker'), '红色');
    await expect(page).toHaveURL(/fluorescentMarker=red/);
    const listUrl = page.url();
    const card = page.getByTestId('plasmid-card').first();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/plasmidPlatformDetail\?listId=\d+$/);
    await waitForHydration(page);
    const detail = await readDetail(page, Number(new URL(page.url()).searchParams.get('listId')));
    await expectInteractiveMap(page, detail);
    const groups = page.getByTestId('plasmid-sequence').locator('.plasmid-sequence__group');
    expect(await groups.nth(3).evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"31"');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'plasmid-detail-375');
    await page.getByTestId('plasmid-back').click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByTestId('plasmid-card').first()).toBeVisible();
  });
});
