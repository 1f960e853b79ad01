// Issue 17 point 9: every public and customer route of the specification walked at 1366 and 375 px as a
// researcher would — registered, pairs scored on /crispr, one order of each kind placed — with a
// full-page screenshot of each (e2e-artifacts/screenshots/walk-<route>-<width>.png, looked at by a
// person), no sideways scroll and no serious axe violation. One browser context per width and part.
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { createCustomer, logIn, post, type Customer } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, settleTransitions, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot, takingScreenshots } from './support/screenshots.ts';
import { limit } from './support/time-limits.ts';

const PAIRS = ['GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG', 'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG'];

interface Orders {
  guide: { id: number; orderno: string };
  amplicon: { id: number; orderno: string };
  cell: { id: number; orderno: string };
}

async function placeOrders(request: APIRequestContext, customer: Customer): Promise<Orders> {
  const guide = await submitGuideOrder(request, customer);
  const amplicon = await post(
    request,
    '/amplicon/addAmpliconOrder',
    {
      name: 'HEK293-EMX1-amp',
      type: '细胞渣',
      laiyuan: 'human hg38',
      fenxi_leixing: '实验组',
      xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
      hexuanmei: 'SpCas9',
      is_yinwu: 1,
      yinwu_xulie: 'ACGTACGTACGTACGTACGT',
      is_dipin: 0,
      gexinghua_type: '无',
      is_remark: 0,
    },
    customer.token,
  );
  expect(amplicon, JSON.stringify(amplicon)).toMatchObject({ code: 200 });
  const cell = await post(
    request,
    '/cellsline/addCellslineOrder',
    {
      leixing: '基因过表达',
      name: 'MYC',
      is_rna: 1,
      jiyin: 'NM',
      is_shengzhang: 2,
      is_cunhuo: 2,
      shuzhu: 'CHO',
      beixuan: 'HEK293',
      is_yuandai: 0,
      shuzhu_tigong: '客户提供',
      shuzhu_jiyinshu: '多拷贝',
      shuzhu_copynum: 12,
      texing_type: '悬浮',
      peiyangji_main: 'CD CHO',
      peiyangji_other: 'CD CHO + 8 mM 谷氨酰胺',
      is_wuxianchuan: 1,
      is_tiyingxiang: 2,
      is_dancunhuo: 1,
      is_youhai: 0,
      jiaofu_type: '多克隆细胞池',
    },
    customer.token,
  );
  expect(cell, JSON.stringify(cell)).toMatchObject({ code: 200 });
  return { guide, amplicon: { id: amplicon.data.info, orderno: amplicon.data.orderno }, cell: { id: cell.data.info, orderno: cell.data.orderno } };
}

/** Scores two pairs through the /crispr form as a customer would; answers the result page's address. */
async function scorePairs(page: Page): Promise<string> {
  await page.goto('/crispr');
  await waitForHydration(page);
  await page.getByLabel('任务名称 (Job title)').fill('EMX1 脱靶');
  await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill(PAIRS.join('\n'));
  await chooseOption(page, page.getByLabel('PAM 类型'), 'NGG');
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
  await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(90_000) });
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** The first link on `from` whose address contains `part` (detail pages are reached from their lists). */
async function firstLink(page: Page, from: string, part: string): Promise<string> {
  await page.goto(from);
  await waitForHydration(page);
  const link = page.locator(`a[href*="${part}"]`).first();
  await expect(link, `${from} links to ${part}`).toBeAttached();
  return (await link.getAttribute('href'))!;
}

/** A file-name part for a route: '/' is home, '/newsCenter/newsCenterDetail?newsId=3' is newsCenter-newsCenterDetail. */
const slug = (address: string) => address.split('?')[0]!.replace(/^\//, '').replace(/\//g, '-') || 'home';

/**
 * The walk in three parts, each its own test (so the two workers share it and no test carries the
 * whole walk): the pages anyone reads, the catalogue with a CRISPR-Net result, the account and orders.
 * Each part makes only what its routes need (a scored job, one order of each kind).
 */
const PARTS = {
  'public pages': async (page: Page) => [
    '/',
    '/register',
    '/login',
    '/forgetPwd',
    '/confirmation',
    '/newsCenter',
    await firstLink(page, '/newsCenter', 'newsCenterDetail'),
    '/contactUS',
    '/contactUs/enterpriseRecruitment',
    '/contactUs/schoolRecruitment',
    '/recruitment',
    '/recruitment/enterprise',
    '/recruitment/school',
    await firstLink(page, '/recruitment/enterprise', 'talentRecruitmentDetail'),
    '/searchResult?keyword=CRISPR',
    await firstLink(page, '/searchResult?keyword=CRISPR', 'searchResultDetail'),
    '/privacyPolicy',
    '/crispr-help',
    '/no-such-page',
  ],
  'the catalogue and CRISPR-Net': async (page: Page) => [
    '/dynamicIndex?id=19',
    '/dynamicDetail?id=11',
    '/geneEditing/geneEditingIndex',
    '/crispr',
    await scorePairs(page),
    '/plasmidPlatform',
    '/plasmidPlatform/plasmidPlatformIndex',
    '/plasmidPlatform/plasmidPlatformList',
    '/plasmidPlatformDetail?listId=2',
    '/techService',
    '/productService?id=4',
  ],
  'the account and orders': async (page: Page, request: APIRequestContext, customer: Customer) => {
    const orders = await placeOrders(request, customer);
    const guideList = `/orderSeqList?oid=${orders.guide.id}&orderno=${orders.guide.orderno}`;
    const ampliconList = `/orderAmpliconList?oid=${orders.amplicon.id}&orderno=${orders.amplicon.orderno}`;
    return [
      '/account',
      '/addressManagement',
      '/order',
      '/orderSeqAction',
      guideList,
      await firstLink(page, guideList, 'orderSeqDetail'),
      '/orderAmpliconAction',
      ampliconList,
      await firstLink(page, ampliconList, 'orderAmpliconDetail'),
      '/orderCellAction',
      `/orderCellList?oid=${orders.cell.id}&orderno=${orders.cell.orderno}`,
      `/orderCellDetail?id=${orders.cell.id}`,
      `/orderManifest?kind=guide&oid=${orders.guide.id}`,
    ];
  },
} satisfies Record<string, (page: Page, request: APIRequestContext, customer: Customer) => Promise<string[]>>;
type Part = keyof typeof PARTS;

/** antd controls (buttons, inputs, selects, pagination, radio and checkbox rows) in the page less than 40 px tall. */
async function tooSmallToTap(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = '.ant-btn, .ant-select, .ant-input-affix-wrapper, input.ant-input:not(.ant-input-affix-wrapper *), .ant-pagination-item, .ant-radio-wrapper, .ant-checkbox-wrapper';
    return [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.ant-table-thead'))
      .map((element) => ({ element, height: element.getBoundingClientRect().height }))
      .filter(({ height }) => height < 39.5)
      .map(({ element, height }) => `${element.className.split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 12)}" ${Math.round(height)}px`);
  });
}

async function walk(browser: Browser, request: APIRequestContext, width: number, part: Part, testInfo: TestInfo) {
  const customer = await createCustomer(request, `walk-${width}`);
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await logIn(page, customer);
  const routes = await PARTS[part](page, request, customer);
  if (part === 'public pages') {
    // Every footer column offers a link: 质粒平台 has no sub-categories and showed a bare heading.
    for (const column of await page.locator('.site-footer__column').all()) await expect(column.locator('.site-footer__links a').first()).toBeVisible();
  }
  const problems: string[] = [];
  for (const address of routes) {
    await page.goto(address);
    await waitForHydration(page);
    // Half a second without a request, for the look-over screenshot's late (lazy) pictures only: a
    // picture arriving cannot widen the page (base.css caps every img at its box's width).
    if (takingScreenshots) await page.waitForLoadState('networkidle');
    await saveFullPageScreenshot(page, testInfo, `walk-${slug(address)}-${width}`);
    await test.step(address, async () => {
      await expectNoHorizontalScroll(page, { soft: true, where: address });
      // One trail style on every page: the order and account pages' antd breadcrumbs used '/'.
      const separators = await page.locator('.ant-breadcrumb-separator').allTextContents();
      expect.soft(separators.filter((text) => text.trim() !== '>'), `${address}: breadcrumb separators`).toEqual([]);
      if (width < 768) {
        // antd's controls ease to their phone height as its styles arrive: measure where they end.
        await settleTransitions(page);
        const small = await tooSmallToTap(page);
        expect.soft(small, `${address}: controls under 40 px tall at ${width} px`).toEqual([]);
      }
      try {
        await expectNoSeriousAxeViolations(page);
      } catch (error) {
        problems.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
      }
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
  await context.close();
}

// Each part makes its own customer, so the parts need no order and the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const width of [1366, 375]) {
  for (const part of Object.keys(PARTS) as Part[]) {
    test(`every customer route at ${width} px, ${part}: no sideways scroll, no serious axe violation, a screenshot each`, async ({ browser, request }, testInfo) => {
      test.setTimeout(limit(300_000));
      await walk(browser, request, width, part, testInfo);
    });
  }
}
