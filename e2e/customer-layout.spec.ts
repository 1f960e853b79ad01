// What a customer sees (issue 17, points 1-3) on the production build with the demo seed: service
// banners are banner-sized pictures and no title sits under the navigation at 1366 px; the
// technical-service table fits its box at 1366 px; at 375 px the products are cards and the column
// that matters (the CRISPR-Net score, an order's status and actions) is on screen.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { createCustomer, logIn, post } from './support/customer.ts';
import { submitGuideOrder } from './support/order-helpers.ts';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { limit } from './support/time-limits.ts';

/** A full-page picture for review (`npm run screenshots`). */
const shoot = (page: Page, name: string) => saveFullPageScreenshot(page, test.info(), `layout-${name}`);

async function open(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every service category of type 0 (landing) or 1 (detail) below the top level, from the public tree. */
async function servicePages(request: Parameters<typeof post>[0]): Promise<string[]> {
  const tree = await post<Array<{ id: number; pid: number; type: number; childs?: unknown[] }>>(request, '/category/allcate');
  const found: string[] = [];
  const walk = (nodes: Array<{ id: number; pid: number; type: number; childs?: unknown[] }>) => {
    for (const node of nodes) {
      if (node.pid !== 0 && node.type === 1) found.push(`/dynamicDetail?id=${node.id}`);
      if (node.pid !== 0 && node.type === 0) found.push(`/dynamicIndex?id=${node.id}`);
      walk((node.childs ?? []) as typeof nodes);
    }
  };
  walk(tree.data);
  return found;
}

/** The element lies wholly inside the window's width (no sideways scroll needed to read it). */
async function expectInViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await boxOf(locator);
  const width = locator.page().viewportSize()!.width;
  expect(box.left, 'starts inside the window').toBeGreaterThanOrEqual(0);
  expect(box.right, `ends at ${box.right}px in a ${width}px window`).toBeLessThanOrEqual(width);
}

test.describe('1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('service pages: the banner is not blown up beyond its picture, and no title sits under the navigation', async ({ page, request }) => {
    test.setTimeout(limit(240_000));
    const pages = await servicePages(request);
    expect(pages, 'the seed has ten service detail pages and the 病毒包装 landing page').toEqual(expect.arrayContaining(['/dynamicIndex?id=19', '/dynamicDetail?id=11']));
    expect(pages.filter((p) => p.startsWith('/dynamicDetail')).length).toBeGreaterThanOrEqual(10);
    for (const address of pages) {
      await page.goto(address);
      const image = page.locator('.category-banner__image');
      await expect(image, address).toHaveCount(1);
      await image.evaluate((img: HTMLImageElement) => img.decode());
      const sizes = await image.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.getBoundingClientRect().width }));
      expect(sizes.natural, `${address}: a ${sizes.natural}px picture shown ${sizes.shown}px wide`).toBeGreaterThanOrEqual(sizes.shown);
      const nav = await boxOf(page.getByTestId('site-nav'));
      const title = await boxOf(page.locator('h1').first());
      expect(intersects(title, nav), `${address}: the title lies under the navigation`).toBe(false);
      expect(title.top, `${address}: the title starts below the banner`).toBeGreaterThanOrEqual((await boxOf(page.locator('.category-banner'))).bottom);
      if (address === '/dynamicIndex?id=19' || address === '/dynamicDetail?id=11') await shoot(page, `service-${address.replace(/\W+/g, '-')}-1366`);
    }
  });

  test('the technical-service table fits its box: no sideways scroll, 质控检测 and the price readable', async ({ page }) => {
    await open(page, '/techService?type=0&id=21&molds=cell_yesheng');
    const box = page.getByTestId('tech-table').locator('.ant-table-content');
    const sizes = await box.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(sizes.scrollWidth, `table ${sizes.scrollWidth}px in a ${sizes.clientWidth}px box`).toBeLessThanOrEqual(sizes.clientWidth);
    const tableBox = await boxOf(box);
    const action = await boxOf(page.getByRole('columnheader', { name: '操作' }));
    for (const name of ['货号', '产品名称', '英文名称', '物种', '培养体系', '质控检测', '规格', '价格']) {
      const header = await boxOf(page.getByRole('columnheader', { name, exact: true }));
      expect(header.right, `${name} inside the table's box`).toBeLessThanOrEqual(tableBox.right);
      expect(intersects(header, action), `${name} under 操作`).toBe(false);
    }
    // The first row's quality-control text and price are shown whole, not covered by the action column.
    const row = page.getByTestId('tech-row').first();
    const cells = row.locator('td');
    const detection = await boxOf(cells.nth(5));
    const orderCell = await boxOf(cells.last());
    expect(intersects(detection, orderCell)).toBe(false);
    await expect(cells.nth(7)).toHaveText(/^¥[\d,]+/);
    await expectNoHorizontalScroll(page);
    await shoot(page, 'tech-service-1366');
  });
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('phones: the service banner fits, products are cards, the CRISPR-Net score and order status are on screen', async ({ page, request }) => {
    test.setTimeout(limit(240_000));
    await page.goto('/dynamicDetail?id=11');
    const nav = await boxOf(page.getByTestId('site-header'));
    expect(intersects(await boxOf(page.locator('h1').first()), nav)).toBe(false);
    await expectNoHorizontalScroll(page);
    await shoot(page, 'service-dynamicDetail-11-375');

    // Technical services: one card per product with its price and order button on screen.
    await open(page, '/techService?type=0&id=21&molds=cell_yesheng');
    const card = page.getByTestId('tech-row').first();
    await expect(page.getByTestId('tech-table').locator('table')).toHaveCount(0);
    await expect(card.locator('.ant-card-head')).toContainText('HEK293T');
    await expect(card).toContainText('质控检测');
    await expectInViewport(card.locator('.tech-card__price'));
    await expectInViewport(card.getByTestId('order-button'));
    await expectNoHorizontalScroll(page);
    await shoot(page, 'tech-service-375');

    // CRISPR-Net result: the score column stays in view while the sequences scroll beside it.
    const user = await createCustomer(request, 'layout-375');
    await logIn(page, user);
    await open(page, '/crispr');
    await page.getByLabel('任务名称 (Job title)').fill('phone layout');
    await page.getByLabel('或粘贴序列对 (Sequence pairs)').fill('GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG');
    await page.getByRole('button', { name: '提交任务' }).click();
    await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
    await expect(page.getByTestId('crispr-status')).toContainText('已完成', { timeout: limit(90_000) });
    const table = page.getByTestId('crispr-table');
    await expectInViewport(table.getByRole('columnheader', { name: /CRISPR_Net_score/ }));
    await expectInViewport(table.locator('tbody tr.ant-table-row').first().locator('td').last());
    await expect(table.locator('tbody tr.ant-table-row').first().locator('td').last()).toHaveText(/^0\.9\d*/);
    await expectNoHorizontalScroll(page);
    await shoot(page, 'crispr-result-375');

    // The order centre: an order's status and actions are on screen.
    await submitGuideOrder(request, user);
    await open(page, '/order');
    const order = page.getByTestId('order-card').first();
    await expectInViewport(order.getByText('待确认', { exact: true }));
    await expectInViewport(order.getByRole('link', { name: '查看' }));
    await expectNoHorizontalScroll(page);
    await shoot(page, 'order-centre-375');
  });
});
