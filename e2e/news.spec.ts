// News centre and technical documents on the production build with the demo seed: the list (5 per
// page, pagination), the type-7 title, the detail page, the 404 of an unknown item, the server HTML
// without JavaScript, phone width and accessibility.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';

interface NewsSummary {
  id: number;
  title: string;
}

async function newsPage(request: APIRequestContext, params: Record<string, number>) {
  const response = await request.post('/api/v1/news/index', { data: params });
  const body = (await response.json()) as { code: number; data: { data: NewsSummary[]; total: number } };
  expect(body.code).toBe(200);
  return body.data;
}

const items = (page: Page) => page.getByTestId('news-item');

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the news centre lists 5 items per page and pages to page 2', async ({ page, request }, testInfo) => {
    const all = await newsPage(request, { tid: 6, size: 10 });
    expect(all.total, 'the demo seed has more than one page of news').toBeGreaterThan(5);

    const response = await page.goto('/newsCenter?type=6&id=6');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^新闻中心/);
    await expect(page.getByTestId('breadcrumb')).toContainText('首页');
    await expect(page.getByTestId('breadcrumb')).toContainText('新闻中心');
    await expect(items(page)).toHaveCount(5);
    await expect(items(page).first()).toContainText(all.data[0]!.title);
    await expect(items(page).first().locator('.news-item__day')).toHaveText(/^\d{2}$/);
    await expect(items(page).first().locator('.news-item__month')).toHaveText(/^\d{4}-\d{2}$/);
    await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'news-center-1366');

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(items(page).first()).toContainText(all.data[5]!.title);
    await expect(items(page)).toHaveCount(Math.min(5, all.total - 5));
  });

  test('type 7 is titled 技术文档 and lists the category with its children', async ({ page, request }) => {
    const docs = await newsPage(request, { tid: 63, size: 5 });
    await page.goto('/newsCenter?type=7&id=63');
    await expect(page).toHaveTitle(/技术文档/);
    await expect(page.getByTestId('breadcrumb')).toContainText('技术文档');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('技术文档');
    await expect(items(page)).toHaveCount(Math.min(5, docs.total));
    await expect(items(page).first()).toContainText(docs.data[0]!.title);
  });

  test('the heading is 技术文档 for type 7 and 新闻中心 otherwise, with the sub-category beneath', async ({ page, request }) => {
    const cases = [
      { query: '?type=7&id=631', heading: '技术文档', sub: '实验方案' },
      { query: '?type=6&id=61', heading: '新闻中心', sub: '公司新闻' },
      { query: '?type=6&id=62', heading: '新闻中心', sub: '行业动态' },
      { query: '?id=62', heading: '新闻中心', sub: '行业动态' },
      { query: '?type=6&id=6', heading: '新闻中心', sub: null },
      { query: '', heading: '新闻中心', sub: null },
    ];
    for (const { query, heading, sub } of cases) {
      await page.goto(`/newsCenter${query}`);
      await expect(page.getByRole('heading', { level: 1 }), query).toHaveText(heading);
      if (sub) await expect(page.getByTestId('news-subcategory'), query).toHaveText(sub);
      else await expect(page.getByTestId('news-subcategory'), query).toHaveCount(0);
    }

    // type=7 without an id lists only technical documents: exactly the items of the 技术文档 categories.
    const docs = await newsPage(request, { tid: 63, size: 50 });
    const company = await newsPage(request, { tid: 61, size: 1 });
    expect(docs.total, 'the demo seed has technical documents').toBeGreaterThan(0);
    await page.goto('/newsCenter?type=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('技术文档');
    await expect(page.getByText(`共 ${docs.total} 条`)).toBeVisible();
    const titles = await items(page).locator('.news-item__title').allTextContents();
    expect(titles).toEqual(docs.data.slice(0, 5).map((item) => item.title));
    expect(titles).not.toContain(company.data[0]!.title);
  });

  test('阅读全文 opens the detail; the detail shows its title, date and body', async ({ page, request }, testInfo) => {
    const first = (await newsPage(request, { tid: 6, size: 1 })).data[0]!;
    await page.goto('/newsCenter');
    await items(page).first().getByRole('link', { name: /阅读全文/ }).click();
    await expect(page).toHaveURL(new RegExp(`/newsCenter/newsCenterDetail\\?newsId=${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveTitle(new RegExp(first.title));
    await expect(page.getByTestId('breadcrumb')).toHaveText(/首页.*新闻中心.*详情/);
    await expect(page.getByTestId('news-body')).toContainText('演示站点');
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'news-detail-1366');
  });

  test('the detail reloads when newsId changes', async ({ page, request }) => {
    const [a, b] = (await newsPage(request, { tid: 6, size: 2 })).data;
    await page.goto(`/newsCenter/newsCenterDetail?newsId=${a!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a!.title);
    await waitForHydration(page);
    // Client-side moves between details (no full page load) must show the other item each time.
    await page.evaluate(() => ((window as unknown as { newsSameDocument: boolean }).newsSameDocument = true));
    await page.getByTestId('breadcrumb').getByRole('link', { name: '新闻中心' }).click();
    await items(page).nth(1).getByRole('link', { name: /阅读全文/ }).click();
    await expect(page).toHaveURL(new RegExp(`newsId=${b!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b!.title);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`newsId=${a!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a!.title);
    expect(await page.evaluate(() => (window as unknown as { newsSameDocument?: boolean }).newsSameDocument)).toBe(true);
  });

  test('an unknown, missing or malformed newsId is the 404 page; a bad category id an empty list', async ({ page }) => {
    for (const query of ['?newsId=999999', '', '?newsId=abc']) {
      const response = await page.goto(`/newsCenter/newsCenterDetail${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
    for (const query of ['?id=999999', '?id=abc&page=x']) {
      const response = await page.goto(`/newsCenter${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('news-empty')).toBeVisible();
    }
  });

  test('the server HTML of a detail carries its title and body without JavaScript', async ({ browser, request }) => {
    const first = (await newsPage(request, { tid: 6, size: 1 })).data[0]!;
    const item = (await (await request.post('/api/v1/news/read', { data: { id: first.id } })).json()) as { data: { body: string } };
    const bodyText = item.data.body.replace(/<[^>]+>/g, ' ').split(/\s+/).find((word) => word.length >= 6)!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/newsCenter/newsCenterDetail?newsId=${first.id}`);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain(first.title);
      expect(html).toContain(bodyText);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
      // The list's page links are real links: they work without JavaScript (and for crawlers).
      await page.goto('/newsCenter');
      await expect(page.locator('.ant-pagination-item-2 a')).toHaveAttribute('href', '/newsCenter?page=2');
      await page.locator('.ant-pagination-item-2 a').click();
      await expect(page).toHaveURL(/\/newsCenter\?page=2$/);
      await expect(items(page)).toHaveCount(5);
    } finally {
      await context.close();
    }
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('list and detail fit the screen', async ({ page, request }, testInfo) => {
    const first = (await newsPage(request, { tid: 6, size: 1 })).data[0]!;
    await page.goto('/newsCenter');
    await expect(items(page)).toHaveCount(5);
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'news-center-375');
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(items(page).first()).toBeVisible();

    await page.goto(`/newsCenter/newsCenterDetail?newsId=${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'news-detail-375');
  });
});
