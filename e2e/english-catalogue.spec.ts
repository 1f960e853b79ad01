// The English plasmid platform, technical-service, product and gene-editing pages (/en/…) on the
// production build with the demo seed, at 1366 and 375 px: no Chinese in the visible text, lang="en",
// no sideways scrolling, the page's own links stay under /en, and the purchase and mail enquiry
// dialogs speak English, their validation messages included. Screenshots are saved for review.
import { expect, test, type Page } from './support/test.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { expectEnglishPage } from './support/english-checks.ts';

const PAGES = [
  { name: 'plasmid-index', path: '/en/plasmidPlatform/plasmidPlatformIndex', testId: 'plasmid-index' },
  { name: 'plasmid-list-filtered', path: '/en/plasmidPlatform/plasmidPlatformList?host=mammalian', testId: 'plasmid-list' },
  { name: 'plasmid-list-page-2', path: '/en/plasmidPlatform/plasmidPlatformList?page=2', testId: 'plasmid-list' },
  { name: 'plasmid-detail', path: '/en/plasmidPlatformDetail?listId=2', testId: 'plasmid-detail' },
  { name: 'tech-table', path: '/en/techService?type=0&id=21&molds=cell_yesheng', testId: 'tech-service' },
  { name: 'tech-cards', path: '/en/techService?type=1&id=23&molds=cell_luc', testId: 'tech-service' },
  { name: 'product-service', path: '/en/productService?id=41', testId: 'product-service' },
  { name: 'gene-editing', path: '/en/geneEditing/geneEditingIndex', testId: 'gene-editing-index' },
];

/** Site links inside the page's own content that leave the English site (downloads and the Chinese-page notice aside). */
async function linksOffTheEnglishSite(page: Page, testId: string): Promise<string[]> {
  const hrefs = await page
    .getByTestId(testId)
    .locator('a[href^="/"]:not([lang="zh-CN"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.startsWith('/en/') && href !== '/en' && !href.startsWith('/api/'));
}

const fieldErrors = (dialog: ReturnType<Page['locator']>) => dialog.locator('.ant-form-item-explain-error');

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('every English catalogue page: English only, no sideways scroll, links stay under /en', async ({ page }, testInfo) => {
      for (const { name, path, testId } of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await expect(page.getByTestId(testId)).toBeVisible();
        await expectEnglishPage(page, path);
        await expectNoHorizontalScroll(page);
        expect(await linksOffTheEnglishSite(page, testId), `links leaving /en on ${path}`).toEqual([]);
        await saveFullPageScreenshot(page, testInfo, `english-catalogue-${viewport.width}-${name}`);
      }
    });

    test('the plasmid pages: the platform address, a quick link and a detail link stay English', async ({ page }) => {
      await page.goto('/en/plasmidPlatform');
      await expect(page).toHaveURL(/\/en\/plasmidPlatform\/plasmidPlatformIndex$/);
      await page.getByTestId('plasmid-quick-link').first().click();
      await expect(page).toHaveURL(/\/en\/plasmidPlatform\/plasmidPlatformList\?/);
      await waitForHydration(page);
      await expect(page.getByTestId('plasmid-count')).toContainText('plasmids found');
      await expectEnglishPage(page);
      const detailLinks = page.getByTestId('plasmid-list').locator('a[href*="plasmidPlatformDetail"]:visible');
      await expect(detailLinks.first()).toHaveAttribute('href', /^\/en\/plasmidPlatformDetail\?listId=\d+$/);
      await detailLinks.first().click();
      await expect(page).toHaveURL(/\/en\/plasmidPlatformDetail\?listId=\d+$/);
      await expectEnglishPage(page);
    });

    test('a plasmid detail shows its map, its sequence and English labels', async ({ page }) => {
      await page.goto('/en/plasmidPlatformDetail?listId=2');
      await waitForHydration(page);
      await expect(page.locator('.plasmid-block__title').first()).toHaveText('Product information');
      await expect(page.getByTestId('plasmid-map')).toBeVisible();
      await expect(page.getByTestId('plasmid-sequence')).toBeVisible();
      await expect(page.getByTestId('plasmid-block-properties').locator('[data-field="plasmid_host"] dd')).toHaveText('Mammalian cells');
      await expectEnglishPage(page);
    });

    test('the purchase dialog of a technical product and of a plasmid answers an empty form in English', async ({ page }, testInfo) => {
      for (const [path, opener] of [
        ['/en/techService?type=0&id=21&molds=cell_yesheng', 'order-button'],
        ['/en/plasmidPlatformDetail?listId=2', 'plasmid-buy'],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByTestId(opener).first().click();
        const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('purchase-form') });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Send enquiry' }).click();
        await expect(fieldErrors(dialog)).toHaveText([
          'Please enter your name!',
          'Please enter your telephone number!',
          'Please enter your organisation!',
          'Please enter your e-mail address!',
        ]);
        await expectEnglishPage(page, `${path} with the purchase dialog`);
        await saveWindowScreenshot(page, testInfo, `english-catalogue-${viewport.width}-purchase-${opener}`);
      }
    });

    test('the mail enquiry dialog of a product page answers an empty form in English', async ({ page }, testInfo) => {
      await page.goto('/en/productService?id=41');
      await waitForHydration(page);
      await page.getByTestId('buy-panel-button').click();
      const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('mail-enquiry-form') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Product name').fill('');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(fieldErrors(dialog)).toHaveText([
        'Please enter the product name!',
        'Please enter your name!',
        'Please enter your telephone number!',
        'Please enter your e-mail address!',
      ]);
      await expectEnglishPage(page, 'the mail enquiry dialog');
      await saveWindowScreenshot(page, testInfo, `english-catalogue-${viewport.width}-mail-enquiry`);
    });
  });
}
