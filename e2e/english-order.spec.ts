// The GUIDE-seq and amplicon ordering pages on the English site (issue 18 point 3): a logged-in
// customer walks the order centre, both sample forms, an order's samples, a sample and the manifest at
// desktop and phone width with no Chinese on screen, and the forms refuse in English (the contract's
// messages through their English).
import { expect, test, type Page } from './support/test.ts';
import { expectEnglishPage } from './support/english-checks.ts';
import { expectNoHorizontalScroll } from './support/page-checks.ts';
import { createCustomer } from './support/customer.ts';
import { formItem, logIn, open, post, submitGuideOrder, type OrderUser } from './support/order-helpers.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';

let user: OrderUser;
let guide: { id: number; orderno: string };
let amplicon: { id: number; orderno: string };
let guideSampleId: number;
let ampliconSampleId: number;

async function firstSampleId(request: Parameters<typeof post>[0], kind: 'guide' | 'amplicon', oid: number): Promise<number> {
  const samples = await post(request, kind === 'guide' ? '/guide/myGuideYangben' : '/amplicon/myAmpliconYangben', { oid }, user.token);
  expect(samples, JSON.stringify(samples)).toMatchObject({ code: 200 });
  return samples.data[0].id as number;
}

test.beforeAll(async ({ request }) => {
  user = await createCustomer(request, 'english-order', { fname: 'Ada', lname: 'Lee', address: 'Test University' });
  guide = await submitGuideOrder(request, user);
  const added = await post(
    request,
    '/amplicon/addAmpliconOrder',
    {
      name: 'Amp-1',
      type: '细胞渣',
      laiyuan: 'mouse mm10',
      fenxi_leixing: '实验组',
      xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
      hexuanmei: 'SpCas9',
      is_yinwu: 1,
      yinwu_xulie: 'ACGTACGTACGT',
      is_dipin: 1,
      dipin_zhi: 0.1,
      gexinghua_type: '碱基编辑分析',
      is_remark: 0,
    },
    user.token,
  );
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
  amplicon = { id: added.data.info, orderno: added.data.orderno };
  guideSampleId = await firstSampleId(request, 'guide', guide.id);
  ampliconSampleId = await firstSampleId(request, 'amplicon', amplicon.id);
});

/** Every English ordering page with what shows once its data is in (paths need the orders made first). */
const PAGES: Array<{ name: string; path: () => string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'centre',
    path: () => '/en/order',
    ready: async (page) => {
      await expect(page.getByTestId('order-table-guide').getByText(guide.orderno)).toBeVisible();
      await expect(page.getByTestId('order-table-guide').getByText('GUIDE-seq off-target detection').first()).toBeVisible();
    },
  },
  { name: 'seq-action', path: () => '/en/orderSeqAction', ready: (page) => expect(page.getByTestId('sample-form')).toBeVisible() },
  { name: 'amplicon-action', path: () => '/en/orderAmpliconAction', ready: (page) => expect(page.getByTestId('sample-form')).toBeVisible() },
  {
    name: 'seq-list',
    path: () => `/en/orderSeqList?oid=${guide.id}&orderno=${guide.orderno}`,
    ready: async (page) => {
      await expect(page.getByText('HEK293-EMX1').first()).toBeVisible();
      await expect(page.getByTestId('order-timeline').getByText('Pending confirmation')).toBeVisible();
    },
  },
  {
    name: 'amplicon-list',
    path: () => `/en/orderAmpliconList?oid=${amplicon.id}&orderno=${amplicon.orderno}`,
    ready: async (page) => {
      await expect(page.getByText('Amp-1').first()).toBeVisible();
      await expect(page.getByText('Cell pellet').first()).toBeVisible();
    },
  },
  {
    name: 'seq-detail',
    path: () => `/en/orderSeqDetail?id=${guideSampleId}&orderno=${guide.orderno}&oid=${guide.id}`,
    ready: async (page) => {
      await expect(page.getByTestId('sample-detail').getByText('Experimental group')).toBeVisible();
      await expect(page.getByTestId('guide-sequence')).toHaveText('GAGTCCGAGCAGAAGAAGAAGGG');
    },
  },
  {
    name: 'amplicon-detail',
    path: () => `/en/orderAmpliconDetail?id=${ampliconSampleId}&orderno=${amplicon.orderno}&oid=${amplicon.id}`,
    ready: async (page) => {
      await expect(page.getByTestId('sample-detail').getByText('Base editing analysis')).toBeVisible();
      await expect(page.getByTestId('sample-detail').getByText('Mouse (mm10)')).toBeVisible();
    },
  },
  {
    name: 'manifest',
    path: () => `/en/orderManifest?kind=guide&oid=${guide.id}`,
    ready: (page) => expect(page.getByTestId('manifest-orderno')).toHaveText(guide.orderno),
  },
];

for (const width of [1366, 375]) {
  for (const { name, path, ready } of PAGES) {
    test(`${name} at ${width} px: English only, no sideways scroll`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await logIn(page, user);
      await open(page, path());
      await ready(page);
      await expectEnglishPage(page, path());
      await expectNoHorizontalScroll(page);
      await saveFullPageScreenshot(page, testInfo, `english-order-${name}-${width}`);
    });
  }
}

test('the order centre stays English: the other menu entries, the breadcrumb and links under /en', async ({ page }) => {
  await logIn(page, user);
  await open(page, '/en/order');
  const menu = page.locator('.order-centre__menu .ant-menu-item');
  await expect(menu.nth(0)).toHaveText('GUIDE-seq off-target detection');
  await expect(menu.nth(1)).toHaveText('Amplicon sequencing');
  await menu.nth(1).click();
  const table = page.getByTestId('order-table-amplicon');
  await expect(table.getByRole('button', { name: 'Add amplicon sequencing' })).toBeVisible();
  await expect(table.getByText('1 records in total')).toBeVisible();
  await table.getByRole('link', { name: 'View' }).first().click();
  await expect(page).toHaveURL(/\/en\/orderAmpliconList\?/);
  await expect(page.getByTestId('sample-list-orderno')).toHaveText(amplicon.orderno);
  await expectEnglishPage(page);
});

test('GUIDE-seq form: an empty submit and a bad name are refused in English', async ({ page }, testInfo) => {
  await logIn(page, user);
  await open(page, '/en/orderSeqAction');
  const form = page.getByTestId('sample-form');
  await page.getByTestId('sample-submit').click();
  await expect(formItem(form, 'Sample name')).toContainText('Please enter the sample name!');
  await expect(formItem(form, 'Concentration')).toContainText('Please enter the concentration!');
  await expect(formItem(form, 'Volume')).toContainText('Please enter the volume!');
  await formItem(form, 'Sample name').locator('input').fill('样本 1');
  await expect(formItem(form, 'Sample name')).toContainText('Only letters, digits and - (hyphen)');
  await formItem(form, 'Sample name').locator('input').fill('S-1');
  await formItem(form, 'Concentration').locator('input').fill('5');
  await expect(formItem(form, 'Concentration')).toContainText('Please enter a number from 10 to 1000');
  // The typed Chinese name is gone; what remains on screen is English.
  await expectEnglishPage(page);
  await saveFullPageScreenshot(page, testInfo, 'english-order-seq-refused');
});

test('amplicon form: an empty submit and a bad sequence are refused in English', async ({ page }, testInfo) => {
  await logIn(page, user);
  await open(page, '/en/orderAmpliconAction');
  const form = page.getByTestId('sample-form');
  await page.getByTestId('sample-submit').click();
  await expect(formItem(form, 'Sample name')).toContainText('Please enter the sample name!');
  await expect(formItem(form, 'sgRNA+PAM sequence')).toContainText('Please enter the sgRNA+PAM sequence');
  await expect(formItem(form, 'Forward primer sequence')).toContainText('Please enter the forward primer sequence!');
  await expect(formItem(form, 'Amplicon sequence')).toContainText('Please enter the amplicon sequence!');
  await formItem(form, 'sgRNA+PAM sequence').locator('input').fill('gagtccgag');
  await expect(formItem(form, 'sgRNA+PAM sequence')).toContainText('Only the capital letters A, T, C and G');
  await formItem(form, 'Amplicon sequence').locator('textarea').fill('ACGT'.repeat(10));
  await expect(formItem(form, 'Amplicon sequence')).toContainText('The amplicon sequence is 150-300 bases long!');
  await expectEnglishPage(page);
  await saveFullPageScreenshot(page, testInfo, 'english-order-amplicon-refused');
});
